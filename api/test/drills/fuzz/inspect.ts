// What the drill reads off the running app: its routes (from Fastify's own route tree, so a new route
// cannot be left out silently), a fingerprint of every table, and the checks every answer must pass.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

// ---------------------------------------------------------------------------------------------------------
// Routes

export interface AppRoute {
  method: string;
  /** Full path as registered, e.g. /api/categories/:id (the router is case-insensitive: keys lower-case it). */
  path: string;
}

/**
 * Parses `app.printRoutes()`: Fastify's radix tree, one node per line, four characters of indent per level,
 * each node's part of the path and, when routes end there, their methods in parentheses. A route's path is
 * its nodes' parts joined. (The `commonPrefix: false` print leaves some routes out, such as /uploads/*.)
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes();
  const stack: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const rest = line.slice(at + 4);
    const m = /^(.*?) \(([A-Z]+(?:, [A-Z]+)*)\)$/.exec(rest);
    const segment = (m ? m[1] : rest).replace('(empty root node)', '');
    stack.length = depth;
    const full = (depth ? stack[depth - 1] : '') + segment;
    stack[depth] = full;
    if (m) for (const method of m[2].split(', ')) routes.push({ method, path: full });
  }
  return routes;
}

export const routeKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

// ---------------------------------------------------------------------------------------------------------
// Database fingerprint: per table, the row count and an order-independent sum of row hashes.

export type Fingerprint = Record<string, string>;

/** node-postgres answers { rows }, PGlite too; drizzle types the two differently. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Tables a rejected request may change by design: the sign-in throttle counts refused sign-ins (that is its
 * job), cluster_jobs records when the periodic jobs last ran, and the change trail keeps security events such as
 * a refused sign-in (a rejected write leaves no trail row: the trail's trigger rolls back with it, which the
 * audit tests check), and a staff download of a printed price list records what it showed (that is how the
 * restaurant learns its printed lists fell behind). Everything else must be left as it was.
 */
const BOOKKEEPING_TABLES = new Set([
  'sign_in_throttle',
  'sign_in_known_addresses',
  'cluster_jobs',
  'audit_events',
  'price_list_prints',
]);

export async function createFingerprinter(db: Database): Promise<() => Promise<Fingerprint>> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = rowsOf<{ tablename: string }>(result)
    .map((r) => r.tablename)
    .filter((t) => !BOOKKEEPING_TABLES.has(t));
  if (tables.length < 10) throw new Error(`expected the app's tables, found ${tables.join(', ')}`);
  const query = sql.raw(
    `select ${tables
      .map(
        (t) =>
          `(select count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text from "${t}" x) as "${t}"`,
      )
      .join(', ')}`,
  );
  return async () => rowsOf<Fingerprint>(await db.execute(query))[0];
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

// ---------------------------------------------------------------------------------------------------------
// Answers

/** Default English texts of zod, Fastify and the HTTP status lines: none may reach a caller. */
const ENGLISH =
  /Invalid (input|option|string|number|element|key|union|type|date|email|url)|Unrecognized key|Too (big|small)|expected (string|number|object|array|boolean|int|nonoptional|record|bigint)|\breceived\b|^Required$|must (be|match|NOT|have)|should (be|match|have)|Internal Server Error|Bad Request|Not Found|Unsupported Media Type|Payload Too Large|Body cannot be empty|is not valid JSON|Unexpected (token|end|non-whitespace)|querystring\/|body\/|params\/|Route [A-Z]+:|Content-Type|Request body|Too Many Requests|Unauthorized|Forbidden|Service Unavailable/i;
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
const TURKISH_WORDS =
  /\b(olabilir|olmalı|olmalıdır|girin|zorunludur|bekleniyor|geçersiz|bulunamadı|lütfen|fazla|en az|yok|hatalı|Token|Tutar)\b/i;

/** Messages that quote the caller's input are judged by their own words, not by the quoted part. */
function ownWords(message: string): string {
  return message.replace(/^(İstenen adres bulunamadı): .*$/s, '$1').replace(/"[^"]*"/g, '""');
}

export function isTurkish(message: unknown): boolean {
  if (typeof message !== 'string' || !message.trim()) return false;
  const own = ownWords(message);
  return !ENGLISH.test(own) && (TURKISH_LETTERS.test(own) || TURKISH_WORDS.test(own));
}

