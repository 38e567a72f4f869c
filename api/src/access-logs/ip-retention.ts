// The visit log's upkeep, hourly and once per cluster (src/jobs/cluster-jobs.ts; the first check is when an
// instance starts; a failed run is logged and tried next hour): the monthly partitions three months ahead,
// retention (visits older than VISIT_RETENTION_DAYS go, whole months as dropped partitions, with their rollups)
// and diner privacy (after ACCESS_LOG_IP_RETENTION_DAYS a visit keeps only its address's /24 or /64 and the
// names of its browser and system: ./privacy.ts).
//
// The three steps are independent: one that fails does not stop the others, and the run reports every failure.
// The privacy pass works in batches of visits not yet reduced (a flag on each visit, found by a partial index,
// so visits written out of order are reached too); a value that is not an address becomes null instead of
// stopping the pass, and each visit is reduced once.
import type { ClusterJob } from '../jobs/cluster-jobs';
import { summarizeUserAgent, truncateIp } from './privacy';
import { addDays, reportDay } from './report';
import type { AccessLogRepository } from './repository';

/** The default of VISIT_RETENTION_DAYS: the report's longest useful range is a year and its previous month. */
export const VISIT_RETENTION_DAYS = 400;
/** Partitions are made this far ahead, so a visit never lands in the default partition in normal operation. */
const PARTITIONS_AHEAD_DAYS = 92;
/** Visits reduced per batch, and at most per run (the next hour goes on). */
const PRIVACY_BATCH = 1000;
const PRIVACY_MAX_PER_RUN = 200_000;

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** ACCESS_LOG_IP_RETENTION_DAYS */
  ipDays: number;
  /** VISIT_RETENTION_DAYS */
  visitDays: number;
}

export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The privacy pass over visits older than `days`: returns how many it reduced. */
export async function reduceOldVisits(
  repo: AccessLogRepository,
  days: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = retentionCutoff(days, now);
  let done = 0;
  while (done < PRIVACY_MAX_PER_RUN) {
    const rows = await repo.visitsForPrivacy(cutoff, PRIVACY_BATCH);
    if (rows.length === 0) break;
    await repo.applyPrivacy(
      rows.map((r) => ({ ...r, ip: truncateIp(r.ip), userAgent: summarizeUserAgent(r.userAgent) })),
    );
    done += rows.length;
    if (rows.length < PRIVACY_BATCH) break;
  }
  return done;
}

export interface UpkeepRun {
  partitions: number;
  retention: { partitions: number; rows: number };
  reduced: number;
  /** One line per step that failed. */
  errors: string[];
}

/** One upkeep run: partitions ahead, retention, then the privacy pass; each step whatever the others did. */
export async function maintainVisitLog(
  repo: AccessLogRepository,
  settings: RetentionSettings,
  now: Date = new Date(),
): Promise<UpkeepRun> {
  const run: UpkeepRun = { partitions: 0, retention: { partitions: 0, rows: 0 }, reduced: 0, errors: [] };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      run.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await step('partitions', async () => {
    run.partitions = await repo.ensurePartitions(now, new Date(now.getTime() + PARTITIONS_AHEAD_DAYS * DAY_MS));
  });
  await step('retention', async () => {
    run.retention = await repo.deleteVisitsBefore(addDays(reportDay(now), -settings.visitDays));
  });
  await step('privacy', async () => {
    run.reduced = await reduceOldVisits(repo, settings.ipDays, now);
  });
  return run;
}

/** The hourly upkeep job; a step that failed makes the run fail (recorded on cluster_jobs) after the others ran. */
export function visitLogUpkeepJob(repo: AccessLogRepository, settings: RetentionSettings): ClusterJob {
  return {
    name: 'visit-log-upkeep',
    everyMs: RETENTION_INTERVAL_MS,
    async run() {
      const { partitions, retention, reduced, errors } = await maintainVisitLog(repo, settings);
      const done: string[] = [];
      if (partitions > 0) done.push(`${partitions} monthly partitions made`);
      if (retention.partitions + retention.rows > 0) {
        done.push(
          `visits older than ${settings.visitDays} days deleted (${retention.partitions} months dropped, ${retention.rows} rows)`,
        );
      }
      if (reduced > 0)
        done.push(
          `${reduced} visits older than ${settings.ipDays} days reduced to a truncated address and browser/system names`,
        );
      if (errors.length) throw new Error(`visit log upkeep: ${[...errors, ...done].join('; ')}`);
      return done.length ? done.join('; ') : undefined;
    },
  };
}
