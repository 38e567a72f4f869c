// Separate origins (issue 17, item 8). With MENU_ORIGIN set (for example https://menu.example.com, a name that
// points at the same servers), requests arriving on that host get only what a diner needs: the menu pages and
// their assets, uploaded images, the scan address and the public visit calls. The portal, the API reference and
// every staff call answer 404 there; and the menu is not served on the portal's host (it redirects to
// MENU_ORIGIN). A flaw in one surface then runs in an origin that holds nothing of the other: the portal's
// refresh cookie and storage are the portal origin's, the menu's are the menu origin's.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, sendError } from './error-handler';

/** What the menu origin serves (paths, case-insensitive where the API's routes are). */
const MENU_SURFACE = [
  /^\/menu(?:\/|$)/,
  /^\/uploads\/menu\//,
  /^\/api\/public\//i,
  /^\/api\/menu\//i,
  /^\/api\/menuqrcodes\/\d+\/access$/i,
  /^\/api\/menuaccesslogs\/\d+\/end$/i,
  /^\/api\/health$/i,
];

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isMenuSurface = (url: string) => {
  const path = pathOf(url);
  return MENU_SURFACE.some((pattern) => pattern.test(path));
};

export default fp(
  async function menuOrigin(app: FastifyInstance) {
    const origin = app.config.menuOrigin;
    if (!origin) return;
    const menuHost = new URL(origin).host.toLowerCase();
    const onMenuHost = (request: FastifyRequest) => request.host.toLowerCase() === menuHost;
    app.addHook('onRequest', async (request, reply) => {
      if (onMenuHost(request)) {
        if (!isMenuSurface(request.url)) return sendError(reply, notFoundError(request));
        return;
      }
      // The menu itself lives on its own origin: a link to it here goes there.
      if (/^\/menu(?:\/|$)/.test(pathOf(request.url)) && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-store').redirect(`${origin}${request.url}`, 308);
      }
    });
  },
  { name: 'menu-origin', dependencies: ['security'] },
);
