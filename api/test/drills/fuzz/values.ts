// Generated values for the bad-input drill: hostile text and numbers, wrong types, and per-field
// generators read off the zod request schemas (kind, length and range limits, enum options).
import fc from 'fast-check';
import type { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------
// Hostile fragments. The HTML ones carry markers (x-fuzz, data-fuzz, fuzz()) that the page check looks for.

export const SQL_FRAGMENTS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '1); DELETE FROM products; --',
  "Robert'); DROP TABLE restaurants;--",
  '" OR ""="',
  "admin'--",
  '%',
  '_',
  '\\',
  '$$',
  '$1',
  "E'\\x00'",
  "'; SELECT pg_sleep(5); --",
  '/* */',
  '1 UNION SELECT * FROM users',
];

export const HTML_FRAGMENTS = [
  '<script>fuzz(1)</script>',
  '</script><script>fuzz(2)</script>',
  '"><x-fuzz data-fuzz="1">',
  "'><img src=x onerror=fuzz(3) data-fuzz-img>",
  '" data-fuzz-attr="1',
  "' data-fuzz-attr='1",
  '<x-fuzz>',
  '</title><x-fuzz>',
  '<!--',
  '-->',
  ']]>',
  '&amp;',
  '&lt;x-fuzz&gt;',
  '&#60;',
  '<style>*{}</style>',
  '{{constructor.constructor("fuzz(4)")()}}',
  '${fuzz(5)}',
  'javascript:fuzz(6)',
  // String.replace patterns: a renderer that splices text with a replacement string reads these.
  '$&',
  "$'",
  '$`',
  '\u2028\u2029',
];

export const RTL_FRAGMENTS = [
  'مرحبا بالعالم',
  'قائمة الطعام',
  'שלום עולם',
  '\u202Efdp.exe',
  '\u202Bمرحبا\u202C',
  '\u2067שלום\u2069',
  '\u200E\u200F',
  'طاولة ١٢',
  'ﷺ',
];

export const UNICODE_FRAGMENTS = [
  'İıŞşĞğÜüÖöÇç',
  'Çiğ köfte & Şiş',
  '👩‍👩‍👧‍👦',
  '🇹🇷',
  '🍕🌶️',
  'e\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '\u3000',
  '日本語のメニュー',
  '𝐀𝐁𝐂',
  '\uFFFD',
  '\uFFFF',
  'Ω≈ç√∫',
  '\t',
  '\r\n',
];

/** Characters PostgreSQL or UTF-8 cannot hold as they are. */
export const UNSTORABLE_FRAGMENTS = ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\u0007\u001B[31m'];

export const BLANKS = ['', ' ', '   ', '\t\n', '\u00A0', '\u3000', '\u200B'];

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_FRAGMENTS) },
  { weight: 4, arbitrary: fc.constantFrom(...HTML_FRAGMENTS) },
  { weight: 3, arbitrary: fc.constantFrom(...RTL_FRAGMENTS) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_FRAGMENTS) },
  { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_FRAGMENTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.constantFrom('Menü', 'Lahmacun', 'Ayran', 'Künefe', 'Masa 5', 'A1') },
);

/** Text made of hostile fragments, cut to at most `maxLength` UTF-16 units (which may split a pair on purpose). */
export function hostileText(maxLength = 200): fc.Arbitrary<string> {
  return fc.array(fragment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' ').slice(0, maxLength));
}

/** Storable text (no NUL, no lone surrogates) that is not blank: what a valid write may carry. */
export function storableText(maxLength = 200): fc.Arbitrary<string> {
  return hostileText(maxLength)
    .map((s) =>
      s.replaceAll('\u0000', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''),
    )
    .filter((s) => s.trim().length > 0);
}

export const hugeString = fc
  .constantFrom(201, 1001, 4001, 70_000)
  .chain((n) => fc.constantFrom('x', 'ş', '😀', '<').map((c) => c.repeat(n)));

// ---------------------------------------------------------------------------------------------------------
// Numbers, including the ones JSON cannot carry (sent as strings here, as raw tokens by the malformed bodies).

export const HOSTILE_NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -3.25,
  0.1 + 0.2,
  1e-300,
  1e21,
  1e308,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  99999999999,
  'NaN',
  'Infinity',
  '-Infinity',
  'nan',
  '1e5',
  '0x10',
  '0b1',
  '1_000',
  '١٢٣',
  '12,5',
  '12.345',
  ' 7 ',
  '--1',
  '+1',
  '1 2',
  '007',
  '-0',
  '.5',
  '5.',
  '1e309',
  '9'.repeat(400),
];

export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  [1],
  ['a'],
  {},
  { a: 1 },
  { $gt: '' },
  [null],
  '',
  'true',
  'null',
  'undefined',
  'yes',
];

