// Request bodies for the drill, generated from a route's zod schema and a valid example: valid-ish objects
// with generated field values, then mutations (missing, extra and mistyped fields), other JSON values,
// malformed JSON, wrong content types, oversized bodies and multipart forms.
import fc from 'fast-check';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../src/errors';
import { fieldInfo, hostileText, hugeString, objectShape, plausibleValue, wrongValue, type FieldInfo } from './values';

export interface FilePart {
  field: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; payload: string; contentType: string | null; note: string }
  | { kind: 'oversize'; bytes: number; contentType: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: FilePart[]; damage: MultipartDamage };

export type MultipartDamage = 'none' | 'no-boundary' | 'wrong-boundary' | 'truncated' | 'no-closing';

/** Sets a key as an own property, even '__proto__', so it is serialised like any other. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation = (obj: Record<string, unknown>) => void;

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'isAdmin',
  'role',
  'tokenVersion',
  'passwordHash',
  'createdDate',
  'accessCount',
  'restaurantid',
  'NAME',
  'Name',
  '$where',
  '',
];

function mutations(keys: string[]): fc.Arbitrary<Mutation> {
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('name');
  return fc.oneof(
    {
      weight: 3,
      arbitrary: key.map(
        (k): Mutation =>
          (o) =>
            void delete o[k],
      ),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(key, wrongValue()).map(
        ([k, v]): Mutation =>
          (o) =>
            put(o, k, v),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 20 }), hostileText(30)),
          fc.oneof(wrongValue(), fc.integer()),
        )
        .map(
          ([k, v]): Mutation =>
            (o) =>
              put(o, k, v),
        ),
    },
    {
      weight: 1,
      arbitrary: key.map((k): Mutation => (o) => {
        const v = o[k];
        delete o[k];
        put(o, k.toUpperCase(), v);
      }),
    },
  );
}

export interface ObjectBodyOptions {
  schema: z.ZodType;
  seed: Record<string, unknown>;
  /** Generators for fields whose format a refinement checks (emails, dates, ids of the sandbox...). */
  hints: Record<string, fc.Arbitrary<unknown>>;
}

export function fieldInfos(schema: z.ZodType): Record<string, FieldInfo> {
  const shape = objectShape(schema) ?? {};
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, fieldInfo(s)]));
}

/** Objects of the schema's shape: valid-ish (generated field values over the seed) or mutated. */
export function objectBody({ schema, seed, hints }: ObjectBodyOptions): fc.Arbitrary<Record<string, unknown>> {
  const infos = fieldInfos(schema);
  const keys = Object.keys(infos);
  const fieldArb = (k: string): fc.Arbitrary<unknown> =>
    hints[k]
      ? fc.oneof({ weight: 4, arbitrary: hints[k] }, { weight: 1, arbitrary: plausibleValue(infos[k]) })
      : plausibleValue(infos[k]);
  const overrides = fc.record(
    Object.fromEntries(keys.map((k) => [k, fieldArb(k)])) as Record<string, fc.Arbitrary<unknown>>,
    { requiredKeys: [] },
  );
  const validish = overrides.map((o) => {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of Object.entries({ ...seed, ...o })) put(obj, k, v);
    return obj;
  });
  const mutated = fc.tuple(validish, fc.array(mutations(keys), { minLength: 1, maxLength: 4 })).map(([obj, ms]) => {
    for (const m of ms) m(obj);
    return obj;
  });
  return fc.oneof({ weight: 5, arbitrary: validish }, { weight: 6, arbitrary: mutated });
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
];
/** Content types no JSON route parses as an object. */
export const NON_JSON_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'application/x-www-form-urlencoded',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  'application/jsonx',
  'x/y',
];
const ODD_TYPES = [
  '',
  ';',
  'application/json; charset=iso-8859-9',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  '*/*',
];

