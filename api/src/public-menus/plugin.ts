// Cross-cutting part of the diners' menu: the in-memory menu cache as `app.publicMenu`, and the hook
// that clears it after every successful write through the API, whichever feature made it. Registered on
// the root instance (fastify-plugin), so the hook sees every route, including ones added later by others.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublicMenuRepository } from './repository';
import { createPublicMenuService, type PublicMenuService, type PublicMenuServiceOptions } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    publicMenu: PublicMenuService;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes that never change a menu and happen on every visit or sign-in: they must not empty the cache. */
const NOT_MENU_WRITES = [/^\/api\/auth\//i, /^\/api\/menuqrcodes\/[^/]+\/access\/?$/i, /^\/api\/menuaccesslogs\//i];

export function clearsMenus(method: string, url: string, statusCode: number): boolean {
  if (!WRITE_METHODS.has(method) || statusCode >= 400) return false;
  const pathname = url.split('?')[0];
  if (!/^\/api\//i.test(pathname)) return false;
  return !NOT_MENU_WRITES.some((re) => re.test(pathname));
}

export default fp<PublicMenuServiceOptions>(
  async function publicMenuCache(app: FastifyInstance, options) {
    const service = createPublicMenuService(createPublicMenuRepository(app.db), options);
    app.decorate('publicMenu', service);
    // onSend, not onResponse: the cache is empty before the writer's client can see the answer, so its
    // next read (or anyone's) is fresh.
    app.addHook('onSend', async (request, reply, payload) => {
      if (clearsMenus(request.method, request.url, reply.statusCode)) service.clear();
      return payload;
    });
  },
  { name: 'public-menu-cache', dependencies: ['database'] },
);
