// The diners' live menu on each instance, as `app.menuLive`: the menu's changes as a source of the live hub
// (table-session/live-hub.ts: one read per announced change per restaurant, fanned out to every open page), the
// clock's boundaries (a category window opening or closing, a timed sold-out ending: no write happens, so each
// instance sets a timer at the next boundary it computes from the menu, the same one on every instance, and the
// cached menu expires then too), and the cap on open streams per client address.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { MenuChangeEvent } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { LiveHub, LiveSource } from '../table-session/live-hub';
import type { PublicMenuService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    menuLive: MenuLive;
  }
}

export const MENU_FEED = 'menu';
/** After a change, the boundary is computed again this much later: by then the pages' refetches rebuilt the menu. */
const REPLAN_DELAY_MS = 1000;
/** Timers wake at least this often (setTimeout's range is about 24 days), and this late after a boundary. */
const MAX_TIMER_MS = 3_600_000;
const BOUNDARY_MARGIN_MS = 20;

/** The menu's versions as events: the latest bump of a restaurant's menu carries the event number it took. */
export function menuSource(db: Database): LiveSource {
  return {
    topic: 'menu',
    feeds: [MENU_FEED],
    // A missed menu change matters however old it is, so the replay's age bound does not apply.
    async changes(restaurantId, afterId, options) {
      const recent = options.recentMs
        ? sql` or changed_at > now() - make_interval(secs => ${options.recentMs / 1000})`
        : sql``;
      const rows = rowsOf<{ version: number | string; event_id: number | string; changed: string[] | null }>(
        await db.execute(sql`
          select version, event_id, changed from menu_versions
           where restaurant_id = ${restaurantId} and (event_id > ${afterId}${recent})`),
      );
      return rows.map((row) => ({
        id: Number(row.event_id),
        name: 'menu' as const,
        feed: MENU_FEED,
        data: { version: Number(row.version), changed: row.changed ?? [] } satisfies MenuChangeEvent,
      }));
    },
    async lastId(restaurantId) {
      const [row] = rowsOf<{ event_id: number | string }>(
        await db.execute(sql`select event_id from menu_versions where restaurant_id = ${restaurantId}`),
      );
      return Number(row?.event_id ?? 0);
    },
  };
}

/** The version a built menu was read with: the first part of its ETag. */
const versionOf = (etag: string) => Number(/^W\/"(\d+)-/.exec(etag)?.[1] ?? 0);

export function createMenuClock(hub: LiveHub, menus: PublicMenuService, log?: { debug(o: object, m: string): void }) {
  const timers = new Map<number, NodeJS.Timeout>();
  const replans = new Map<number, NodeJS.Timeout>();
  const planned = new Set<number>();

  async function plan(restaurantId: number): Promise<void> {
    clearTimeout(timers.get(restaurantId));
    timers.delete(restaurantId);
    if (!hub.listeners(restaurantId, MENU_FEED)) {
      planned.delete(restaurantId);
      return;
    }
    planned.add(restaurantId);
    let next: number | null;
    try {
      next = (await menus.get(restaurantId, undefined)).nextBoundary;
    } catch (error) {
      log?.debug({ err: error, restaurantId }, 'menu clock: menu not read; planned again at the next change');
      return;
    }
    if (next === null || !planned.has(restaurantId)) return;
    const boundary = next;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, boundary - Date.now()) + BOUNDARY_MARGIN_MS);
    const timer = setTimeout(() => {
      timers.delete(restaurantId);
      if (Date.now() >= boundary) void tick(restaurantId);
      else void plan(restaurantId);
    }, delay);
    timer.unref();
    timers.set(restaurantId, timer);
  }

  async function tick(restaurantId: number) {
    if (!hub.listeners(restaurantId, MENU_FEED)) {
      planned.delete(restaurantId);
      return;
    }
    try {
      const rendered = await menus.get(restaurantId, undefined);
      const data: MenuChangeEvent = { version: versionOf(rendered.etag), changed: ['schedule'] };
      hub.emit(restaurantId, { id: null, name: 'menu', feed: MENU_FEED, data });
    } catch (error) {
      log?.debug({ err: error, restaurantId }, 'menu clock: boundary not announced');
    }
    await plan(restaurantId);
  }

  return {
    /** A page of this restaurant opened its stream here: its boundaries are followed while any stays open. */
    watch(restaurantId: number): void {
      if (!planned.has(restaurantId)) void plan(restaurantId);
    },
    /** The menu changed: its next boundary may have moved. */
    changed(restaurantIds: Iterable<number>): void {
      for (const id of restaurantIds) {
        if (!planned.has(id) || replans.has(id)) continue;
        const timer = setTimeout(() => {
          replans.delete(id);
          void plan(id);
        }, REPLAN_DELAY_MS);
        timer.unref();
        replans.set(id, timer);
      }
    },
    /** Restaurants whose boundaries are followed here. */
    restaurants: () => [...planned],
    close(): void {
      for (const t of [...timers.values(), ...replans.values()]) clearTimeout(t);
      timers.clear();
      replans.clear();
      planned.clear();
    },
  };
}

/** Open streams per client address key on this instance. */
export function createStreamCap(max: number) {
  const open = new Map<string, number>();
  return {
    /** Counts a stream in, or says no (the address holds `max` already). */
    admit(key: string): boolean {
      const n = open.get(key) ?? 0;
      if (n >= max) return false;
      open.set(key, n + 1);
      return true;
    },
    release(key: string): void {
      const n = (open.get(key) ?? 1) - 1;
      if (n > 0) open.set(key, n);
      else open.delete(key);
    },
  };
}

export interface MenuLive {
  clock: ReturnType<typeof createMenuClock>;
  cap: ReturnType<typeof createStreamCap>;
}

export default fp(
  async function menuLivePlugin(app: FastifyInstance) {
    const hub = app.tableService.hub;
    await hub.addSource(menuSource(app.db));
    const clock = createMenuClock(hub, app.publicMenu, app.log);
    const unsubscribe = app.changes.subscribe((event) => {
      if (event.kind === 'restaurants' && event.topic === 'menu') clock.changed(event.restaurantIds);
      else if (event.kind === 'all') clock.changed(clock.restaurants());
    });
    app.decorate('menuLive', { clock, cap: createStreamCap(app.config.liveStreamsPerAddress) });
    app.addHook('preClose', async () => {
      unsubscribe();
      clock.close();
    });
  },
  { name: 'menu-live', dependencies: ['table-service', 'public-menu-cache', 'changes'] },
);
