// A CSV table (UTF-8, a BOM allowed, comma or semicolon separated) read through csv-parse's stream parser:
// records come one at a time, and reading stops, refusing the file, at the first row, column or cell past
// the bounds. The text is fed in slices so a large file leaves the event loop turns in between.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { createError, AppError } from '../errors';
import type { CellValue, TableFileContent } from './content';
import type { TableFileLimits } from './limits';
import { tooLargeFile, tooLongCell, tooManyColumns, tooManyRows } from './refusals';

const SLICE = 64 * 1024;

function* slices(text: string) {
  for (let i = 0; i < text.length; i += SLICE) yield text.slice(i, i + SLICE);
}

export async function readCsvTable(bytes: Buffer, limits: TableFileLimits): Promise<TableFileContent> {
  if (bytes.length > limits.maxFileBytes) throw tooLargeFile(limits);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const newline = text.indexOf('\n');
  const firstLine = newline < 0 ? text : text.slice(0, newline);
  const parser = parse({
    delimiter: firstLine.split(';').length > firstLine.split(',').length ? ';' : ',',
    relax_column_count: true,
    skip_empty_lines: false,
    bom: true,
    // A record may not grow past what its columns and cells allow (a quote never closed stops here).
    max_record_size: limits.maxColumns * (limits.maxCellChars + 1),
  });
  const source = Readable.from(slices(text));
  source.pipe(parser);
  const content: TableFileContent = { header: [], rows: [] };
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      if (record.length > limits.maxColumns && record.slice(limits.maxColumns).some((c) => c !== ''))
        throw tooManyColumns(line, limits);
      const cells: CellValue[] = record.slice(0, limits.maxColumns);
      if (cells.some((c) => typeof c === 'string' && c.length > limits.maxCellChars)) throw tooLongCell(line, limits);
      if (line === 1) content.header = cells;
      else if (cells.some((c) => c != null && String(c).trim() !== '')) {
        if (content.rows.length >= limits.maxRows) throw tooManyRows(limits);
        content.rows.push({ line, cells });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') throw tooLongCell((error as { lines?: number }).lines ?? line + 1, limits);
    throw createError(
      'VALIDATION',
      `Dosya okunamadı: CSV biçimi bozuk (${(error as { lines?: number }).lines ?? '?'}. satır yakınında)`,
    );
  } finally {
    source.destroy();
    parser.destroy();
  }
  return content;
}
