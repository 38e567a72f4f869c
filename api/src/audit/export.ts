// CSV and XLSX of the change trail: one row per entry, its sentence in words (@menu/shared's auditSentence).
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { auditSentence, tr } from '@menu/shared/contract';
import { CSV_BOM, csvLine } from '../access-logs/csv';
import { reportDateTime } from '../access-logs/report';
import type { AuditEventRow } from '../db/schema';

const text = tr.audit;
function cells(row: AuditEventRow): Array<string | number | null> {
  return [
    reportDateTime(row.at),
    row.restaurantId,
    row.userName,
    text.entities[row.entity] ?? row.entity,
    row.recordId,
    text.actions[row.action] ?? row.action,
    auditSentence({ ...row, at: row.at.toISOString() }),
    row.clientAddress,
  ];
}

export function auditCsvHeader(): string {
  return CSV_BOM + csvLine([...text.csvColumns]);
}

export function auditCsvRow(row: AuditEventRow): string {
  return csvLine(cells(row));
}

export function auditXlsx(batches: AsyncIterable<AuditEventRow[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(text.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = text.csvColumns.map((header, i) => ({ header, width: [20, 12, 22, 16, 10, 12, 80, 18][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const rows of batches) for (const row of rows) sheet.addRow(cells(row)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error) => out.destroy(error));
  return out;
}
