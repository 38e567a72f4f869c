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
import { bytesReady, pickEncoding, type EncodedBody } from './encoding';
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

export function createMenuFastPath(options: MenuFastPathOptions): MenuFastPath {
  // Flat [name, value, ...] lists are what writeHead takes fastest.
  const prefix = Object.entries(options.headers).flat();
  const vary = options.vary ? `${options.vary}, Accept-Encoding` : 'Accept-Encoding';
  const varyPage = options.vary ? `${options.vary}, ${PAGE_VARY}, Accept-Encoding` : `${PAGE_VARY}, Accept-Encoding`;
  let answered = 0;

  /** Whether this answer can be sent from memory now: a 304, or bytes already in the wanted encoding. */
  const ready = (req: IncomingMessage, body: EncodedBody, etag: string) =>
    etagMatches(req.headers['if-none-match'], etag) ||
    bytesReady(body, pickEncoding(req.headers['accept-encoding'])) !== undefined;

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    menu: RenderedMenu,
    body: EncodedBody,
    etag: string,
    cacheControl: string,
    type: string,
    varyBy = vary,
  ) {
    const head = [
      ...prefix,
      'etag',
      etag,
      'cache-control',
      cacheControl,
      'content-language',
      menu.menu.language,
      'vary',
      varyBy,
    ];
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, head);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const bytes = bytesReady(body, encoding)!;
    head.push('content-type', type);
    if (encoding !== 'identity') head.push('content-encoding', encoding);
    head.push('content-length', String(bytes.length));
    res.writeHead(200, head);
    res.end(bytes);
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
    // Bytes still to be compressed: the route makes them (off the event loop), this path serves them next time.
    if (rendered ? !ready(req, rendered.html, rendered.etag) : !ready(req, menu.body, menu.etag)) return false;
    if (options.countRateLimited(page ? 'page' : 'menu', options.clientAddress(req)) !== true) return false;
    answered += 1;
    if (rendered)
      answer(
        req,
        res,
        menu,
        rendered.html,
        rendered.etag,
        'no-cache',
        'text/html; charset=utf-8',
        negotiated ? varyPage : vary,
      );
    else answer(req, res, menu, menu.body, menu.etag, MENU_CACHE_CONTROL, 'application/json; charset=utf-8');
    return true;
  };
  return Object.assign(fastPath, { answered: () => answered });
}
