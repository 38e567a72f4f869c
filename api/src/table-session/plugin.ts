// The diner's table session beyond the visit: calls from the table and the live hub that streams them to staff,
// as `app.tableService`. The retention job deletes calls after CALL_RETENTION_DAYS, once per cluster.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CALL_RETENTION_DAYS } from '@menu/shared/contract';
import { createCallRepository, type CallRepository } from './calls-repository';
import { callToDiner, callToWire, createCallService, type CallService } from './calls-service';
import { createLiveHub, type LiveEvent, type LiveHub } from './live-hub';
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
    tableService: { calls: CallService; hub: LiveHub; visitFeeds: VisitFeed[] };
  }
}

/** The staff's feed of calls (the whole record) and a table's feed (what the diner's phone is told). */
export const STAFF_CALLS_FEED = 'staff-calls';
export const TABLE_CALLS_FEED = 'table-calls';

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

export default fp<{ secret: string; heartbeatMs?: number }>(
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
      [
        {
          topic: 'table-service',
          feeds: [STAFF_CALLS_FEED, TABLE_CALLS_FEED],
          // One read serves both: each change goes to staff whole and to its table's diners as the diner sees it.
          changes: async (restaurantId, afterId, opts) =>
            (await calls.changes(restaurantId, afterId, opts)).flatMap((row): LiveEvent[] => [
              { id: row.eventId, name: 'call', feed: STAFF_CALLS_FEED, data: callToWire(row) },
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
        },
      ],
      { log: app.log, heartbeatMs: options.heartbeatMs },
    );
    const visitFeeds: VisitFeed[] = [{ feed: TABLE_CALLS_FEED, keyOf: (visit) => visit.qrCodeId }];
    app.decorate('tableService', { calls: service, hub, visitFeeds });
    app.jobs.schedule(callRetentionJob(calls));
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'table-service', dependencies: ['database', 'changes', 'visits'] },
);
