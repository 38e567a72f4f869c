// GET /menu/{restaurantId}: the diners' page rendered to HTML on the server (docs/api-rules.md, The scan and the visit),
// cached with the aggregate it embeds and dropped with it when its restaurant changes. Registered on the root instance
// ahead of the static bundles; its numeric-only parameter leaves /menu/<asset> to the static files.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { tr } from '@menu/shared/contract';
import type { PublicMenu } from '@menu/shared/menu';
import { isAppError } from '../errors';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { addVary } from '../http/vary';
import { PAGE_VARY, pageLanguage } from './language';
import { etagMatches, sendEncoded } from './routes';
import type { RenderedMenu } from './service';

/** What public-menu/dist/server/render.js exports (public-menu/src/server/render.tsx). */
export interface MenuServerRenderer {
  /** A hash of the client build the pages point at: part of the page's ETag. */
  buildId: string;
  renderMenuPage(menu: PublicMenu, options?: { apiBase?: string; publicUrl?: string; assetUrl?: string }): string;
  renderNotFoundPage(): string;
}

/** The page's route: digits only, so /menu/<asset> stays with the static files. */
export const MENU_PAGE_ROUTE = '/menu/:restaurantId(^\\d{1,10}$)';

export interface PublicMenuPageOptions {
  pages: MenuPages;
}

/** The menu's server build and the pages it rendered: read by the route below and by the fast path (fast-path.ts). */
export interface MenuPages {
  /** public-menu/dist. */
  dist: string;
  /** The server build, reloaded after a rebuild; null without one. */
  renderer(): MenuServerRenderer | null;
  /** A page's ETag: the menu's, and the client build it points at. */
  etagOf(menu: RenderedMenu, buildId: string): string;
  /** The page kept with this menu when the current build rendered it. */
  cached(menu: RenderedMenu): RenderedMenu['page'] | undefined;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;text-align:center;color:#2C3E50"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}

export function createMenuPages(repoRoot: string, log: FastifyBaseLogger): MenuPages {
  const dist = path.join(repoRoot, 'public-menu', 'dist');
  const serverEntry = path.join(dist, 'server', 'render.js');
  let renderer: MenuServerRenderer | null = null;
  let loadedMtime = 0;
  let checkedAt = 0;

  // The one deliberate exception to "api imports no front-end code": the menu's own server build renders
  // its page here, so the one-command mode serves server-rendered menus. It is loaded at run time from
  // the built file (never from source), and everything still works, client-rendered, without it.
  function loadRenderer(): MenuServerRenderer | null {
    // A rebuild while the server runs (`npm run build` beside `npm start`) replaces the hashed assets the
    // pages point at: look at the file at most every few seconds and load the new build when it changed.
    const now = Date.now();
    if (renderer && now - checkedAt < 5000) return renderer;
    checkedAt = now;
    let mtime: number;
    try {
      mtime = fs.statSync(serverEntry).mtimeMs;
    } catch {
      return (renderer = null);
    }
    if (renderer && mtime === loadedMtime) return renderer;
    try {
      const load = createRequire(__filename);
      delete load.cache[load.resolve(serverEntry)];
      renderer = load(serverEntry) as MenuServerRenderer;
      loadedMtime = mtime;
    } catch (error) {
      log.error({ err: error }, 'public-menu server render could not be loaded');
      renderer = null;
    }
    return renderer;
  }

  const etagOf = (menu: RenderedMenu, buildId: string) => `W/"${menu.etag.replace(/^W\/"|"$/g, '')}.${buildId}"`;
  return {
    dist,
    renderer: loadRenderer,
    etagOf,
    cached(menu) {
      const render = loadRenderer();
      // A page is rendered for one menu object (whose ETag never changes): only the build can differ.
      return render && menu.page?.etag.endsWith(`.${render.buildId}"`) ? menu.page : undefined;
    },
  };
}

export default async function publicMenuPage(app: FastifyInstance, options: PublicMenuPageOptions) {
  const { pages } = options;
  const menuDist = pages.dist;

  /** Without the server build: the client-rendered page (it fetches the menu itself), or a clear message. */
  async function sendClientShell(reply: FastifyReply, status = 200) {
    try {
      const html = await fs.promises.readFile(path.join(menuDist, 'index.html'));
      return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(messagePage(tr.menu.notFoundTitle, tr.menu.notBuilt));
    }
  }

  app.get<{ Params: { restaurantId: string }; Querystring: { lang?: string | string[] } }>(MENU_PAGE_ROUTE, {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: { hide: true },
    handler: async (request, reply) => {
      const render = pages.renderer();
      if (!render) return sendClientShell(reply);
      // Ten digits may still be past PostgreSQL's integer: no such restaurant, not a database failure (503).
      const restaurantId = Number(request.params.restaurantId);
      if (restaurantId > 2147483647)
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(render.renderNotFoundPage());
      let entry;
      try {
        // `?lang=a&lang=b` arrives as a list: only a single value names a language.
        const lang = typeof request.query.lang === 'string' ? request.query.lang : undefined;
        entry = await app.publicMenu.get(restaurantId, lang);
        if (lang === undefined) {
          // No language in the address: the diner's earlier choice or the phone's language, when the menu offers it.
          addVary(reply, PAGE_VARY);
          const chosen = pageLanguage(entry.menu.languages, request.headers);
          if (chosen !== entry.menu.language) entry = await app.publicMenu.get(restaurantId, chosen);
        }
      } catch (error) {
        if (isAppError(error) && error.status === 404) {
          return reply
            .code(404)
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(render.renderNotFoundPage());
        }
        // Database down: the client page shows this device's last copy of the menu, or the sample.
        request.log.error({ err: error }, 'public menu page without data');
        return sendClientShell(reply, 503);
      }
      const etag = pages.etagOf(entry, render.buildId);
      const page =
        entry.page?.etag === etag
          ? entry.page
          : app.publicMenu.setPage(
              entry,
              render.renderMenuPage(entry.menu, {
                publicUrl: app.config.menuPublicUrl,
                assetUrl: app.config.apiPublicUrl,
              }),
              etag,
            );
      reply
        .header('etag', page.etag)
        .header('cache-control', 'no-cache')
        .header('content-language', entry.menu.language);
      if (etagMatches(request.headers['if-none-match'], page.etag))
        return addVary(reply, 'Accept-Encoding').code(304).send();
      return sendEncoded(request, reply, page.html, 'text/html; charset=utf-8');
    },
  });
}
