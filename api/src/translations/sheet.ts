// The translation sheet: every translatable field of a restaurant as one XLSX table for a translator, a row
// per record and field with the Turkish text beside a column per language, and the same table read back into
// the texts to set. Rows are matched by table, ID and field; the Turkish and record columns are for the
// reader only. An empty language cell leaves that translation as it is (a sheet never deletes).
import ExcelJS from 'exceljs';
import {
  FIELD_LABELS,
  LANGUAGES,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_TABLES,
  type TranslatableTable,
} from '@menu/shared/contract';
import { createError } from '../errors';
import { readTableFile, type TableFileContent, type TableFileLimits } from '../table-files/read-table-file';
import type { TranslatableRecord, TranslationRow } from './repository';
import { rowProblem, type TranslationCell } from './bulk';

/** A table's records in the sheet, in the sheet's order: the restaurant first, then the menu. */
export const SHEET_TABLES: readonly TranslatableTable[] = [
  'Restaurants',
  'Categories',
  'Products',
  'ProductVariants',
  'ProductAddons',
];
const TABLE_NAMES: Record<TranslatableTable, string> = {
  Restaurants: 'Restoran',
  Categories: 'Kategori',
  Products: 'Ürün',
  ProductVariants: 'Varyant',
  ProductAddons: 'Eklenti',
};
const FOREIGN = LANGUAGES.filter((l) => l.code !== 'tr');
const languageHeader = (l: (typeof LANGUAGES)[number]) => `${l.label} (${l.code})`;
const HEADERS = ['Tablo', 'ID', 'Alan', 'Kayıt', languageHeader(LANGUAGES[0]), ...FOREIGN.map(languageHeader)];

export const SHEET_SHEET_NAME = 'Çeviriler';

const fold = (s: string) => s.trim().toLocaleLowerCase('tr-TR');
const tableByName = new Map<string, TranslatableTable>(
  TRANSLATABLE_TABLES.flatMap((t) => [
    [fold(TABLE_NAMES[t]), t],
    [fold(t), t],
  ]),
);
const fieldByName = new Map<string, string>(
  Object.entries(FIELD_LABELS).flatMap(([key, label]) => [
    [fold(label), key],
    [fold(key), key],
  ]),
);

