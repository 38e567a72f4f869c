// The visit log's upkeep, once when the API starts and then every hour (a failed run is logged and tried next
// hour): the monthly partitions three months ahead, retention (visits older than VISIT_RETENTION_DAYS go,
// whole months as dropped partitions, with their rollups) and diner privacy (IP addresses older than
// ACCESS_LOG_IP_RETENTION_DAYS are truncated: last IPv4 octet, IPv6 to its /64).
import type { FastifyInstance } from 'fastify';
import { addDays, reportDay } from './report';
import type { AccessLogRepository } from './repository';

/** Visits older than this many days are deleted (the report's longest useful range is a year and its previous month). */
export const VISIT_RETENTION_DAYS = 400;
/** Partitions are made this far ahead, so a visit never lands in the default partition in normal operation. */
const PARTITIONS_AHEAD_DAYS = 92;

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** One run: returns how many addresses were truncated. */
export function truncateOldIps(repo: AccessLogRepository, days: number, now: Date = new Date()): Promise<number> {
  return repo.truncateIpsBefore(retentionCutoff(days, now));
}

/** One upkeep run: partitions ahead, retention, then IP truncation. */
export async function maintainVisitLog(repo: AccessLogRepository, ipDays: number, now: Date = new Date(), visitDays = VISIT_RETENTION_DAYS) {
  const partitions = await repo.ensurePartitions(now, new Date(now.getTime() + PARTITIONS_AHEAD_DAYS * DAY_MS));
  const retention = await repo.deleteVisitsBefore(addDays(reportDay(now), -visitDays));
  const truncated = await truncateOldIps(repo, ipDays, now);
  return { partitions, retention, truncated };
}

export function scheduleIpRetention(app: FastifyInstance, repo: AccessLogRepository, days: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = maintainVisitLog(repo, days)
      .then(({ partitions, retention, truncated }) => {
        if (partitions > 0) app.log.info(`access logs: ${partitions} monthly partitions made`);
        if (retention.partitions + retention.rows > 0) app.log.info(`access logs: visits older than ${VISIT_RETENTION_DAYS} days deleted (${retention.partitions} months dropped, ${retention.rows} rows)`);
        if (truncated > 0) app.log.info(`access logs: ${truncated} IP addresses older than ${days} days truncated`);
      })
      .catch((error) => app.log.error({ err: error }, 'access logs: upkeep run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, RETENTION_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // The database closes after the app: let a run in progress finish first.
    await running;
  });
}
