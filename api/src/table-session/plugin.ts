// The diner's table session beyond the visit: calls from the table and the live hub that streams them to staff,
// as `app.tableService`. The retention job deletes calls after CALL_RETENTION_DAYS, once per cluster.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CALL_RETENTION_DAYS } from '@menu/shared/contract';
import { createCallRepository, type CallRepository } from './calls-repository';
import { callToWire, createCallService, type CallService } from './calls-service';
import { createLiveHub, type LiveHub } from './live-hub';
import { createVisitTokenSigner } from './visit-token';
import type { ClusterJob } from '../jobs/cluster-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    tableService: { calls: CallService; hub: LiveHub };
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

export default fp<{ secret: string }>(
  async function tableServicePlugin(app: FastifyInstance, options) {
    const calls = createCallRepository(app.db);
    const service = createCallService({
      db: app.db,
      calls,
      tokens: createVisitTokenSigner(options.secret),
      codeIsLive: async (qrCodeId) => (await app.visits.lookup.byId(qrCodeId))?.active === true,
      announce: app.changes.publish,
    });
    const hub = createLiveHub(
      app.changes,
      {
        topic: 'table-service',
        changes: async (restaurantId, afterId, opts) =>
          (await calls.changes(restaurantId, afterId, opts)).map((row) => ({
            id: row.eventId,
            name: 'call' as const,
            data: callToWire(row),
          })),
        lastId: (restaurantId) => calls.lastEventId(restaurantId),
      },
      { log: app.log },
    );
    app.decorate('tableService', { calls: service, hub });
    app.jobs.schedule(callRetentionJob(calls));
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'table-service', dependencies: ['database', 'changes', 'visits'] },
);
