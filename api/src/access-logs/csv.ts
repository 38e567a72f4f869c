// CSV of the access-log report: the spec's columns, UTF-8 with a BOM (Excel then reads Turkish letters),
// RFC 4180 quoting, and formula-looking values defused (a diner controls the user agent).
import { DEVICE_LABELS, type DeviceType } from '@menu/shared/contract';
import type { AccessLogRow } from './repository';
import { reportDateTime, reportDay } from './report';

export const CSV_BOM = '\uFEFF';
export const CSV_COLUMNS = [
  'Tarih',
  'Restoran ID',
  'QR Kod ID',
  'IP Adresi',
  'Cihaz',
  'Oturum Süresi (sn)',
  'Kullanıcı Aracısı',
] as const;

/** One field: quoted when it holds a comma, quote, line break or edge spaces; '=', '+', '-', '@' starts get a leading apostrophe. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: Array<string | number | null | undefined>): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function csvHeader(): string {
  return CSV_BOM + csvLine([...CSV_COLUMNS]);
}

/** A visit's cells in the exports' column order (CSV_COLUMNS), its date as each format writes it. */
export function logCells<D>(row: AccessLogRow, date: D) {
  return [
    date,
    row.restaurantId,
    row.qrCodeId,
    row.ipAddress,
    DEVICE_LABELS[row.deviceType as DeviceType] ?? row.deviceType,
    row.sessionDuration,
    row.userAgent,
  ];
}

export function csvRow(row: AccessLogRow): string {
  return csvLine(logCells(row, reportDateTime(row.accessDate)));
}

/** '<stem>-2026-01-05.<extension>' (today in Turkey). */
export function exportFileName(stem: string, extension: string, now: Date = new Date()): string {
  return `${stem}-${reportDay(now)}.${extension}`;
}
