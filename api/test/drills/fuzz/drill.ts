// Runs generated requests against the app through `app.inject` and checks each answer: never a 5xx; a
// rejection is a 4xx in the error shape with Turkish texts; the database is unchanged by every rejected
// request and every read; a successful write reads back exactly what the schema said it would store.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { PRODUCT_FIELDS } from '../../../src/catalog/products/form-body';
import type { TestApp } from '../../helpers/test-app';
import { encodeMultipart, NON_JSON_TYPES, type BodyPlan } from './bodies';
import { changedTables, errorShapeProblems, htmlPageProblems, type Fingerprint } from './inspect';
import { objectShape, fieldInfo, hostileText } from './values';
import type { FreshKind, ParamSpec, RouteSpec, Sandbox } from './route-specs';
import { createMenuRecords } from './sandbox';

/** The answer with its body decoded from br or gzip (Content-Encoding); throws when the bytes do not decode. */
function decodedResponse(res: LightMyRequestResponse): LightMyRequestResponse {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  // HEAD, 204 and 304 carry the header but no body.
  if ((encoding !== 'br' && encoding !== 'gzip') || res.rawPayload.length === 0) return res;
  const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
  const body = bytes.toString('utf8');
  return Object.assign(Object.create(Object.getPrototypeOf(res) as object) as LightMyRequestResponse, res, {
    body,
    payload: body,
    rawPayload: bytes,
    json: () => JSON.parse(body),
  });
}

export type AuthKind = 'super' | 'adminA' | 'managerA' | 'adminB' | 'none' | 'garbage';

export type IdPlan =
  { kind: 'sandbox' } | { kind: 'fresh' } | { kind: 'missing'; value: string } | { kind: 'raw'; value: string };

export interface RequestPlan {
  auth: AuthKind;
  garbage: string;
  params: Record<string, IdPlan>;
  query: { kind: 'none' } | { kind: 'object'; value: Record<string, unknown> } | { kind: 'raw'; text: string };
  body: BodyPlan;
  headers: Record<string, string>;
  ip: string;
  /** For '*' routes: the rest of the path. */
  rest: string;
}

/**
 * Not numbers, or numbers the id rule refuses; never a word a sibling route uses ('by-role', 'user'...) nor a
 * dot segment ('.', '..'), which the URL resolves to another route.
 */
const RAW_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '١٢',
  '１２',
  ' 1',
  '1 ',
  '+1',
  '00000000001',
  '99999999999',
  '2147483648',
  '4294967297',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '<x-fuzz>',
  '%',
  '\u0000',
  '\u202E1',
  'null',
  'undefined',
  'true',
  '[1]',
  '{}',
  '1/2',
  '1?x=1',
  '1#a',
  'ş',
  'a'.repeat(300),
  '9'.repeat(300),
];
const RESERVED =
  /^(by-role|user|restaurant|test-form|records|bulk|page|stats|csv|move|access|end|json|yaml|static|docs)$/i;

