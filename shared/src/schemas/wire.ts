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

/** Positive integer id; numeric strings accepted. */
export const wireId = z.coerce.number().int().positive();
/** Decimal money: NUMERIC comes back as a string from PostgreSQL. */
export const wireMoney = z.coerce.number();
export const wireMoneyNullable = z.union([z.null(), z.undefined(), z.literal(''), z.coerce.number()]).transform((v) => (v === '' || v == null ? null : v));
export const wireText = z.string().nullish().transform((v) => v ?? null);
export const wireDate = z.union([z.string(), z.date()]).nullish().transform((v) => (v == null ? null : v instanceof Date ? v.toISOString() : v));
export const wireBool = z.union([z.boolean(), z.number(), z.string()]).nullish().transform((v) => v === true || v === 1 || v === 'true' || v === '1');
