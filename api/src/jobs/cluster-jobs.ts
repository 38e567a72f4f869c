// Periodic background jobs that run once per cluster, however many API instances and workers there are.
// Every instance checks now and then (at start, then every `checkEveryMs`) whether a job is due: it takes the
// job's advisory lock without waiting (so two runs never overlap, even when one outlasts its period), then
// claims the period in cluster_jobs (started at least `everyMs` ago, or never) in one statement, and only then
// runs it. A run that fails is logged and tried at the next period, as before; a process that dies mid-run
// releases the lock with its connection.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { clusterJobs } from '../db/schema';

export interface ClusterJob {
  /** Unique, stable: it names the lock and the row. */
  name: string;
  everyMs: number;
  /** Returns a line for the log, or nothing when there was nothing to do. */
  run(): Promise<string | void>;
}

export interface ClusterJobsOptions {
  /** How often an instance checks whether a job is due (default one minute). */
  checkEveryMs?: number;
  log?: { info(msg: string): void; error(obj: object, msg: string): void };
  /** Names this instance in cluster_jobs.last_instance (default host:pid:random). */
  instance?: string;
}

export const JOB_CHECK_EVERY_MS = 60_000;

export function createClusterJobs(handle: DatabaseHandle, options: ClusterJobsOptions = {}) {
  const jobs: ClusterJob[] = [];
  const instance = options.instance ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = options.log ?? { info: () => undefined, error: () => undefined };
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Claims this period of the job; false when another instance ran it less than `everyMs` ago. */
  async function claim(job: ClusterJob): Promise<boolean> {
    const rows = await handle.db
      .insert(clusterJobs)
      .values({ name: job.name, lastStartedAt: sql`now()`, lastInstance: instance, runs: 1 })
      .onConflictDoUpdate({
        target: clusterJobs.name,
        set: { lastStartedAt: sql`now()`, lastInstance: instance, runs: sql`${clusterJobs.runs} + 1` },
        setWhere: sql`${clusterJobs.lastStartedAt} <= now() - ${`${job.everyMs} milliseconds`}::interval`,
      })
      .returning({ name: clusterJobs.name });
    return rows.length > 0;
  }

  async function runIfDue(job: ClusterJob): Promise<boolean> {
    const result = await handle.withLock(
      `job:${job.name}`,
      async () => {
        if (stopped || !(await claim(job))) return false;
        let error: string | null = null;
        try {
          const line = await job.run();
          if (line) log.info(`${job.name}: ${line}`);
        } catch (failure) {
          error = String((failure as Error)?.message ?? failure).slice(0, 500);
          log.error({ err: failure }, `${job.name}: run failed; tried again next period`);
        }
        await handle.db
          .update(clusterJobs)
          .set({ lastFinishedAt: sql`now()`, lastError: error })
          .where(eq(clusterJobs.name, job.name));
        return true;
      },
      { wait: false },
    );
    return result.acquired && result.value;
  }

  function check() {
    for (const job of jobs) {
      const pending = runIfDue(job).catch((error) =>
        log.error({ err: error }, `${job.name}: could not check whether it is due`),
      );
      running.add(pending);
      pending.finally(() => running.delete(pending));
    }
  }

  return {
    instance,
    schedule(job: ClusterJob): void {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is scheduled twice`);
      jobs.push(job);
    },
    /** Checks at once, then every `checkEveryMs`. */
    start(): void {
      if (timer || stopped) return;
      check();
      timer = setInterval(check, options.checkEveryMs ?? JOB_CHECK_EVERY_MS);
      timer.unref();
    },
    /** Waits for the runs in progress (the first check's, for a test that must not race the start-time runs). */
    async idle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
    /** Stops checking and waits for runs in progress (the database closes after the app). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
    /** Runs one job now if it is due here (tests, and the first check). Returns whether it ran. */
    runIfDue,
  };
}
export type ClusterJobs = ReturnType<typeof createClusterJobs>;