function idPlanArb(spec: ParamSpec): fc.Arbitrary<IdPlan> {
  const arbs: Array<fc.WeightedArbitrary<IdPlan>> = [
    {
      weight: 3,
      arbitrary: fc
        .oneof(fc.constantFrom(...RAW_IDS), hostileText(20))
        .filter((s) => s.length > 0 && !RESERVED.test(s) && !/^\.{1,2}$/.test(s))
        .map((value): IdPlan => ({ kind: 'raw', value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('2147483647', '999999', '1000000000')
        .map((value): IdPlan => ({ kind: 'missing', value })),
    },
  ];
  if (spec.sandbox && spec.useSandbox !== false)
    arbs.push({ weight: 7, arbitrary: fc.constant<IdPlan>({ kind: 'sandbox' }) });
  if (spec.fresh)
    arbs.push({ weight: spec.useSandbox === false ? 7 : 1, arbitrary: fc.constant<IdPlan>({ kind: 'fresh' }) });
  return fc.oneof(...arbs);
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  '<script>fuzz(9)</script>',
  "' OR 1=1 --",
  'Ã§Ã¼ÅŸ',
  '',
  'x'.repeat(3000),
  '() { :; }; echo vulnerable',
];

const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a.b.c',
  'Basic dXNlcjpwYXNz',
  'bearer   ',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjF9.',
  'Token x',
  'Bearer ' + 'x'.repeat(9000),
  '<x-fuzz>',
];

type QueryPlan = RequestPlan['query'];

function queryArb(spec: RouteSpec): fc.Arbitrary<QueryPlan> {
  const q = spec.query;
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'restaurantId', 'limit', 'x'), hostileText(10)),
    fc.oneof(hostileText(40), fc.array(fc.constantFrom('1', 'a'), { minLength: 2, maxLength: 3 })),
    { maxKeys: 2 },
  );
  const rawQueries = fc.constantFrom(
    '%zz',
    '%E0%A4%A',
    '%00',
    '&&&',
    '=x',
    'a[b]=1&a[c]=2',
    '?',
    'restaurantId=1&restaurantId=2',
    'x='.repeat(500),
    'limit=%2B1',
    'lang=a&lang=b',
    'lang[]=x',
    'table=a&table=b',
    'from=2024-13-45',
    'page=-1&pageSize=1e3',
  );
  if (!q) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant<QueryPlan>({ kind: 'none' }) },
      { weight: 1, arbitrary: extras.map((value): QueryPlan => ({ kind: 'object', value })) },
      { weight: 1, arbitrary: rawQueries.map((text): QueryPlan => ({ kind: 'raw', text })) },
    );
  }
  const shape = q.schema ? (objectShape(q.schema) ?? {}) : q.hints;
  const keys = Object.keys(shape);
  const valueArb = (k: string) =>
    fc.oneof(
      { weight: 4, arbitrary: q.hints[k] ?? hostileText(20) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          hostileText(30),
          fc.constantFrom('-1', '0', '1.5', 'NaN', '1e400', '', ' ', '9'.repeat(30), 'all', 'null'),
        ),
      },
      { weight: 1, arbitrary: fc.array(q.hints[k] ?? fc.constant('1'), { minLength: 2, maxLength: 2 }) },
    );
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, valueArb(k)])) as Record<string, fc.Arbitrary<unknown>>, {
        requiredKeys: [],
      }),
      fc.option(extras, { freq: 4 }),
    )
    .map(([o, x]): QueryPlan => ({ kind: 'object', value: { ...o, ...(x ?? {}) } }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<QueryPlan>({ kind: 'none' }) },
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: rawQueries.map((text): QueryPlan => ({ kind: 'raw', text })) },
  );
}

const REST_PATHS = [
  '',
  'index.html',
  'favicon.svg',
  '../../etc/passwd',
  '%2e%2e/%2e%2e/package.json',
  '..%2f..%2fpackage.json',
  'a'.repeat(300),
  'x.js',
  'server/render.js',
  '%00',
  '%E2%80%AE.html',
  '<x-fuzz>',
  'main.css',
];

