// Exports of the access-log report: the filtered log as XLSX (the CSV is csv.ts), and the
// report's tables (summary, visits per day, tables/QR codes, devices, languages, menu sections, weekday × hour)
// as one CSV and as an XLSX workbook with a sheet per table. The log is written row by row through exceljs's
// streaming writer in keyset batches, so a million visits never sit in memory and the event loop is given back
// between batches (a report must never stall the diners' calls). Cells are typed (numbers, dates), and text
// goes in as text: a spreadsheet never runs a diner's user agent as a formula.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  DEVICE_LABELS,
  DEVICE_TYPES,
  percentChange,
  tr,
  type AccessLogStats,
  type DeviceType,
} from '@menu/shared/contract';
import { zoneOffsetMs } from '../lib/zone-time';
import { CSV_BOM, CSV_COLUMNS, csvLine, logCells } from './csv';
import type { AccessLogRow } from './repository';
import { REPORT_TIME_ZONE } from './repository';

/** One table of the report: a title (the sheet's name), its columns and rows. */
export interface ReportTable {
  title: string;
  columns: string[];
  rows: Array<Array<string | number | null>>;
}

const text = tr.accessLogs;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function reportTables(stats: AccessLogStats): ReportTable[] {
  const previous = stats.previous;
  const summary: ReportTable = {
    title: 'Özet',
    columns: ['Ölçü', 'Değer', 'Önceki dönem', 'Değişim (%)'],
    rows: [
      ['Ziyaret', stats.total, previous?.total ?? null, percentChange(stats.total, previous?.total)],
      [
        'Farklı ziyaretçi',
        stats.uniqueIps,
        previous?.uniqueIps ?? null,
        percentChange(stats.uniqueIps, previous?.uniqueIps),
      ],
      ['Ortalama süre (sn)', stats.averageSession, null, null],
      ['Telefondan (%)', stats.mobileShare, null, null],
      ['Sınır nedeniyle sayılmayan ziyaret', stats.refused, null, null],
    ],
  };
  return [
    summary,
    { title: 'Günlük ziyaretler', columns: ['Tarih', 'Ziyaret'], rows: stats.perDay.map((d) => [d.date, d.count]) },
    {
      title: 'Masalar ve QR kodlar',
      columns: ['QR Kod ID', 'Masa', 'Restoran ID', 'Ziyaret', 'Oran (%)'],
      rows: stats.perQrCode.map((q) => [
        q.qrCodeId,
        q.tableNumber ?? text.noQr,
        q.restaurantId,
        q.count,
        percent(q.count, stats.total),
      ]),
    },
    {
      title: 'Cihazlar',
      columns: ['Cihaz', 'Ziyaret', 'Oran (%)'],
      rows: DEVICE_TYPES.map((d) => [
        DEVICE_LABELS[d as DeviceType],
        stats.devices[d as DeviceType],
        percent(stats.devices[d as DeviceType], stats.total),
      ]),
    },
    {
      title: 'Diller',
      columns: ['Dil', 'Ziyaret', 'Oran (%)'],
      rows: stats.languages.map((l) => [text.languageName(l.language), l.count, percent(l.count, stats.total)]),
    },
    {
      title: 'Menü bölümleri',
      columns: ['Kategori ID', 'Kategori', 'Açılma'],
      rows: stats.sections.map((s) => [s.categoryId, s.name ?? text.deletedCategory, s.opens]),
    },
    {
      title: 'Gün ve saat',
      columns: ['Gün', ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`)],
      rows: stats.heatmap.map((hours, day) => [text.weekdays[day], ...hours]),
    },
  ];
}

/** The tables one after another, each under its title, a blank line between (UTF-8 with a BOM for Excel). */
export function reportCsv(tables: ReportTable[]): string {
  return (
    CSV_BOM +
    tables.map((t) => csvLine([t.title]) + csvLine(t.columns) + t.rows.map((r) => csvLine(r)).join('')).join('\r\n')
  );
}

function styleHeader(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** A workbook with a sheet per table. */
export async function reportXlsx(tables: ReportTable[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'QR Menü';
  for (const table of tables) {
    const sheet = book.addWorksheet(table.title);
    sheet.columns = table.columns.map((c, i) => ({
      header: c,
      width: i === 0 ? Math.max(14, c.length + 4) : Math.max(10, c.length + 2),
    }));
    sheet.addRows(table.rows);
    styleHeader(sheet);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The filtered log as an XLSX stream: `batches` yields keyset batches of rows (the service's reader); each row is
 * committed as it is written. Dates are real date cells in Turkish time.
 */
export function logXlsx(batches: AsyncIterable<AccessLogRow[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet('Erişim Kayıtları', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CSV_COLUMNS.map((header, i) => ({
    header,
    width: [20, 12, 11, 18, 10, 20, 60][i],
    style: i === 0 ? { numFmt: 'dd.mm.yyyy hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        // Excel has no zones: the cell holds the wall-clock time in Turkey.
        const local = new Date(row.accessDate.getTime() + zoneOffsetMs(row.accessDate, REPORT_TIME_ZONE));
        sheet.addRow(logCells(row, local)).commit();
      }
    }
    sheet.commit();
    await book.commit();
  })().catch((error) => out.destroy(error));
  return out;
}
