// Wire normalisation: the old server sent ids under several names and PascalCase keys; responses are
// parsed into one canonical shape whatever arrived.
import { z } from 'zod';

function camelKey(key: string): string {
  if (key === 'ID') return 'id';
  return key.charAt(0).toLowerCase() + key.slice(1);
}

/**
 * Builds a preprocessor that takes the entity's id from the first present of `idKeys`
 * (for example id, productId, ProductId, ID) and camel-cases the remaining keys.
 */
export function normaliseWire(idKeys: readonly string[]) {
  return (input: unknown): unknown => {
    if (input == null || typeof input !== 'object' || Array.isArray(input)) return input;
    const src = input as Record<string, unknown>;
    let id: unknown;
    for (const k of idKeys) {
      if (src[k] != null && src[k] !== '') {
        id = src[k];
        break;
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(src)) {
      if (idKeys.includes(k)) continue;
      const ck = camelKey(k);
      if (!(ck in out)) out[ck] = v;
    }
    out.id = id;
    return out;
  };
}

/** null or a missing key becomes `fallback` before `schema` runs (zod 4 treats an absent key as undefined). */
export function orDefault<T extends z.ZodType>(schema: T, fallback: unknown) {
  return z.preprocess((v) => (v == null || v === '' ? fallback : v), schema);
}

/** Positive integer id; numeric strings accepted. */
export const wireId = z.coerce.number().int().positive();
/** Decimal money: NUMERIC comes back as a string from PostgreSQL. */
export const wireMoney = z.coerce.number();
export const wireMoneyNullable = orDefault(z.coerce.number().nullable(), null);
export const wireText = orDefault(z.string().nullable(), null);
export const wireDate = orDefault(z.union([z.string(), z.date()]).nullable(), null).transform((v) =>
  v instanceof Date ? v.toISOString() : v,
);
export const wireBool = orDefault(z.union([z.boolean(), z.number(), z.string()]), false).transform(
  (v) => v === true || v === 1 || v === 'true' || v === '1',
);
export const wireBoolTrue = orDefault(z.union([z.boolean(), z.number(), z.string()]), true).transform(
  (v) => v === true || v === 1 || v === 'true' || v === '1',
);
