// Separate origins. With MENU_ORIGIN set (for example https://menu.example.com, a name that
// points at the same servers), requests arriving on that host get only what a diner needs: the menu pages and
// their assets, uploaded images, the scan address and the public visit calls. The portal, the API reference and
// every staff call answer 404 there; and the menu is not served on the portal's host (it redirects to
// MENU_ORIGIN). A flaw in one surface then runs in an origin that holds nothing of the other: the portal's
// refresh cookie and storage are the portal origin's, the menu's are the menu origin's.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, sendError } from './error-handler';

/** The menu's pages: served on the menu origin, sent there from the portal's host. */
const MENU_PAGES = /^\/menu(?:\/|$)/i;
/** The scan address a QR code encodes: answered on the menu origin, sent there from the portal's host. */
const SCAN = /^\/api\/menu\//i;

/**
 * What the menu origin serves. Every rule ignores letter case, as the router does (`/Menu/1` is the route
 * `/menu/1`), so no spelling of a path slips past the host check.
 */
const MENU_SURFACE = [
  MENU_PAGES,
  /^\/uploads\/menu\//i,
  /^\/api\/public\//i,
  SCAN,
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
      // The menu and the scans live on their own origin: a link to either here goes there, so this host never
      // redirects a diner (or staff) to a restaurant's custom address.
      const path = pathOf(request.url);
      if ((MENU_PAGES.test(path) || SCAN.test(path)) && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-store').redirect(`${origin}${request.url}`, 308);
      }
    });
  },
  { name: 'menu-origin', dependencies: ['security'] },
);
