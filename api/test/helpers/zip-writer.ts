// Writes ZIP files for the import tests and the import bench (bench/import-bounds.bench.mjs), decompression
// bombs included: a part given as `repeat` copies of one chunk is deflated once (a full flush makes the
// compressed chunk self-contained) and the compressed chunk is repeated, so a part that inflates to hundreds of
// megabytes is built in milliseconds without ever holding it. `declaredSize` lets a test lie in the headers
// about what a part inflates to.
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's bytes, or `head` + `repeat` × `chunk` + `tail`. */
  data?: Buffer | string;
  head?: string;
  chunk?: string;
  repeat?: number;
  tail?: string;
  /** Uncompressed size written in the headers (default: the true size). */
  declaredSize?: number;
}

function compressPart(part: ZipPart): { compressed: Buffer; size: number; crc: number } {
  if (part.data !== undefined) {
    const data = Buffer.from(part.data);
    return { compressed: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
  }
  const head = Buffer.from(part.head ?? '');
  const chunk = Buffer.from(part.chunk ?? '');
  const tail = Buffer.from(part.tail ?? '');
  const flushed = (data: Buffer) => {
    const deflate = zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    return deflate;
  };
  const blocks: Buffer[] = [flushed(head)];
  const chunkBlock = flushed(chunk);
  let crc = zlib.crc32(head);
  for (let i = 0; i < (part.repeat ?? 0); i++) {
    blocks.push(chunkBlock);
    crc = zlib.crc32(chunk, crc);
  }
  blocks.push(zlib.deflateRawSync(tail));
  crc = zlib.crc32(tail, crc);
  return {
    compressed: Buffer.concat(blocks),
    size: head.length + chunk.length * (part.repeat ?? 0) + tail.length,
    crc,
  };
}

type Field = [offset: number, bytes: 2 | 4, value: number];

/** A record of `size` bytes, zero but for little-endian `fields`. */
function record(size: number, fields: Field[]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [at, bytes, value] of fields)
    if (bytes === 4) buffer.writeUInt32LE(value, at);
    else buffer.writeUInt16LE(value, at);
  return buffer;
}

/**
 * What a file's local header and its central directory entry both say, from "version needed" at `at` on: ZIP 2.0,
 * UTF-8 names, deflate, the CRC, both sizes and the name's length (time and date stay zero).
 */
function entryFields(at: number, crc: number, compressed: number, declared: number, nameLength: number): Field[] {
  return [
    [at, 2, 20],
    [at + 2, 2, 0x0800],
    [at + 4, 2, 8],
    [at + 10, 4, crc >>> 0],
    [at + 14, 4, compressed],
    [at + 18, 4, declared],
    [at + 22, 2, nameLength],
  ];
}

export function writeZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { compressed, size, crc } = compressPart(part);
    const name = Buffer.from(part.name);
    const entry = (at: number) => entryFields(at, crc, compressed.length, part.declaredSize ?? size, name.length);
    const local = record(30, [[0, 4, 0x04034b50], ...entry(4)]);
    // The central entry adds "version made by" before the shared fields, and where the local header starts.
    const central = record(46, [[0, 4, 0x02014b50], [4, 2, 20], ...entry(6), [42, 4, offset]]);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, parts.length],
    [10, 2, parts.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Katalog" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A minimal workbook whose first sheet is `sheet` (a part: data, or a repeated chunk between the sheet's head and tail). */
export function workbook(sheet: Omit<ZipPart, 'name'>, extra: ZipPart[] = []): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...extra,
  ]);
}

/** Inline-string cells of one row. */
export const inlineRow = (r: number, values: Array<string | number>) =>
  `<row r="${r}">${values.map((v) => (typeof v === 'number' ? `<c><v>${v}</v></c>` : `<c t="inlineStr"><is><t>${v}</t></is></c>`)).join('')}</row>`;
