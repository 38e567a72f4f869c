// Reads an uploaded table (XLSX or CSV) within bounds: the one way an import route turns a file into rows.
// An XLSX's ZIP directory is measured before anything is inflated (zip-parts.ts), its first sheet is read as
// a stream (xlsx.ts), a CSV record by record (csv.ts); every reader stops at the first row, column or cell past
// `TableFileLimits` and refuses the file with a Turkish 400. Used by the catalog import; a translation sheet
// import reads its file the same way.
import type { TableFileContent } from './content';
import { readCsvTable } from './csv';
import type { TableFileLimits } from './limits';
import { tooLargeFile } from './refusals';
import { readXlsxTable } from './xlsx';

export type { CellValue, TableFileContent } from './content';
export { DEFAULT_TABLE_FILE_LIMITS, type TableFileLimits } from './limits';

/** XLSX (a ZIP: it starts with "PK") or CSV (anything else). */
export async function readTableFile(bytes: Buffer, limits: TableFileLimits): Promise<TableFileContent> {
  if (bytes.length > limits.maxFileBytes) throw tooLargeFile(limits);
  return bytes.subarray(0, 2).toString('latin1') === 'PK' ? readXlsxTable(bytes, limits) : readCsvTable(bytes, limits);
}

/** The bytes of an uploaded file part, refused in Turkish (413, naming the bound) past `limits.maxFileBytes`. */
export async function readUploadedTable(
  file: { toBuffer(): Promise<Buffer> },
  limits: TableFileLimits,
): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeFile(limits);
    throw error;
  }
}
