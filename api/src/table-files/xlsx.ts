// The first worksheet of an XLSX, read as a stream: the parts come out of the ZIP through zip-parts.ts (already
// measured), and saxes (an XML parser that never expands DTD entities) reads them chunk by chunk, so memory
// holds the shared strings and the rows kept so far, never the whole XML, and the event loop gets a turn
// between chunks. Reading stops, refusing the file, at the first row or column past the bounds or at a cell
// longer than allowed; a workbook whose sheet inflates to hundreds of megabytes never gets that far (the
// directory's sizes are refused first).
import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError, createError } from '../errors';
import type { TableFileLimits } from './limits';
import type { CellValue, TableFileContent } from './content';
import { tooLongCell, tooManyColumns, tooManyRows } from './refusals';
import { openZipParts, UNREADABLE_FILE, type ZipParts } from './zip-parts';

const unreadable = () => createError('VALIDATION', UNREADABLE_FILE);
/** Element names without a namespace prefix (some writers use `x:row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (tag: SaxesTagPlain, name: string): string | undefined => {
  for (const [key, value] of Object.entries(tag.attributes)) if (key === name || local(key) === name) return value;
  return undefined;
};

/** Feeds a part to a parser chunk by chunk. */
async function parsePart(stream: Readable, handlers: (parser: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser();
  handlers(parser);
  const decoder = new StringDecoder('utf8');
  try {
    // A handler throws to refuse the file: the loop ends there and the rest of the part is never inflated.
    for await (const chunk of stream) parser.write(decoder.write(chunk as Buffer));
    parser.write(decoder.end()).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  } finally {
    stream.destroy();
  }
}

/** Reads a small part (relationships, the workbook) into the relationships or sheets it lists. */
async function elements(zip: ZipParts, name: string, element: string): Promise<SaxesTagPlain[]> {
  const stream = await zip.open(name);
  if (!stream) return [];
  const found: SaxesTagPlain[] = [];
  await parsePart(stream, (parser) =>
    parser.on('opentag', (tag) => local(tag.name) === element && found.push(tag as SaxesTagPlain)),
  );
  return found;
}

/** A relationship's target as a part name, relative to the part that names it. */
const resolve = (from: string, target: string) =>
  target.startsWith('/') ? target.slice(1) : path.normalize(path.join(path.dirname(from), target));
const relsOf = (part: string) => path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);

/** Column number (1-based) of a cell reference such as "AB12". */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

/** Shared strings, each kept to at most one character more than a cell may hold (enough to refuse it when used). */
async function sharedStrings(zip: ZipParts, name: string | undefined, limits: TableFileLimits): Promise<string[]> {
  const stream = name ? await zip.open(name) : undefined;
  if (!stream) return [];
  const strings: string[] = [];
  let inSi = false;
  let inText = false;
  let phonetic = 0;
  let parts: string[] = [];
  let length = 0;
  await parsePart(stream, (parser) => {
    parser.on('opentag', (tag) => {
      const n = local(tag.name);
      if (n === 'si') [inSi, parts, length] = [true, [], 0];
      else if (n === 'rPh') phonetic++;
      else if (n === 't' && inSi && !phonetic) inText = true;
    });
    parser.on('text', (text) => {
      if (!inText || length > limits.maxCellChars) return;
      const piece = text.slice(0, limits.maxCellChars + 1 - length);
      parts.push(piece);
      length += piece.length;
    });
    parser.on('closetag', (tag) => {
      const n = local(tag.name);
      if (n === 't') inText = false;
      else if (n === 'rPh') phonetic--;
      else if (n === 'si') {
        strings.push(parts.join(''));
        inSi = false;
      }
    });
  });
  return strings;
}