/** Problems with a 4xx answer in the API's error shape { status, title, message, errors? }; empty when fine. */
export function errorShapeProblems(statusCode: number, contentType: string | undefined, body: string): string[] {
  if (!/^application\/json/.test(contentType ?? ''))
    return [`4xx with content-type ${contentType ?? '(none)'}, not JSON`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return ['4xx body is not JSON'];
  }
  const problems: string[] = [];
  if (parsed == null || typeof parsed !== 'object' || Array.isArray(parsed)) return ['4xx body is not an object'];
  const b = parsed as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['status', 'title', 'message', 'errors'].includes(k));
  if (extra.length) problems.push(`extra keys ${extra.join(', ')}`);
  if (b.status !== statusCode) problems.push(`status ${String(b.status)} in the body, ${statusCode} on the wire`);
  if (!isTurkish(b.title)) problems.push(`title not Turkish: ${JSON.stringify(b.title)}`);
  if (!isTurkish(b.message)) problems.push(`message not Turkish: ${JSON.stringify(b.message)}`);
  if (b.errors !== undefined) {
    if (b.errors == null || typeof b.errors !== 'object' || Array.isArray(b.errors))
      problems.push('errors is not a record');
    else
      for (const [field, list] of Object.entries(b.errors as Record<string, unknown>)) {
        if (!Array.isArray(list) || list.some((m) => !isTurkish(m)))
          problems.push(`errors.${field} not Turkish: ${JSON.stringify(list)}`);
      }
  }
  return problems;
}

/** A diner-facing HTML page (menu page, scan page) answering 4xx: Turkish and marked as such. */
export function htmlPageProblems(contentType: string | undefined, body: string): string[] {
  if (!/^text\/html/.test(contentType ?? ''))
    return errorShapeProblems(0, contentType, body).length ? [`page 4xx neither HTML nor the error shape`] : [];
  const problems: string[] = [];
  if (!/<html lang="tr"/.test(body)) problems.push('page 4xx not marked lang="tr"');
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
  if (!isTurkish(title)) problems.push(`page title not Turkish: ${title}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// HTML injection: the hostile texts carry markers (<x-fuzz>, data-fuzz*, onerror, fuzz(...) scripts).

const decodeEntities = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_m, e: string) => {
    const k = e.toLowerCase();
    if (k[0] === '#') return String.fromCodePoint(k[1] === 'x' ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' } as Record<string, string>)[k];
  });

export interface PageScan {
  problems: string[];
  scripts: number;
  title: string | null;
  data: unknown;
}

/** Tokenises the page's tags (quoted attribute values kept whole) and reports anything a stored text injected. */
export function scanPage(html: string): PageScan {
  const problems: string[] = [];
  let scripts = 0;
  const tag = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  const attr = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
  // Script and style contents are raw text: skip them when looking for tags.
  const outsideRaw = html.replace(
    /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi,
    (_m, open: string, _n, inner: string, close: string) => {
      // The menu's data block and its schema.org description are JSON, never run: injected text in them is data
      // (both are parsed below).
      const data = /type="application\/(?:ld\+)?json"/.test(open);
      if (!data && /fuzz\(/.test(inner))
        problems.push(`a script or style element runs injected text: ${inner.slice(0, 80)}`);
      return open + close;
    },
  );
  for (const m of outsideRaw.matchAll(tag)) {
    const name = m[1].toLowerCase();
    if (name === 'script') scripts += 1;
    if (name === 'x-fuzz') problems.push('an injected <x-fuzz> element');
    for (const a of (m[2] ?? '').matchAll(attr)) {
      const attrName = a[1].toLowerCase();
      if (attrName.startsWith('data-fuzz') || attrName === 'onerror')
        problems.push(`an injected attribute ${attrName} on <${name}>`);
    }
  }
  const titleRaw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const dataRaw = /<script id="menu-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  let data: unknown = null;
  if (dataRaw !== undefined) {
    try {
      data = JSON.parse(dataRaw);
    } catch {
      problems.push('the embedded menu data is not valid JSON');
    }
  }
  for (const ld of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      JSON.parse(ld[1]);
    } catch {
      problems.push('the JSON-LD description is not valid JSON');
    }
  }
  return { problems, scripts, title: titleRaw === undefined ? null : decodeEntities(titleRaw), data };
}