/** Text that is not one JSON value (or is only nearly one). */
function malformed(seed: Record<string, unknown>): fc.Arbitrary<{ payload: string; note: string }> {
  const text = JSON.stringify(seed);
  return fc.oneof(
    fc
      .integer({ min: 0, max: Math.max(0, text.length - 1) })
      .map((n) => ({ payload: text.slice(0, n), note: 'truncated JSON' })),
    fc.constant({ payload: text.replace(/"/g, "'"), note: 'single quotes' }),
    fc.constant({ payload: text.replace(/}$/, ',}'), note: 'trailing comma' }),
    fc.constant({ payload: text.replace(/:\s*("[^"]*"|[^,}]+)/, ': NaN'), note: 'NaN token' }),
    fc.constant({ payload: text.replace(/:\s*("[^"]*"|[^,}]+)/, ': Infinity'), note: 'Infinity token' }),
    fc.constant({ payload: text.replace(/:\s*("[^"]*"|[^,}]+)/, ': -1e99999'), note: 'huge exponent' }),
    fc.constant({ payload: `\uFEFF${text}`, note: 'byte order mark' }),
    fc.constant({ payload: `${text}${text}`, note: 'two values' }),
    fc.constant({ payload: `/* c */${text}`, note: 'comment' }),
    fc.constant({ payload: `{"__proto__": {"isAdmin": true}, ${text.slice(1)}`, note: '__proto__ key' }),
    fc.constant({
      payload: `{"constructor": {"prototype": {"x": 1}}, ${text.slice(1)}`,
      note: 'constructor.prototype',
    }),
    fc.constant({ payload: text.replace('{', '{"name": "a", "name": 5, '), note: 'duplicate keys' }),
    fc
      .constantFrom(1000, 20_000, 200_000)
      .map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), note: `nested ${n} deep` })),
    fc
      .constantFrom(1000, 5000, 20_000)
      .map((n) => ({ payload: '{"a":'.repeat(n) + '1' + '}'.repeat(n), note: `objects ${n} deep` })),
    fc
      .constantFrom(
        '',
        ' ',
        'null',
        'undefined',
        '{',
        '}',
        '[',
        '"',
        '\\',
        '\u0000',
        'true',
        '01',
        '{"a" 1}',
        '{a:1}',
        "{'a':1}",
        '\uD800',
      )
      .map((payload) => ({ payload, note: 'not JSON' })),
    hostileText(100).map((payload) => ({ payload, note: 'text' })),
  );
}

export interface JsonBodyOptions extends ObjectBodyOptions {
  /** Content types this route accepts besides JSON (product routes: multipart). */
  multipart?: boolean;
  bodyLimit: number;
}

/** Every kind of body a JSON route may be sent. */
export function jsonRouteBody(options: JsonBodyOptions): fc.Arbitrary<BodyPlan> {
  const objects = objectBody(options);
  const arbs: Array<fc.WeightedArbitrary<BodyPlan>> = [
    {
      weight: 60,
      arbitrary: fc
        .tuple(objects, fc.constantFrom(...JSON_TYPES))
        .map(([value, contentType]) => ({ kind: 'json', value, contentType })),
    },
    {
      weight: 6,
      arbitrary: fc
        .oneof(wrongValue(), fc.array(objects, { maxLength: 2 }), hugeString)
        .map((value) => ({ kind: 'json', value, contentType: 'application/json' })),
    },
    {
      weight: 8,
      arbitrary: malformed(options.seed).map(({ payload, note }) => ({
        kind: 'raw',
        payload,
        contentType: 'application/json',
        note,
      })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...NON_JSON_TYPES, ...ODD_TYPES, null),
          fc.oneof(fc.constant(JSON.stringify(options.seed)), hostileText(100)),
        )
        .map(([contentType, payload]) => ({ kind: 'raw', payload, contentType, note: 'content type' })),
    },
    { weight: 3, arbitrary: fc.constant({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(options.bodyLimit + 1, options.bodyLimit * 2)
        .map((bytes) => ({ kind: 'oversize', bytes, contentType: 'application/json' })),
    },
  ];
  if (options.multipart) arbs.push({ weight: 20, arbitrary: multipartBody(objects, 'imageFile') });
  return fc.oneof(...arbs);
}

// ---------------------------------------------------------------------------------------------------------
// Multipart

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF_1PX = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

let oversized: Buffer | null = null;
function oversizedPng(): Buffer {
  oversized ??= Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG_1PX.length)]);
  return oversized;
}

export function fileParts(field: string): fc.Arbitrary<FilePart[]> {
  const name = fc.oneof(
    fc.constantFrom(
      'pide.png',
      'Çorba Foto.PNG',
      '../../etc/passwd',
      'a.svg',
      'x',
      '.png',
      'resim.jpg.exe',
      '<x-fuzz>.png',
    ),
    hostileText(40),
  );
  const bytes = fc.oneof(
    { weight: 6, arbitrary: fc.constant(PNG_1PX) },
    { weight: 6, arbitrary: fc.constant(GIF_1PX) },
    {
      weight: 6,
      arbitrary: fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fuzz(8)</script></svg>')),
    },
    { weight: 6, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 6, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
    { weight: 6, arbitrary: fc.constant(Buffer.concat([PNG_1PX.subarray(0, 8), Buffer.from('not really a png')])) },
    // A PNG one byte past the 5 MB upload limit.
    { weight: 1, arbitrary: fc.constant(null).map(() => oversizedPng()) },
  );
  const part = fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant(field) },
      { weight: 1, arbitrary: fc.constantFrom('file', 'image', 'IMAGEFILE', 'files[]', '') },
    ),
    fileName: name,
    type: fc.constantFrom('image/png', 'image/gif', 'application/octet-stream', 'text/html', 'image/svg+xml', ''),
    bytes,
  });
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(part, { maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(part, { minLength: 2, maxLength: 3 }) },
  );
}

const asFormValue = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function multipartBody(
  objects: fc.Arbitrary<Record<string, unknown>>,
  fileField: string,
): fc.Arbitrary<BodyPlan> {
  return fc
    .tuple(
      objects,
      fileParts(fileField),
      fc.oneof(
        { weight: 12, arbitrary: fc.constant<MultipartDamage>('none') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<MultipartDamage>('no-boundary', 'wrong-boundary', 'truncated', 'no-closing'),
        },
      ),
      fc.boolean(),
    )
    .map(([obj, files, damage, capitalise]) => ({
      kind: 'multipart',
      // The old form capitalises Price and DiscountedPrice.
      fields: Object.entries(obj).map(([k, v]): [string, string] => [
        capitalise && /price/i.test(k) ? k[0].toUpperCase() + k.slice(1) : k,
        asFormValue(v),
      ]),
      files,
      damage,
    }));
}

/** Only a file (the upload route): valid images, other bytes, no file, several files, damaged forms. */
export function uploadBody(): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: multipartBody(
        fc.dictionary(fc.constantFrom('note', 'alt', 'file'), hostileText(20), { maxKeys: 2 }),
        'file',
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...NON_JSON_TYPES, 'application/json', null), hostileText(50))
        .map(([contentType, payload]): BodyPlan => ({ kind: 'raw', payload, contentType, note: 'not multipart' })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  );
}

export function encodeMultipart(
  plan: Extract<BodyPlan, { kind: 'multipart' }>,
  boundary: string,
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  for (const [name, value] of plan.fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of plan.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(f.field)}"; filename="${quote(f.fileName)}"\r\n${f.type ? `Content-Type: ${f.type}\r\n` : ''}\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (plan.damage !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (plan.damage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType =
    plan.damage === 'no-boundary'
      ? 'multipart/form-data'
      : plan.damage === 'wrong-boundary'
        ? 'multipart/form-data; boundary=somethingelse'
        : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType };
}
