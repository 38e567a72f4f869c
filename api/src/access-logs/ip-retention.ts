// The visit log's upkeep, hourly and once per cluster (src/jobs/cluster-jobs.ts; the first check is when an
// instance starts; a failed run is logged and tried next hour): the monthly partitions three months ahead,
// retention (visits older than VISIT_RETENTION_DAYS go, whole months as dropped partitions, with their rollups)
// and diner privacy (IP addresses older than ACCESS_LOG_IP_RETENTION_DAYS are truncated: last IPv4 octet, IPv6
// to its /64).
import type { ClusterJob } from '../jobs/cluster-jobs';
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

/** The hourly upkeep job. */
export function visitLogUpkeepJob(repo: AccessLogRepository, days: number): ClusterJob {
  return {
    name: 'visit-log-upkeep',
    everyMs: RETENTION_INTERVAL_MS,
    async run() {
      const { partitions, retention, truncated } = await maintainVisitLog(repo, days);
      const done: string[] = [];
      if (partitions > 0) done.push(`${partitions} monthly partitions made`);
      if (retention.partitions + retention.rows > 0) done.push(`visits older than ${VISIT_RETENTION_DAYS} days deleted (${retention.partitions} months dropped, ${retention.rows} rows)`);
      if (truncated > 0) done.push(`${truncated} IP addresses older than ${days} days truncated`);
      return done.length ? done.join('; ') : undefined;
    },
  };
}
