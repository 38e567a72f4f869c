// The print-ready PDF sheet and the ZIP of PNGs of a list of codes, each loading its library only when asked
// for, with the progress while it works.
import { bytesToBlob, saveBlob, tr } from '@menu/shared';
import { App } from 'antd';
import { useState } from 'react';
import type { QrCodeItem } from '../api/qr-codes';
import { archiveName, qrFileName } from '../lib/qr-image';

export interface ExportProgress {
  kind: 'pdf' | 'zip';
  done: number;
  total: number;
}

/** A restaurant's name and colour, printed on its codes. */
export interface RestaurantLookup {
  name: (id: number) => string;
  colour: (id: number) => string;
}

export function useQrExports(restaurants: RestaurantLookup) {
  const { message, notification } = App.useApp();
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const fail = () => notification.error({ title: tr.qr.print.failed, placement: 'topRight', duration: 8 });

  /** One restaurant's name for the file, when every code belongs to it. */
  function soleRestaurant(list: QrCodeItem[]): string | null {
    const ids = new Set(list.map((q) => q.restaurantId));
    return ids.size === 1 ? restaurants.name([...ids][0]) : null;
  }

  async function exportPdf(list: QrCodeItem[]): Promise<void> {
    if (!list.length) return void message.warning(tr.qr.print.nothing);
    setExporting({ kind: 'pdf', done: 0, total: list.length });
    try {
      // pdf-lib is loaded only when a PDF is asked for (about 150 KB gzip), not with the screen.
      const { buildTableCardsPdf } = await import(/* webpackChunkName: "qr-print" */ '../lib/print-sheet');
      const bytes = await buildTableCardsPdf(
        list.map((q) => ({
          url: q.scanUrl,
          tableLabel: tr.qr.table(q.tableNumber),
          restaurantName: restaurants.name(q.restaurantId),
          colour: restaurants.colour(q.restaurantId),
          instruction: tr.qr.print.instruction,
        })),
        (done, total) => setExporting({ kind: 'pdf', done, total }),
      );
      saveBlob(bytesToBlob(bytes, 'application/pdf'), archiveName(soleRestaurant(list), 'pdf'));
      message.success(tr.qr.print.pdfReady);
    } catch (error) {
      console.error(error);
      fail();
    } finally {
      setExporting(null);
    }
  }

  async function exportZip(list: QrCodeItem[]): Promise<void> {
    if (!list.length) return void message.warning(tr.qr.print.nothing);
    setExporting({ kind: 'zip', done: 0, total: list.length });
    try {
      const { buildPngZip } = await import(/* webpackChunkName: "qr-zip" */ '../lib/png-zip');
      const bytes = await buildPngZip(
        list.map((q) => ({ url: q.scanUrl, fileName: qrFileName(q.tableNumber, restaurants.name(q.restaurantId)) })),
        (done, total) => setExporting({ kind: 'zip', done, total }),
      );
      saveBlob(bytesToBlob(bytes, 'application/zip'), archiveName(soleRestaurant(list), 'zip'));
      message.success(tr.qr.print.zipReady);
    } catch (error) {
      console.error(error);
      fail();
    } finally {
      setExporting(null);
    }
  }

  return { exporting, exportPdf, exportZip };
}
