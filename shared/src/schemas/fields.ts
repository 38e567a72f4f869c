// Building blocks for request bodies: each carries the Turkish message the form and the API show.
import { z } from 'zod';

export const MAX_INT = 2147483647;

export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `En fazla ${max} karakter girilebilir`);
}

/** Empty or blank becomes null (an empty description or icon is stored as null, not ''). */
// A missing key, null and '' all mean "empty"; zod 4 needs the preprocess (not a union with undefined)
// so that an absent key still runs the field.
export function blank<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v == null ? '' : v), inner);
}

export function optionalText(max = 2000) {
  return blank(
    z.string({ error: 'Metin bekleniyor' }).trim().max(max, `En fazla ${max} karakter girilebilir`),
  ).transform((v) => (v ? v : null));
}

function numericString(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(v)) return Number(v.trim().replace(',', '.'));
  return v;
}

/** A reference to another record (restaurant, category, product...). */
export function idField(message: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : numericString(v)),
    z.number({ error: message }).int(message).positive(message).max(MAX_INT, message),
  );
}

/** Lira with two decimals; comma accepted as the decimal point. */
export function moneyField(message: string, { min = 0, exclusiveMin = false } = {}) {
  const base = z.number({ error: message }).finite(message);
  const bounded = exclusiveMin ? base.gt(min, message) : base.min(min, message);
  return z
    .preprocess(numericString, bounded.max(1_000_000, 'Tutar en fazla 1.000.000 olabilir'))
    .transform((v) => Math.round(v * 100) / 100);
}

export function intField(message: string, { min = 0, max = MAX_INT, fallback = 0 } = {}) {
  return z.preprocess(
    (v) => (v === '' || v == null ? fallback : numericString(v)),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

export const boolField = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v == null ? fallback : v),
    z.boolean({ error: 'Evet/hayır değeri bekleniyor' }),
  );

export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
export function colourField(fallback: string) {
  return z
    .preprocess(
      (v) => (v == null || v === '' ? fallback : v),
      z
        .string({ error: 'Renk #RRGGBB biçiminde olmalıdır' })
        .trim()
        .regex(HEX_COLOUR, 'Renk #RRGGBB biçiminde olmalıdır'),
    )
    .transform((v) => v.toUpperCase());
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(v: string): boolean {
  return EMAIL.test(v) && v.length <= 254;
}
export function emailField(message: string, required: boolean) {
  const base = blank(z.string({ error: message }).trim());
  return required
    ? base.refine((v) => v.length > 0 && isEmail(v), message)
    : base.refine((v) => v === '' || isEmail(v), message).transform((v) => v || null);
}

/** http:// assumed when the scheme is missing; only http(s) URLs with a host are accepted. */
export function normaliseWebsite(input: string): string | null {
  const v = input.trim();
  if (!v) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `http://${v}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || !(url.hostname.includes('.') || url.hostname === 'localhost')) return null;
    return withScheme;
  } catch {
    return null;
  }
}
export function websiteField(message: string) {
  return blank(z.string({ error: message }).trim())
    .refine((v) => v === '' || (v.length <= 500 && normaliseWebsite(v) !== null), message)
    .transform((v) => (v ? normaliseWebsite(v) : null));
}

/** An http(s) URL (QR custom URL). */
export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** Images: a full http(s) URL or a server-relative path such as /uploads/menu/x.png. */
export function isImageRef(v: string): boolean {
  if (v.startsWith('/') && !v.startsWith('//')) return !v.includes('..') && !/[\s<>"'\\]/.test(v);
  return isHttpUrl(v);
}
export function imageRefField(message = 'Geçerli bir görsel adresi girin') {
  return blank(z.string({ error: message }).trim())
    .refine((v) => v === '' || (v.length <= 1000 && isImageRef(v)), message)
    .transform((v) => v || null);
}

/** 'HH:MM' or 'HH:MM:SS' -> 'HH:MM:SS'; blank -> null. */
export const timeField = blank(z.string({ error: 'Saat SS:DD biçiminde olmalıdır' }).trim())
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), 'Saat SS:DD biçiminde olmalıdır')
  .transform((v) => (v ? (v.length === 5 ? `${v}:00` : v) : null));

/**
 * A set of codes from a fixed list: an array, or (multipart forms) one string of codes separated by commas or
 * a JSON array. Blank is none; duplicates go; the result follows the list's order. An unknown code is refused
 * with `unknown` at its position (the code itself is not echoed), so a typo is never stored as "no allergen".
 */
export function codeSetField<T extends string>(codes: readonly T[], unknown: string) {
  return z
    .preprocess(
      (v) => {
        if (v == null || v === '') return [];
        if (typeof v === 'string') {
          const s = v.trim();
          if (s.startsWith('[')) {
            try {
              return JSON.parse(s);
            } catch {
              return v;
            }
          }
          return s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean);
        }
        return v;
      },
      z
        .array(z.string({ error: 'Liste bekleniyor' }), { error: 'Liste bekleniyor' })
        .max(codes.length * 2, 'Liste çok uzun'),
    )
    .superRefine((list, ctx) => {
      for (const [i, code] of list.entries())
        if (!(codes as readonly string[]).includes(code)) ctx.addIssue({ code: 'custom', path: [i], message: unknown });
    })
    .transform((list) => codes.filter((c) => list.includes(c)));
}

/** An optional whole number in [min, max]; blank is null. */
export function optionalIntField(message: string, { min = 0, max = MAX_INT } = {}) {
  return z.preprocess(
    (v) => (v === '' || v == null ? null : numericString(v)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );
}