export async function translationSheetXlsx(
  records: Record<TranslatableTable, TranslatableRecord[]>,
  saved: TranslationRow[],
): Promise<Buffer> {
  const text = new Map(
    saved.map((t) => [`${t.tableName}:${t.recordId}:${t.fieldName}:${t.languageCode}`, t.translatedText]),
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1, xSplit: 4 }] });
  sheet.columns = HEADERS.map((header, i) => ({
    header,
    width: i === 0 ? 12 : i === 1 ? 8 : i === 2 ? 12 : i === 3 ? 28 : 40,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const table of SHEET_TABLES) {
    for (const record of records[table]) {
      for (const field of TRANSLATABLE_FIELDS[table]) {
        const original = record.fields[field] ?? '';
        const cells = FOREIGN.map((l) => text.get(`${table}:${record.id}:${field}:${l.code}`) ?? null);
        // A field empty in Turkish has nothing to translate, unless a translation of it was saved before.
        if (!original.trim() && cells.every((c) => c == null)) continue;
        const row = sheet.addRow([
          TABLE_NAMES[table],
          record.id,
          FIELD_LABELS[field] ?? field,
          record.context ? `${record.context} › ${record.name}` : record.name,
          original,
          ...cells,
        ]);
        row.alignment = { wrapText: true, vertical: 'top' };
      }
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The sheet's rows, read within the import bounds by the shared table-file reader (the ZIP measured before
 * anything is inflated, the sheet streamed). A translation sheet has a row per field, up to three a record,
 * so it may have more rows than a catalog. The one place a sheet's bytes are parsed.
 */
export async function readSheet(bytes: Buffer, limits: TableFileLimits): Promise<TableFileContent> {
  if (bytes.subarray(0, 2).toString('latin1') !== 'PK')
    throw createError('VALIDATION', 'Dosya okunamadı: çeviri tablosunu XLSX olarak yükleyin');
  return readTableFile(bytes, sheetLimits(limits));
}

export const sheetLimits = (limits: TableFileLimits): TableFileLimits => ({ ...limits, maxRows: limits.maxRows * 3 });

const cellText = (v: unknown) => (v == null ? '' : String(v)).trim();

/** What a header names: a column of the sheet, or a language by its code ('English (en)', 'en'). */
function columnOf(
  header: string,
): { kind: 'table' | 'id' | 'field' | 'skip' } | { kind: 'language'; code: string } | null {
  const h = fold(header);
  if (h === 'tablo') return { kind: 'table' };
  if (h === fold('ID')) return { kind: 'id' };
  if (h === 'alan') return { kind: 'field' };
  if (h === 'kayıt' || h === 'kayit') return { kind: 'skip' };
  const latin = header.trim().toLowerCase();
  const code = /\(([a-z]{2})\)$/.exec(latin)?.[1] ?? latin;
  if (code === 'tr') return { kind: 'skip' };
  return FOREIGN.some((l) => l.code === code) ? { kind: 'language', code } : null;
}

/** The sheet's rows as texts to set, and the rows that could not be read (unknown table, ID or field). */
export function sheetCells(content: TableFileContent): {
  cells: TranslationCell[];
  errors: Array<{ row: number; message: string }>;
} {
  const header = content.header.map((h) => columnOf(cellText(h)));
  const at = (kind: 'table' | 'id' | 'field') => header.findIndex((c) => c?.kind === kind);
  const languages = header.flatMap((c, i) => (c?.kind === 'language' ? [{ index: i, code: c.code }] : []));
  if (at('table') < 0 || at('id') < 0 || at('field') < 0 || languages.length === 0) {
    throw createError(
      'VALIDATION',
      'Dosyada "Tablo", "ID", "Alan" ve en az bir dil sütunu bulunamadı: indirilen çeviri tablosunu şablon olarak kullanın',
    );
  }
  const cells: TranslationCell[] = [];
  const errors: Array<{ row: number; message: string }> = [];
  const seen = new Map<string, number>();
  for (const { line, cells: row } of content.rows) {
    if (row.every((c) => cellText(c) === '')) continue;
    const tableName = tableByName.get(fold(cellText(row[at('table')])));
    const idText = cellText(row[at('id')]);
    const recordId = Number(idText);
    const fieldName = fieldByName.get(fold(cellText(row[at('field')])));
    if (!tableName) {
      errors.push({
        row: line,
        message: rowProblem(
          null,
          `Tablo tanınmadı: "${cellText(row[at('table')]).slice(0, 40)}" (${SHEET_TABLES.map((t) => TABLE_NAMES[t]).join(', ')})`,
        ),
      });
      continue;
    }
    if (!/^\d{1,10}$/.test(idText) || !Number.isSafeInteger(recordId) || recordId < 1) {
      errors.push({ row: line, message: rowProblem(null, `Geçersiz kayıt ID: "${idText.slice(0, 20)}"`) });
      continue;
    }
    if (!fieldName || !(TRANSLATABLE_FIELDS[tableName] as readonly string[]).includes(fieldName)) {
      errors.push({
        row: line,
        message: rowProblem(null, `Bu tablo için geçersiz alan: "${cellText(row[at('field')]).slice(0, 40)}"`),
      });
      continue;
    }
    const key = `${tableName}:${recordId}:${fieldName}`;
    if (seen.has(key)) {
      errors.push({ row: line, message: rowProblem(null, `Aynı kayıt ve alan ${seen.get(key)}. satırda da var`) });
      continue;
    }
    seen.set(key, line);
    for (const { index, code } of languages) {
      cells.push({ line, languageCode: code, tableName, recordId, fieldName, text: cellText(row[index]) });
    }
  }
  return { cells, errors };
}
