// The diner's cached menu answered ahead of Fastify. A menu load (`GET /api/public/menu/{id}` and the
// page `GET /menu/{id}`) is, thousands of times a second, the same bytes from memory; Fastify's per-request
// pipeline (request and reply objects, the hook chain, routing, the schema's parse) cost three times the answer
// itself (measured: 0.23× a bare node:http server sending the same bytes). So the server's request listener
// first asks this function, which answers only what it can answer exactly as the route would:
// - a GET of the canonical address (lower case, no trailing slash, at most `?lang=xx`), without Origin (CORS
//   stays with its plugin) and, for the page under MENU_ORIGIN, on the menu's host;
// - a menu the cache holds and that is still current (`peek`: the open-now expiry honoured), and for the page one
//   rendered by the current build;
// - within the route's rate limit, counted in the route's own bucket (a refused request goes on to Fastify,
//   which counts it once more and answers the 429).
// The headers are the route's (the security headers, CORS's for requests without Origin, ETag, cache policy,
// language, encoding); a test compares them with the route's answer. Everything else (misses, 304s in another
// form, HEAD, odd URLs, a closing server) returns false and Fastify answers as before. Load shedding does not
// apply here: an answer from memory costs what the 503 would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bytesReady, pickEncoding, type EncodedBody, type Encoding } from './encoding';
import { PAGE_VARY, pageLanguage } from './language';
import type { MenuPages } from './page';
import { etagMatches, MENU_CACHE_CONTROL } from './routes';
import type { PublicMenuService, RenderedMenu } from './service';

const API_MENU = /^\/api\/public\/menu\/([1-9]\d{0,8})(?:\?lang=([A-Za-z0-9_-]{1,20}))?$/;
const MENU_PAGE = /^\/menu\/([1-9]\d{0,8})(?:\?lang=([A-Za-z0-9_-]{1,20}))?$/;

export interface MenuFastPathOptions {
  menus: Pick<PublicMenuService, 'peek'>;
  pages: Pick<MenuPages, 'cached'>;
  /** Headers every answer carries before the route's own (security headers; CORS's when CORS_ORIGINS is set). */
  headers: Readonly<Record<string, string>>;
  /** Added in front of 'Accept-Encoding' in Vary ('Origin' when CORS_ORIGINS is set). */
  vary?: string;
  clientAddress(raw: IncomingMessage): string;
  /** Counts the request in a route's rate-limit bucket: true within the limit. */
  countRateLimited(route: 'menu' | 'page', key: string): boolean | undefined;
  /** MENU_ORIGIN's host: the page is served on that host only (elsewhere the route redirects). */
  menuHost: string | null;
  closing(): boolean;
}

export interface MenuFastPath {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  (req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers given, for the health endpoint and tests. */
  answered(): number;
}

/** One body's header lists (per Vary), made on its first answer: writeHead takes them as they are, nothing per request. */
type Heads = Partial<Record<Encoding | 'notModified', string[]>>;

/** What one answer sends: `bytes` undefined when the client's copy is current (a 304). */
interface Reply {
  body: EncodedBody;
  etag: string;
  bytes: Buffer | undefined;
  encoding: Encoding;
}

export function createMenuFastPath(options: MenuFastPathOptions): MenuFastPath {
  // Flat [name, value, ...] lists are what writeHead takes fastest.
  const prefix = Object.entries(options.headers).flat();
  const vary = options.vary ? `${options.vary}, Accept-Encoding` : 'Accept-Encoding';
  const varyPage = options.vary ? `${options.vary}, ${PAGE_VARY}, Accept-Encoding` : `${PAGE_VARY}, Accept-Encoding`;
  // Keyed by the body object: a rebuilt menu is a new body, and the old one's lists go with it.
  const headsByBody = new WeakMap<EncodedBody, Record<string, Heads>>();
  let answered = 0;

  function headsOf(body: EncodedBody, varyBy: string): Heads {
    let byVary = headsByBody.get(body);
    if (!byVary) headsByBody.set(body, (byVary = {}));
    return (byVary[varyBy] ??= {});
  }

  /** An answer's header list, in the route's order; made once per body, Vary and encoding. */
  function headList(menu: RenderedMenu, reply: Reply, cacheControl: string, type: string, varyBy: string): string[] {
    const head = [
      ...prefix,
      'etag',
      reply.etag,
      'cache-control',
      cacheControl,
      'content-language',
      menu.menu.language,
      'vary',
      varyBy,
    ];
    if (!reply.bytes) return head;
    head.push('content-type', type);
    if (reply.encoding !== 'identity') head.push('content-encoding', reply.encoding);
    head.push('content-length', String(reply.bytes.length));
    return head;
  }

  // No closure is made per answer: tsx names each one it makes (a defineProperty), which shows in the profile.
  function answer(
    res: ServerResponse,
    menu: RenderedMenu,
    reply: Reply,
    cacheControl: string,
    type: string,
    varyBy: string,
  ) {
    const heads = headsOf(reply.body, varyBy);
    const head = (heads[reply.bytes ? reply.encoding : 'notModified'] ??= headList(
      menu,
      reply,
      cacheControl,
      type,
      varyBy,
    ));
    res.writeHead(reply.bytes ? 200 : 304, head);
    res.end(reply.bytes);
  }

  const fastPath = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.headers.origin !== undefined || options.closing()) return false;
    const url = req.url ?? '';
    let match = API_MENU.exec(url);
    const page = !match;
    if (page) {
      match = MENU_PAGE.exec(url);
      if (!match) return false;
      if (
        options.menuHost &&
        (req.headers['x-forwarded-host'] !== undefined || req.headers.host?.toLowerCase() !== options.menuHost)
      )
        return false;
    }
    let menu = options.menus.peek(Number(match![1]), match![2]);
    if (!menu) return false;
    // A page whose address names no language is drawn in the diner's remembered or the phone's language.
    const negotiated = page && match![2] === undefined;
    if (negotiated) {
      const chosen = pageLanguage(menu.menu.languages, req.headers);
      if (chosen !== menu.menu.language) menu = options.menus.peek(Number(match![1]), chosen);
      if (!menu) return false;
    }
    const rendered = page ? options.pages.cached(menu) : undefined;
    if (page && !rendered) return false;
    const body = rendered ? rendered.html : menu.body;
    const etag = rendered ? rendered.etag : menu.etag;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // A 304, or bytes already in the wanted encoding; bytes still to be compressed are the route's to make (off the
    // event loop), and this path serves them next time.
    const notModified = etagMatches(req.headers['if-none-match'], etag);
    const bytes = notModified ? undefined : bytesReady(body, encoding);
    if (!notModified && bytes === undefined) return false;
    if (options.countRateLimited(page ? 'page' : 'menu', options.clientAddress(req)) !== true) return false;
    answered += 1;
    const reply: Reply = { body, etag, bytes, encoding };
    if (rendered) answer(res, menu, reply, 'no-cache', 'text/html; charset=utf-8', negotiated ? varyPage : vary);
    else answer(res, menu, reply, MENU_CACHE_CONTROL, 'application/json; charset=utf-8', vary);
    return true;
  };
  return Object.assign(fastPath, { answered: () => answered });
}
