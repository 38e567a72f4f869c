// Save, toggle, delete, download, bulk create and the PDF/ZIP exports, with the confirmations of docs/screens.md and
// the Turkish messages of its error catalogue; the page stays declarative.
import { describeError, errorMessage, tr, type ErrorAction, type QrBulkResult } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { App } from 'antd';
import {
  useBulkCreateQrCodes,
  useCreateQrCode,
  useDeleteQrCode,
  useMarkReprinted,
  useToggleQrCode,
  useUpdateQrCode,
  type QrCodeItem,
  type QrValues,
} from '../api/qr-codes';
import { bytesToBlob, saveBlob } from '@menu/shared';
import { dataUrlToBytes, qrFileName, qrPngDataUrl } from '../lib/qr-image';
import { useQrExports, type RestaurantLookup } from './use-qr-exports';

export type { ExportProgress, RestaurantLookup } from './use-qr-exports';

/** The server's own sentence for conflicts and validation, else the catalogue's generic wording. */
function detail(error: unknown, action: ErrorAction): string {
  const e = describeError(error);
  if ((e.kind === 'conflict' || e.status === 404) && e.text) return e.text;
  return errorMessage(error, action);
}

const TITLES = { toggle: tr.qr.toggleFailed, delete: tr.qr.deleteFailed } as const;

export function useQrActions(restaurants: RestaurantLookup) {
  const { message, notification } = App.useApp();
  const create = useCreateQrCode();
  const update = useUpdateQrCode();
  const toggle = useToggleQrCode();
  const remove = useDeleteQrCode();
  const bulk = useBulkCreateQrCodes();
  const reprinted = useMarkReprinted();
  const exports = useQrExports(restaurants);

  const actions = useRecordActions<QrCodeItem, QrValues>({
    save: (values, record) =>
      record && typeof record === 'object' ? update.mutateAsync({ record, values }) : create.mutateAsync(values),
    saving: create.isPending || update.isPending,
    toggle,
    remove,
    texts: {
      created: tr.qr.created,
      updated: tr.qr.updated,
      removed: tr.qr.removed,
      toggled: (_, nowActive) => (nowActive ? tr.qr.activated : tr.qr.deactivated),
      deleteTitle: tr.qr.deleteTitle,
      deleteConfirm: `${tr.qr.deleteConfirm} ${tr.qr.deleteNote}`,
    },
    confirmToggle: (qr) =>
      qr.isActive
        ? {
            title: tr.qr.deactivateTitle(qr.tableNumber),
            content: tr.qr.deactivateConfirm,
            okText: tr.common.deactivate,
          }
        : null,
    failure: (action, error, editing) => ({
      title: action === 'save' ? (editing ? tr.qr.updateFailed : tr.qr.createFailed) : TITLES[action],
      description: detail(error, action),
    }),
  });

  function fail(title: string, description?: string) {
    notification.error({ title, description, placement: 'topRight', duration: 8 });
  }

  async function downloadPng(qr: QrCodeItem): Promise<void> {
    try {
      const bytes = dataUrlToBytes(await qrPngDataUrl(qr.scanUrl));
      saveBlob(bytesToBlob(bytes, 'image/png'), qrFileName(qr.tableNumber, restaurants.name(qr.restaurantId)));
    } catch (error) {
      console.error(error);
      fail(tr.qr.downloadFailed);
    }
  }

  /** Rejects with the catalogue's message (and the server's detail) for the dialog to show. */
  async function bulkCreate(body: { restaurantId: number; start: number; end: number }): Promise<QrBulkResult> {
    try {
      return await bulk.mutateAsync(body);
    } catch (error) {
      throw new Error(`${tr.qr.bulkFailed} ${detail(error, 'save')}`, { cause: error });
    }
  }

  async function markReprinted(qr: QrCodeItem): Promise<void> {
    try {
      await reprinted.mutateAsync(qr);
      message.success(tr.qr.reprint.saved);
    } catch (error) {
      fail(tr.qr.updateFailed, detail(error, 'save'));
    }
  }

  return {
    save: actions.save,
    saving: actions.saving,
    toggleActive: actions.toggle,
    togglingId: actions.toggling?.id ?? null,
    confirmDelete: actions.confirmDelete,
    downloadPng,
    markReprinted,
    bulkCreate,
    ...exports,
  };
}
