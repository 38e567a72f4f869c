// POST/PUT /api/Products take JSON (the new screen, the availability toggle) or multipart (the old form:
// capitalised Price/DiscountedPrice, string values, an optional imageFile). Both become one plain object
// with the shared ProductRequest's key names, plus the buffered file, before anything is validated.
import type { FastifyRequest } from 'fastify';
import { ProductRequest } from '@menu/shared/contract';
import { createError } from '../../errors';

export const PRODUCT_FIELDS = Object.keys(
  (ProductRequest as unknown as { in: { shape: Record<string, unknown> } }).in.shape,
);
const CANONICAL = new Map(PRODUCT_FIELDS.map((k) => [k.toLowerCase(), k]));
/** Id aliases a body may carry (checked against the path on PUT). */
const ID_KEYS = new Map(['id', 'productid'].map((k) => [k, 'id']));

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export interface ProductBody {
  multipart: boolean;
  contentType: string;
  /** Product fields under their canonical names (unknown keys dropped), as received. */
  fields: Record<string, unknown>;
  /** Every field as received, for the diagnostic route. */
  raw: Record<string, unknown>;
  bodyId: unknown;
  file: UploadedFile | null;
}

function canonical(input: Record<string, unknown>): { fields: Record<string, unknown>; bodyId: unknown } {
  const fields: Record<string, unknown> = {};
  let bodyId: unknown;
  for (const [key, value] of Object.entries(input)) {
    const lower = key.toLowerCase();
    if (ID_KEYS.has(lower)) {
      bodyId ??= value;
      continue;
    }
    const name = CANONICAL.get(lower);
    if (name && !(name in fields)) fields[name] = value;
  }
  return { fields, bodyId };
}

/** Multipart values are strings; .NET-style 'True'/'False' become booleans the shared schema accepts. */
function formValue(value: string): unknown {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return value;
}

export async function readProductBody(request: FastifyRequest): Promise<ProductBody> {
  const contentType = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!request.isMultipart()) {
    const body = request.body;
    if (body == null || typeof body !== 'object' || Array.isArray(body)) throw createError('MALFORMED_BODY');
    const raw = body as Record<string, unknown>;
    return { multipart: false, contentType, raw, file: null, ...canonical(raw) };
  }
  const raw: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // toBuffer throws FST_REQ_FILE_TOO_LARGE (413) past the 5 MB limit.
      const bytes = await part.toBuffer();
      if (part.fieldname.toLowerCase() !== 'imagefile') continue;
      if (bytes.length > 0 || part.filename) file = { field: part.fieldname, fileName: part.filename, bytes };
    } else {
      raw[part.fieldname] = formValue(String(part.value ?? ''));
    }
  }
  if (file && file.bytes.length === 0) file = null;
  return { multipart: true, contentType, raw, file, ...canonical(raw) };
}