export function wrongValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: hostileText(300) },
    { weight: 1, arbitrary: fc.constantFrom(...BLANKS) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_FRAGMENTS) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((d) => nest(d)) },
  );
}

function nest(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { v };
  return v;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a zod request schema.

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

export interface FieldInfo {
  kind: 'string' | 'number' | 'boolean' | 'enum' | 'union' | 'unknown' | 'other';
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  int?: boolean;
  options?: string[];
}

/** The validating schema under preprocess/transform/optional wrappers. */
function leafOf(schema: AnySchema): AnySchema {
  const def = schema._zod.def as { type: string; in?: AnySchema; out?: AnySchema; innerType?: AnySchema };
  if (def.type === 'pipe') return def.in!._zod.def.type === 'transform' ? leafOf(def.out!) : leafOf(def.in!);
  if (def.innerType) return leafOf(def.innerType);
  return schema;
}

export function fieldInfo(schema: z.ZodType): FieldInfo {
  const leaf = leafOf(schema as AnySchema);
  const def = leaf._zod.def as {
    type: string;
    checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
    entries?: Record<string, string>;
  };
  const info: FieldInfo = { kind: 'other' };
  if (['string', 'number', 'boolean', 'enum', 'union', 'unknown'].includes(def.type))
    info.kind = def.type as FieldInfo['kind'];
  if (def.type === 'any') info.kind = 'unknown';
  if (def.entries) info.options = Object.values(def.entries);
  for (const check of def.checks ?? []) {
    const c = check._zod.def as { check: string; minimum?: number; maximum?: number; value?: number; format?: string };
    if (c.check === 'max_length') info.maxLength = c.maximum;
    if (c.check === 'min_length') info.minLength = c.minimum;
    if (c.check === 'greater_than') info.min = c.value;
    if (c.check === 'less_than') info.max = c.value;
    if (c.check === 'number_format' && c.format === 'safeint') info.int = true;
  }
  return info;
}

/** The object shape of a request schema (under its refinements and transforms), or null. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let s = schema as AnySchema;
  for (;;) {
    const def = s._zod.def as {
      type: string;
      in?: AnySchema;
      innerType?: AnySchema;
      shape?: Record<string, z.ZodType>;
    };
    if (def.type === 'object') return def.shape ?? null;
    if (def.type === 'pipe') s = def.in!;
    else if (def.innerType) s = def.innerType;
    else return null;
  }
}

/** A value of the field's own kind, inside its limits most of the time (and at or just past them sometimes). */
export function plausibleValue(info: FieldInfo): fc.Arbitrary<unknown> {
  switch (info.kind) {
    case 'string': {
      const max = info.maxLength ?? 300;
      return fc.oneof(
        { weight: 6, arbitrary: storableText(max) },
        { weight: 1, arbitrary: hostileText(max) },
        { weight: 1, arbitrary: fc.constantFrom(...BLANKS) },
        { weight: 1, arbitrary: fc.constantFrom(max, max + 1).map((n) => 'ğ'.repeat(n)) },
      );
    }
    case 'number': {
      const min = Math.max(info.min ?? -1_000_000, -1_000_000);
      const max = Math.min(info.max ?? 1_000_000, 1_000_000);
      const inRange = info.int
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(
        { weight: 5, arbitrary: inRange },
        { weight: 1, arbitrary: inRange.map((n) => String(n)) },
        { weight: 1, arbitrary: inRange.map((n) => String(n).replace('.', ',')) },
        { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, min + 0.5) },
      );
    }
    case 'boolean':
      return fc.constantFrom(true, false, 'true', 'false');
    case 'enum':
      return fc.constantFrom(...(info.options ?? ['x']));
    default:
      return fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.integer(), hostileText(50));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Values of the formats the refinements check (the schemas cannot be read for these).

const two = (n: number) => String(n).padStart(2, '0');
export const timeValue = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
  .map(([h, m, s]) => `${two(h)}:${two(m)}${s ? ':00' : ''}`);
export const dateValue = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const colourValue = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const letters = [
  ...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789',
  'ا',
  'ب',
  'ت',
  'ש',
  'ל',
  '١',
  '٢',
];
export const tableNumberValue = fc
  .array(fc.constantFrom(...letters, '-', '_', ' '), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join('').trim())
  .filter((s) => s.length > 0);
export const usernameValue = fc
  .array(fc.constantFrom(...letters.filter((c) => c !== ' '), '.', '_', '-'), { minLength: 3, maxLength: 24 })
  .map((cs) => `fz${cs.join('')}`);
export const imageRefValue = fc.oneof(
  fc.constantFrom('/uploads/menu/pide.png', '/uploads/menu/%C3%A7orba.webp', 'https://example.com/a.jpg?x=1&y=<2>'),
  fc.webUrl(),
);
