// The diner's table session beyond the visit: calls and orders from the table and the live hub that streams
// both to staff (one sequence numbers their changes), as `app.tableService`. Retention jobs, once per cluster,
// delete calls after CALL_RETENTION_DAYS and orders with the visits (VISIT_RETENTION_DAYS).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CALL_RETENTION_DAYS } from '@menu/shared/contract';
import { createCallRepository, type CallRepository } from './calls-repository';
import { callToDiner, callToWire, createCallService, type CallService } from './calls-service';
import { createLiveHub, type LiveEvent, type LiveHub, type LiveSource } from './live-hub';
import { createOrderRepository, type OrderRepository } from './orders-repository';
import { createOrderService, orderToDiner, orderToWire, type OrderService } from './orders-service';
import { createTableChecks } from './table-checks';
import { createVisitTokenSigner } from './visit-token';
import type { ClusterJob } from '../jobs/cluster-jobs';

/** A diner's visit as its live stream knows it (proved by the visit's id and token). */
export interface ProvenVisit {
  logId: number;
  qrCodeId: number | null;
}

/**
 * A feed of a visit's own events on the diner's live stream (GET /api/public/menu/{id}/live?logId=&token=): the
 * feed's name and the key its events carry for this visit (null: the visit hears none of it). Calls are keyed
 * by the table's code; a later source (orders) registers its own feed and key beside them.
 */
export interface VisitFeed {
  feed: string;
  keyOf(visit: ProvenVisit): number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tableService: { calls: CallService; orders: OrderService; hub: LiveHub; visitFeeds: VisitFeed[] };
  }
}

/** The staff's feed (calls and orders, whole records), a table's calls and a visit's orders (as the diner sees them). */
export const STAFF_FEED = 'staff';
export const TABLE_CALLS_FEED = 'table-calls';
export const VISIT_ORDERS_FEED = 'visit-orders';

const DAY_MS = 86_400_000;

export function callRetentionJob(calls: CallRepository): ClusterJob {
  return {
    name: 'table-calls-retention',
    everyMs: DAY_MS,
    async run() {
      const deleted = await calls.deleteOlderThan(CALL_RETENTION_DAYS);
      return deleted ? `${deleted} calls older than ${CALL_RETENTION_DAYS} days deleted` : undefined;
    },
  };
}

export function orderRetentionJob(orders: OrderRepository, days: number): ClusterJob {
  return {
    name: 'table-orders-retention',
    everyMs: DAY_MS,
    async run() {
      const deleted = await orders.deleteOlderThan(days);
      return deleted ? `${deleted} orders older than ${days} days deleted with their visits` : undefined;
    },
  };
}

/** Calls: each change goes to staff whole and to its table's diners as the diner sees it (one read serves both). */
function callSource(calls: CallRepository): LiveSource {
  return {
    topic: 'table-service',
    feeds: [STAFF_FEED, TABLE_CALLS_FEED],
    changes: async (restaurantId, afterId, opts) =>
      (await calls.changes(restaurantId, afterId, opts)).flatMap((row): LiveEvent[] => [
        { id: row.eventId, name: 'call', feed: STAFF_FEED, data: callToWire(row) },
        ...(row.qrCodeId === null
          ? []
          : [
              {
                id: row.eventId,
                name: 'call' as const,
                feed: TABLE_CALLS_FEED,
                key: row.qrCodeId,
                data: callToDiner(row),
              },
            ]),
      ]),
    lastId: (restaurantId) => calls.lastEventId(restaurantId),
  };
}

/** Orders: to staff whole, and to the visit that placed them as the diner sees them. One sequence numbers both sources. */
function orderSource(orders: OrderRepository): LiveSource {
  return {
    topic: 'table-orders',
    feeds: [STAFF_FEED, VISIT_ORDERS_FEED],
    changes: async (restaurantId, afterId, opts) =>
      (await orders.changes(restaurantId, afterId, opts)).flatMap((row): LiveEvent[] => [
        { id: row.eventId, name: 'order', feed: STAFF_FEED, data: orderToWire(row) },
        { id: row.eventId, name: 'order', feed: VISIT_ORDERS_FEED, key: row.visitId, data: orderToDiner(row) },
      ]),
    lastId: (restaurantId) => orders.lastEventId(restaurantId),
  };
}

export default fp<{ secret: string; heartbeatMs?: number }>(
  async function tableServicePlugin(app: FastifyInstance, options) {
    const calls = createCallRepository(app.db);
    const checks = createTableChecks({
      calls,
      tokens: createVisitTokenSigner(options.secret),
      target: (qrCodeId) => app.visits.lookup.byId(qrCodeId),
      menus: app.publicMenu,
    });
    const service = createCallService({ calls, checks, announce: app.changes.publish });
    // PGlite is one connection in this process: a statement runs alone, so an order needs no lock around it.
    const orders = createOrderRepository(app.db, { oneConnection: app.dbHandle.kind === 'pglite' });
    // Sends queued for the next batch are written before the database closes.
    app.addHook('onClose', () => orders.close());
    const orderService = createOrderService({ orders, checks, menus: app.publicMenu, announce: app.changes.publish });
    const hub = createLiveHub(app.changes, [callSource(calls), orderSource(orders)], {
      log: app.log,
      heartbeatMs: options.heartbeatMs,
    });
    const visitFeeds: VisitFeed[] = [
      { feed: TABLE_CALLS_FEED, keyOf: (visit) => visit.qrCodeId },
      { feed: VISIT_ORDERS_FEED, keyOf: (visit) => visit.logId },
    ];
    app.decorate('tableService', { calls: service, orders: orderService, hub, visitFeeds });
    app.jobs.schedule(callRetentionJob(calls));
    app.jobs.schedule(orderRetentionJob(orders, app.config.visitRetentionDays));
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'table-service', dependencies: ['database', 'changes', 'visits', 'public-menu-cache'] },
);