export function requestArb(spec: RouteSpec): fc.Arbitrary<RequestPlan> {
  const auth: fc.Arbitrary<AuthKind> = spec.tokenless
    ? fc.constantFrom<AuthKind>('none', 'garbage')
    : spec.auth === 'public'
      ? fc.oneof(
          { weight: 8, arbitrary: fc.constant<AuthKind>('none') },
          { weight: 1, arbitrary: fc.constantFrom<AuthKind>('super', 'garbage') },
        )
      : fc.oneof(
          { weight: 40, arbitrary: fc.constant<AuthKind>('super') },
          { weight: 2, arbitrary: fc.constantFrom<AuthKind>('adminA', 'managerA', 'adminB') },
          { weight: 3, arbitrary: fc.constantFrom<AuthKind>('none', 'garbage') },
        );
  const params = fc.record(
    Object.fromEntries(Object.entries(spec.params ?? {}).map(([k, p]) => [k, idPlanArb(p)])) as Record<
      string,
      fc.Arbitrary<IdPlan>
    >,
  );
  const headers = fc.record(
    {
      'user-agent': fc.oneof(
        fc.constantFrom(...USER_AGENTS),
        hostileText(60).map((s) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?')),
      ),
      'accept-encoding': fc.constantFrom('gzip, br', 'br', 'identity', '*', 'gzip;q=0', 'x-fuzz', ''),
      'if-none-match': fc.constantFrom('*', 'W/"x"', '"', 'W/', ''),
      'accept-language': fc.constantFrom('tr', 'ar', 'en-US,en;q=0.5', 'x'.repeat(500)),
      origin: fc.constantFrom('http://localhost:5173', 'null', 'https://evil.example'),
      'access-control-request-method': fc.constantFrom('POST', 'DELETE', 'FUZZ'),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  return fc.record({
    auth,
    garbage: fc.constantFrom(...GARBAGE_AUTH),
    params,
    query: queryArb(spec),
    body:
      spec.body ??
      fc.oneof(
        { weight: 9, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
        {
          weight: 1,
          arbitrary: fc.constant<BodyPlan>({
            kind: 'raw',
            payload: '{"a":',
            contentType: 'application/json',
            note: 'body on a read',
          }),
        },
      ),
    headers,
    ip: fc.ipV4(),
    rest: spec.path.includes('*')
      ? fc.oneof(fc.constantFrom(...REST_PATHS), hostileText(30).map(encodeAny))
      : fc.constant(''),
  });
}

// ---------------------------------------------------------------------------------------------------------

interface Finding {
  key: string;
  count: number;
  examples: string[];
}

interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** 'reject': the route's schemas, its auth or the body's encoding already rule it out. */
  expect: 'reject' | 'unknown';
  why: string;
  /** The JSON value (or form fields) sent, for the read-back. */
  sent?: Record<string, unknown>;
  pathId?: number;
  summary: string;
}

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 bytes of their code unit. */
export function encodeAny(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const excerpt = (s: string | Buffer | undefined, n = 240) => {
  const text = s === undefined ? '' : typeof s === 'string' ? s : s.subarray(0, n * 2).toString('latin1');
  return JSON.stringify(text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
};

/** Mirrors form-body.ts: keys matched case-insensitively to the product fields, first one wins. */
function canonicalProduct(input: Record<string, unknown>): Record<string, unknown> {
  const canonical = new Map(PRODUCT_FIELDS.map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const name = canonical.get(key.toLowerCase());
    if (name && !(name in out)) out[name] = value;
  }
  return out;
}
const formValue = (v: string): unknown => (/^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v);

/** Fields whose stored value is not the parsed request value by design. */
const NOT_ECHOED = new Set(['passwordHash', 'role', 'accessCount', 'lastAccessedDate', 'id']);

export class Drill {
  total = 0;
  readonly perRoute = new Map<string, number>();
  readonly statuses = new Map<number, number>();
  readonly findings = new Map<string, Finding>();
  private baseline!: Fingerprint;
  private pending: string[] = [];
  /** After a change is found in a batch, every request is checked on its own so the next one is pinned down. */
  private strict = false;
  private freshCounter = 0;
  fingerprints = 0;
  fingerprintMs = 0;
  /** Time inside app.inject for the generated requests (the rest: generating, fingerprints, read-backs, fresh records). */
  injectMs = 0;

  constructor(
    private readonly t: TestApp,
    private readonly tokens: Record<'super' | 'adminA' | 'managerA' | 'adminB', string>,
    readonly ids: Sandbox,
    private readonly fingerprint: () => Promise<Fingerprint>,
    private readonly batch = 50,
  ) {}

  async start(): Promise<void> {
    this.baseline = await this.fp();
  }

  private async fp(): Promise<Fingerprint> {
    this.fingerprints += 1;
    const started = performance.now();
    const result = await this.fingerprint();
    this.fingerprintMs += performance.now() - started;
    return result;
  }

  record(route: string, kind: string, example: string): void {
    const key = `${route} :: ${kind}`;
    const f = this.findings.get(key) ?? { key, count: 0, examples: [] };
    f.count += 1;
    if (f.examples.length < 3) f.examples.push(example);
    this.findings.set(key, f);
  }

  findingsOf(routes: Set<string>): Finding[] {
    return [...this.findings.values()].filter((f) => routes.has(f.key.split(' :: ')[0]));
  }

  /** Checks that everything since the last fingerprint left the database as it was. */
  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const now = await this.fp();
    const changed = changedTables(this.baseline, now);
    if (changed.length) {
      const route = this.pending.length === 1 ? this.pending[0].split(' | ')[0] : 'batch';
      this.record(
        route,
        `database changed (${changed.join(', ')}) by a rejected request or a read`,
        this.pending.join('\n      '),
      );
      this.baseline = now;
      this.strict = true;
    }
    this.pending = [];
  }

  /** Creates a record through the API for a request that needs its own (deletes, session ends). */
  async fresh(kind: FreshKind): Promise<number> {
    await this.flush();
    const n = ++this.freshCounter;
    const post = async (url: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> => {
      const res = await this.t.request({ method: 'POST', url, payload, token: this.tokens.super });
      if (res.statusCode !== 201)
        throw new Error(`creating a fresh record through POST ${url} failed: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const stable = await this.stableRecords();
    let created: Record<string, unknown>;
    switch (kind) {
      case 'restaurant':
        created = await post('/api/restaurants', { name: `Silinecek ${n}` });
        break;
      case 'category':
        created = await post('/api/categories', { restaurantId: stable.restaurant, name: `Silinecek ${n}` });
        break;
      case 'product':
        created = await post('/api/products', {
          restaurantId: stable.restaurant,
          categoryId: stable.category,
          name: `Silinecek ${n}`,
          price: 10,
        });
        break;
      case 'variant':
        created = await post('/api/productvariants', { productId: stable.product, name: `Silinecek ${n}` });
        break;
      case 'addon':
        created = await post('/api/productaddons', {
          restaurantId: stable.restaurant,
          name: `Silinecek ${n}`,
          price: 1,
        });
        break;
      case 'qrCode':
        created = await post('/api/menuqrcodes', { restaurantId: stable.restaurant, tableNumber: `F${n}` });
        break;
      case 'hours': {
        const r = await post('/api/restaurants', { name: `Saatler ${n}` });
        created = await post('/api/restauranthours', {
          restaurantId: r.id,
          dayOfWeek: n % 7,
          openTime: '09:00',
          closeTime: '18:00',
        });
        break;
      }
      case 'specialDay': {
        const d = new Date(Date.UTC(2040, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        created = await post('/api/specialdays', { restaurantId: stable.restaurant, date: d, isClosed: true });
        break;
      }
      case 'translation': {
        const p = await post('/api/products', {
          restaurantId: stable.restaurant,
          categoryId: stable.category,
          name: `Çevrilecek ${n}`,
          price: 10,
        });
        created = await post('/api/translations', {
          restaurantId: stable.restaurant,
          languageCode: 'en',
          tableName: 'Products',
          recordId: p.id,
          fieldName: 'Name',
          translatedText: `Dish ${n}`,
        });
        break;
      }
      case 'user':
        created = await post('/api/users', {
          restaurantId: stable.restaurant,
          firstName: 'Silinecek',
          lastName: 'Kullanıcı',
          username: `silinecek${n}`,
          email: `silinecek${n}@example.com`,
          passwordHash: 'Güçlü-Parola-42',
          role: 2,
        });
        break;
      case 'accessLog':
        created = await post(`/api/menuqrcodes/${stable.qrCode}/access`, {});
        created = { id: created.logId };
        break;
    }
    this.baseline = await this.fp();
    return Number(created.id);
  }

  private stable?: { restaurant: number; category: number; product: number; qrCode: number };
  /** Records no generated request points at, so creating fresh ones never fails on the drill's own damage. */
  private async stableRecords() {
    if (this.stable) return this.stable;
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await this.t.request({ method: 'POST', url, payload, token: this.tokens.super });
      if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
      return Number(res.json().id);
    };
    const { restaurant, category, product, qrCode } = await createMenuRecords(post, {
      restaurant: { name: 'Sabit Restoran' },
      category: 'Sabit',
      product: 'Sabit',
      price: 10,
      table: 'Sabit',
    });
    this.stable = { restaurant, category, product, qrCode };
    return this.stable;
  }

  private async build(spec: RouteSpec, plan: RequestPlan, method: string): Promise<BuiltRequest> {
    let expect: BuiltRequest['expect'] = 'unknown';
    const reasons: string[] = [];
    const reject = (why: string) => {
      expect = 'reject';
      reasons.push(why);
    };

    // Path
    let path = spec.path === '*' ? `/api/${plan.rest}` : spec.path.replace('(^\\d{1,10}$)', '');
    let pathId: number | undefined;
    for (const [name, p] of Object.entries(spec.params ?? {})) {
      const idPlan = plan.params[name];
      let value: string;
      if (idPlan.kind === 'sandbox') value = String(this.ids[p.sandbox!]);
      else if (idPlan.kind === 'fresh') value = String(await this.fresh(p.fresh!));
      else if (idPlan.kind === 'missing') value = idPlan.value;
      else {
        value = encodeAny(idPlan.value);
        if (p.idParam) reject('the path id is not a record number');
      }
      pathId = Number(value);
      path = path.replace(`:${name.toLowerCase()}`, () => value);
    }
    if (spec.path !== '*' && spec.path.endsWith('*')) path = `${path.slice(0, -1).replace(/\/$/, '')}/${plan.rest}`;

    // Query
    let qs = '';
    if (plan.query.kind === 'object') {
      const parts: string[] = [];
      const asQuery: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(plan.query.value)) {
        const values = Array.isArray(v)
          ? v.map(String)
          : [v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)];
        for (const one of values) parts.push(`${encodeAny(k)}=${encodeAny(one)}`);
        asQuery[k] = values.length === 1 ? values[0] : values;
      }
      qs = parts.join('&');
      if (
        spec.query?.schema &&
        !Object.keys(asQuery).some((k) => k === '__proto__' || k === 'constructor') &&
        !spec.query.schema.safeParse(asQuery).success
      )
        reject('the query fails its schema');
    } else if (plan.query.kind === 'raw') qs = plan.query.text;

    // Auth
    const headers: Record<string, string> = { ...plan.headers };
    if (plan.auth === 'garbage') headers.authorization = plan.garbage;
    else if (plan.auth !== 'none') headers.authorization = `Bearer ${this.tokens[plan.auth]}`;
    if (spec.auth === 'staff' && (plan.auth === 'none' || plan.auth === 'garbage')) reject('no valid token');

    // Body
    let payload: string | Buffer | undefined;
    let sent: Record<string, unknown> | undefined;
    const body = method === 'HEAD' ? ({ kind: 'none' } as BodyPlan) : plan.body;
    const prediction = spec.prediction;
    const predictObject = (value: unknown) => {
      if (!prediction) return;
      if (value == null || typeof value !== 'object' || Array.isArray(value))
        return reject('the body is not an object');
      const obj = value as Record<string, unknown>;
      sent = obj;
      if (prediction.mode === 'partial') return;
      const input = prediction.mode === 'product' ? canonicalProduct(obj) : obj;
      const result = (prediction.schema as z.ZodType).safeParse(input);
      if (!result.success)
        reject(
          `the body fails its schema (${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message})`,
        );
    };
    switch (body.kind) {
      case 'none':
        if (prediction) reject('no body');
        break;
      case 'json':
        payload = JSON.stringify(body.value);
        if (payload === undefined) payload = '';
        headers['content-type'] = body.contentType;
        predictObject(body.value);
        break;
      case 'raw': {
        payload = body.payload;
        if (body.contentType !== null) headers['content-type'] = body.contentType;
        if (!prediction) break;
        const ct = (body.contentType ?? '').toLowerCase();
        if (body.contentType === null || NON_JSON_TYPES.some((t) => ct.startsWith(t))) {
          reject(`a ${body.contentType ?? 'typeless'} body`);
        } else if (ct.startsWith('application/json')) {
          // Fastify's parser skips a byte order mark, as JSON.parse does not.
          const text = body.payload.replace(/^\uFEFF/, '');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            reject(`malformed JSON (${body.note})`);
            break;
          }
          if (!/__proto__|constructor/.test(text) && !/charset=(?!utf-8)/i.test(ct)) predictObject(parsed);
        }
        break;
      }
      case 'oversize': {
        const filler = 'ş'.repeat(Math.ceil(body.bytes / 2));
        payload = JSON.stringify({ name: filler, description: filler });
        headers['content-type'] = body.contentType;
        if (prediction || spec.body) reject('an oversized body');
        break;
      }
      case 'multipart': {
        const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
        const encoded = encodeMultipart(body, boundary);
        payload = encoded.payload;
        headers['content-type'] = encoded.contentType;
        if (body.damage !== 'none' && prediction) reject(`a damaged multipart body (${body.damage})`);
        else if (prediction && prediction.mode === 'product') {
          // What the server reads: the field as UTF-8 on the wire (a lone surrogate is already U+FFFD there).
          const fields: Record<string, unknown> = {};
          for (const [k, v] of body.fields) fields[Buffer.from(k).toString()] = formValue(Buffer.from(v).toString());
          predictObject(fields);
        }
        break;
      }
    }

    const url = `${path}${qs ? `?${qs}` : ''}`;
    const summary = `${method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} | auth ${plan.auth} | ${headers['content-type'] ?? 'no content-type'} | ${excerpt(payload)}`;
    return {
      method,
      url,
      headers,
      payload,
      remoteAddress: plan.ip,
      expect,
      why: reasons.join('; '),
      sent,
      pathId,
      summary,
    };
  }

  /** Sends one generated request and checks the answer. */
  async run(spec: RouteSpec, plan: RequestPlan, routeKey: string): Promise<void> {
    let req: BuiltRequest;
    try {
      req = await this.build(spec, plan, spec.method);
    } catch (error) {
      this.record(routeKey, 'could not prepare the request', String(error));
      return;
    }
    const isRead = ['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !spec.writesWhenAccepted;
    if (!isRead && req.expect !== 'reject') await this.flush();

    let res: LightMyRequestResponse;
    try {
      const started = performance.now();
      res = await this.t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        payload: req.payload,
        remoteAddress: req.remoteAddress,
      });
      this.injectMs += performance.now() - started;
      // Read as a browser would: a compressed answer (the request may accept br or gzip) is decoded first.
      res = decodedResponse(res);
    } catch (error) {
      this.record(routeKey, 'inject threw', `${req.summary}\n      ${String(error)}`);
      return;
    }
    this.total += 1;
    this.perRoute.set(routeKey, (this.perRoute.get(routeKey) ?? 0) + 1);
    const status = res.statusCode;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const answer = `${req.summary}\n      -> ${status} ${excerpt(res.body)}`;

    if (status >= 500) this.record(routeKey, `answered ${status}`, answer);
    if (status >= 400 && status < 500 && req.method !== 'HEAD') {
      const problems =
        spec.html && /^text\/html/.test(String(res.headers['content-type']))
          ? htmlPageProblems(String(res.headers['content-type']), res.body)
          : errorShapeProblems(status, res.headers['content-type'] as string | undefined, res.body);
      for (const p of problems)
        this.record(
          routeKey,
          `rejection not in the error shape: ${p.replace(/".*$/, '')}`,
          `${answer}\n      problem: ${p}`,
        );
    }
    if (req.expect === 'reject' && status < 400)
      this.record(
        routeKey,
        'accepted a request its schema, auth or encoding rules out',
        `${answer}\n      expected a 4xx: ${req.why}`,
      );

    if (isRead || status >= 400) {
      this.pending.push(`${routeKey} | ${answer}`);
      if (this.strict || this.pending.length >= this.batch) await this.flush();
      return;
    }
    // An accepted write: the new state is the baseline, and what was stored must read back as sent.
    this.pending = [];
    this.baseline = await this.fp();
    if (spec.readBack && req.sent && status < 300) await this.readBack(spec, req, res, routeKey, answer);
  }

  private async readBack(
    spec: RouteSpec,
    req: BuiltRequest,
    res: LightMyRequestResponse,
    routeKey: string,
    answer: string,
  ): Promise<void> {
    const prediction = spec.prediction!;
    const sent = prediction.mode === 'json' ? req.sent! : canonicalProduct(req.sent!);
    const fromForm = /^multipart\//.test(req.headers['content-type'] ?? '');
    // A product form with an image file stores the file's path as the image, whatever the image field said.
    const withFile = fromForm && /filename=/i.test(String(req.payload));
    const input = fromForm
      ? Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, typeof v === 'string' ? formValue(v) : v]))
      : sent;
    let expected: Record<string, unknown>;
    if (prediction.mode === 'partial') {
      // PUT /products merges the body with the saved record: compare the text fields the body carried.
      const shape = objectShape(prediction.schema) ?? {};
      expected = {};
      for (const [k, v] of Object.entries(input)) {
        if (!shape[k] || fieldInfo(shape[k]).kind !== 'string') continue;
        const one = shape[k].safeParse(v);
        if (one.success) expected[k] = one.data;
      }
    } else {
      const parsed = prediction.schema.safeParse(input);
      if (!parsed.success) return; // accepted by business rules the schema does not know: not a read-back case
      expected = parsed.data as Record<string, unknown>;
    }
    let body: Record<string, unknown>;
    try {
      body = res.json();
    } catch {
      this.record(routeKey, 'a successful write did not answer JSON', answer);
      return;
    }
    const recordId = Number(body.id ?? req.pathId);
    const readRes = await this.t.request({ method: 'GET', url: spec.readBack!(recordId), token: this.tokens.super });
    if (readRes.statusCode !== 200) {
      this.record(
        routeKey,
        'a stored record could not be read back',
        `${answer}\n      GET ${spec.readBack!(recordId)} -> ${readRes.statusCode}`,
      );
      return;
    }
    const stored = readRes.json() as Record<string, unknown>;
    const shape = objectShape(prediction.schema) ?? {};
    for (const [k, want] of Object.entries(expected)) {
      if (
        NOT_ECHOED.has(k) ||
        !(k in stored) ||
        (shape[k] && fieldInfo(shape[k]).kind === 'unknown') ||
        (withFile && k === 'image')
      )
        continue;
      if (want !== null && typeof want === 'object') continue;
      // A field the schema leaves undefined is one the write keeps as saved (a category's windows on PUT).
      if (want === undefined) continue;
      for (const [where, got] of [
        ['answer', body[k]],
        ['read back', stored[k]],
      ] as const) {
        if (!Object.is(got, want) && !(want === 0 && got === 0)) {
          this.record(
            routeKey,
            `stored ${k} differs from what was sent (${where})`,
            `${answer}\n      ${k}: expected ${JSON.stringify(want)}, ${where} ${JSON.stringify(got)}`,
          );
        }
      }
    }
  }

  async runSpec(spec: RouteSpec, routeKey: string, seed: number): Promise<void> {
    await fc.assert(
      fc.asyncProperty(requestArb(spec), async (plan) => {
        await this.run(spec, plan, routeKey);
      }),
      { numRuns: spec.runs, seed, endOnFailure: true },
    );
    await this.flush();
  }

  /** Requests no route matches: unknown paths and methods a path does not have. */
  async runUnmatched(runs: number, seed: number, key: string): Promise<void> {
    const arb = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
      path: fc.oneof(
        fc.constantFrom(
          '/api',
          '/api/',
          '/api/nope',
          '/api/categories/1/2/3',
          '/api/restaurants/by-role/x',
          '/API/HEALTH/x',
          '/api/users/1/../../health',
          '/%E2%80%AE',
          '/api/%00',
          '//api//restaurants',
        ),
        hostileText(40).map((s) => `/api/${encodeAny(s)}`),
        fc.constantFrom(
          '/api/categories',
          '/api/products/999999',
          '/api/health',
          '/api/auth/login',
          '/api/menuqrcodes/bulk',
        ),
      ),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ method, path }) => {
        const spec: RouteSpec = { method, path, runs: 0, group: '', auth: 'public' };
        await this.run(
          spec,
          {
            auth: 'super',
            garbage: '',
            params: {},
            query: { kind: 'none' },
            body:
              method === 'GET' || method === 'HEAD'
                ? { kind: 'none' }
                : { kind: 'json', value: { name: '<x-fuzz>' }, contentType: 'application/json' },
            headers: {},
            ip: '10.0.0.1',
            rest: '',
          },
          key,
        );
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    await this.flush();
  }
}

export function describeFindings(findings: Finding[], seed: number): string {
  if (!findings.length) return '';
  return (
    `seed ${seed} (rerun with FUZZ_SEED=${seed})\n` +
    findings.map((f) => `- ${f.key} (${f.count}×)\n      ${f.examples.join('\n      ')}`).join('\n')
  );
}
