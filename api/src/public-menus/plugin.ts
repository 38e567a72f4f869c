// Cross-cutting part of the diners' menu: the menu cache as `app.publicMenu`, kept in step with the database
// by two means. Fast: the change bus (app.changes) delivers the restaurants a committed write touched, from
// this instance at once and from the others within milliseconds. Safe: every MENU_VERSION_CHECK_MS the
// versions of the cached restaurants are read back (triggers bump them in the writing transaction), so a lost
// announcement (a crash right after a commit, a dropped listening connection) is repaired within that time.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublicMenuRepository } from './repository';
import { createPublicMenuService, type PublicMenuService, type PublicMenuServiceOptions } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    publicMenu: PublicMenuService;
  }
}

/** How often cached menus are checked against their versions in the database: the staleness bound when an announcement is lost. */
export const MENU_VERSION_CHECK_MS = 2000;

export interface PublicMenuPluginOptions extends PublicMenuServiceOptions {
  versionCheckMs?: number;
}

export default fp<PublicMenuPluginOptions>(
  async function publicMenuCache(app: FastifyInstance, options) {
    const repository = createPublicMenuRepository(app.db);
    const service = createPublicMenuService(repository, options);
    app.decorate('publicMenu', service);

    const unsubscribe = app.changes.subscribe((event) => {
      if (event.kind === 'all') service.clear();
      else if (event.kind === 'restaurants' && event.topic === 'menu') service.invalidate(event.restaurantIds);
    });

    let timer: NodeJS.Timeout | undefined;
    let checking: Promise<void> | undefined;
    const check = () => {
      if (checking) return;
      const ids = service.cachedRestaurantIds();
      if (!ids.length) return;
      checking = repository
        .versions(ids)
        .then((versions) => {
          const dropped = service.checkVersions(versions, ids);
          if (dropped) app.log.info({ dropped }, 'menu cache: versions changed without an announcement');
        })
        // The database is away: requests report it; the next check tries again.
        .catch((error) => app.log.debug({ err: error }, 'menu cache: version check failed'))
        .finally(() => {
          checking = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(check, options.versionCheckMs ?? MENU_VERSION_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe();
      await checking;
    });
  },
  { name: 'public-menu-cache', dependencies: ['database', 'changes'] },
);
