// The diner's table session beyond the visit: calls and orders from the table and the live hub that streams
// both to staff (one sequence numbers their changes), as `app.tableService`. Retention jobs, once per cluster,
// delete calls after CALL_RETENTION_DAYS and orders with the visits (VISIT_RETENTION_DAYS).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CALL_RETENTION_DAYS } from '@menu/shared/contract';
import { createCallRepository, type CallRepository } from './calls-repository';
import { callToWire, createCallService, type CallService } from './calls-service';
import { createLiveHub, type LiveEvent, type LiveHub } from './live-hub';
import { createOrderRepository, type OrderRepository } from './orders-repository';
import { createOrderService, orderToWire, type OrderService } from './orders-service';
import { createTableChecks } from './table-checks';
import { createVisitTokenSigner } from './visit-token';
import type { ClusterJob } from '../jobs/cluster-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    tableService: { calls: CallService; orders: OrderService; hub: LiveHub };
  }
}

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

/** Both sources merged by event id (one sequence numbers calls and orders). */
const byId = (a: LiveEvent, b: LiveEvent) => a.id - b.id;

export default fp<{ secret: string }>(
  async function tableServicePlugin(app: FastifyInstance, options) {
    const calls = createCallRepository(app.db);
    const tokens = createVisitTokenSigner(options.secret);
    const codeIsLive = async (qrCodeId: number) => (await app.visits.lookup.byId(qrCodeId))?.active === true;
    const service = createCallService({ db: app.db, calls, tokens, codeIsLive, announce: app.changes.publish });
    const orders = createOrderRepository(app.db);
    const orderService = createOrderService({
      orders,
      checks: createTableChecks({ db: app.db, calls, tokens, codeIsLive }),
      menus: app.publicMenu,
      announce: app.changes.publish,
    });
    const hub = createLiveHub(
      app.changes,
      {
        topic: 'table-service',
        changes: async (restaurantId, afterId, opts) => {
          const [callRows, orderRows] = await Promise.all([
            calls.changes(restaurantId, afterId, opts),
            orders.changes(restaurantId, afterId, opts),
          ]);
          const events: LiveEvent[] = [
            ...callRows.map((row) => ({ id: row.eventId, name: 'call' as const, data: callToWire(row) })),
            ...orderRows.map((row) => ({ id: row.eventId, name: 'order' as const, data: orderToWire(row) })),
          ];
          return events.sort(byId);
        },
        lastId: async (restaurantId) =>
          Math.max(...(await Promise.all([calls.lastEventId(restaurantId), orders.lastEventId(restaurantId)]))),
      },
      { log: app.log },
    );
    app.decorate('tableService', { calls: service, orders: orderService, hub });
    app.jobs.schedule(callRetentionJob(calls));
    app.jobs.schedule(orderRetentionJob(orders, app.config.visitRetentionDays));
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'table-service', dependencies: ['database', 'changes', 'visits', 'public-menu-cache'] },
);