/** The first worksheet's rows, bounded by `limits` (blank rows skipped, the first row kept as the header). */
export async function readXlsxTable(bytes: Buffer, limits: TableFileLimits): Promise<TableFileContent> {
  const zip = await openZipParts(bytes, limits);
  try {
    const office = (await elements(zip, '_rels/.rels', 'Relationship')).find((r) =>
      attr(r, 'Type')?.endsWith('/officeDocument'),
    );
    const workbook = office ? resolve('', attr(office, 'Target') ?? '') : 'xl/workbook.xml';
    const sheets = await elements(zip, workbook, 'sheet');
    const rels = await elements(zip, relsOf(workbook), 'Relationship');
    const target = (r: SaxesTagPlain | undefined) => (r ? resolve(workbook, attr(r, 'Target') ?? '') : undefined);
    const firstId = sheets[0] ? attr(sheets[0], 'id') : undefined;
    const sheetPart =
      target(rels.find((r) => attr(r, 'Id') === firstId)) ??
      zip.names().find((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n));
    const stream = sheetPart ? await zip.open(sheetPart) : undefined;
    if (!stream) throw unreadable();
    const strings = await sharedStrings(
      zip,
      target(rels.find((r) => attr(r, 'Type')?.endsWith('/sharedStrings'))),
      limits,
    );
    return await readSheet(stream, strings, limits);
  } finally {
    zip.close();
  }
}

async function readSheet(stream: Readable, strings: string[], limits: TableFileLimits): Promise<TableFileContent> {
  const content: TableFileContent = { header: [], rows: [] };
  let line = 0;
  let cells: CellValue[] = [];
  let column = 0;
  let cellType = '';
  let text: string[] = [];
  let length = 0;
  let inValue = false;
  let inInline = 0;
  let phonetic = 0;
  let hasValue = false;
  const refuse = (error: Error) => {
    throw error;
  };
  await parsePart(stream, (parser) => {
    parser.on('opentag', (tag) => {
      const n = local(tag.name);
      if (n === 'row') {
        const r = Number(attr(tag as SaxesTagPlain, 'r'));
        line = Number.isInteger(r) && r > line ? r : line + 1;
        [cells, column] = [[], 0];
      } else if (n === 'c') {
        const ref = attr(tag as SaxesTagPlain, 'r');
        const fromRef = ref ? columnOf(ref) : 0;
        column = fromRef > column ? fromRef : column + 1;
        cellType = attr(tag as SaxesTagPlain, 't') ?? 'n';
        [text, length, hasValue] = [[], 0, false];
      } else if (n === 'v') inValue = true;
      else if (n === 'is') inInline++;
      else if (n === 'rPh') phonetic++;
      else if (n === 't' && inInline && !phonetic) inValue = true;
    });
    parser.on('text', (piece) => {
      if (!inValue) return;
      hasValue = true;
      length += piece.length;
      if (length > limits.maxCellChars) refuse(tooLongCell(line, limits));
      text.push(piece);
    });
    parser.on('closetag', (tag) => {
      const n = local(tag.name);
      if (n === 'v' || n === 't') inValue = false;
      else if (n === 'is') inInline--;
      else if (n === 'rPh') phonetic--;
      else if (n === 'c') {
        if (!hasValue) return;
        if (column > limits.maxColumns) refuse(tooManyColumns(line, limits));
        const value = cellValue(cellType, text.join(''), strings);
        if (typeof value === 'string' && value.length > limits.maxCellChars) refuse(tooLongCell(line, limits));
        cells[column - 1] = value;
      } else if (n === 'row') {
        const row = Array.from(cells, (c) => c ?? null);
        if (line === 1) content.header = row;
        else if (row.some((c) => c != null && String(c).trim() !== '')) {
          if (content.rows.length >= limits.maxRows) refuse(tooManyRows(limits));
          content.rows.push({ line, cells: row });
        }
      }
    });
  });
  return content;
}

/** A cell's value by its type: a shared string, inline text, a number, a boolean, a formula's result; errors are blank. */
function cellValue(type: string, raw: string, strings: string[]): CellValue {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'inlineStr':
    case 'str':
      return raw;
    case 'b':
      return raw === '1';
    case 'e':
      return null;
    default: {
      if (raw.trim() === '') return null;
      const n = Number(raw);
      return Number.isFinite(n) ? n : raw;
    }
  }
}
