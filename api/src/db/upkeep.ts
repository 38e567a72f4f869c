// PGlite runs no autovacuum (one process, no background workers), so without this job the planner never learns
// how large a table has grown and updated rows are never reclaimed. Seen under orders: a visit's orders were
// counted by walking every order of the restaurant, and each order line's key check scanned the orders, both
// plans made while the tables were empty and never made again. Once a minute this job does what autovacuum does,
// with its default thresholds, for the tables that crossed them: VACUUM (ANALYZE) past 50 rows + 20 % dead,
// ANALYZE past 50 rows + 10 % changed since the last one. PostgreSQL has autovacuum; the job is not scheduled there.
import { sql } from 'drizzle-orm';
import type { ClusterJob } from '../jobs/cluster-jobs';
import type { Database } from './client';
import { rowsOf } from './rows';

const MINUTE_MS = 60_000;
/** autovacuum's defaults: a fixed threshold plus a share of the table's live rows. */
const VACUUM = { threshold: 50, scale: 0.2 };
const ANALYZE = { threshold: 50, scale: 0.1 };
/**
 * ANALYZE samples 300 rows per unit of this target. PGlite runs on the server's own thread, so every answer waits
 * while it runs: at PostgreSQL's default (100: 30,000 rows) it stalled the server 130–170 ms on a visit log of a
 * few hundred thousand rows. At 10 (3,000 rows) the planner still learns the sizes and the common values this
 * schema's plans turn on (restaurant, table, status).
 */
export const UPKEEP_STATISTICS_TARGET = 10;

interface TableStats {
  schemaname: string;
  relname: string;
  n_live_tup: number | string;
  n_dead_tup: number | string;
  n_mod_since_analyze: number | string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What autovacuum would do to this table now: vacuum and analyze, analyze, or nothing. */
export function upkeepOf(stats: Pick<TableStats, 'n_live_tup' | 'n_dead_tup' | 'n_mod_since_analyze'>) {
  const live = Number(stats.n_live_tup);
  if (Number(stats.n_dead_tup) > VACUUM.threshold + VACUUM.scale * live) return 'vacuum (analyze)';
  if (Number(stats.n_mod_since_analyze) > ANALYZE.threshold + ANALYZE.scale * live) return 'analyze';
  return null;
}

export function pgliteUpkeepJob(db: Database): ClusterJob {
  return {
    name: 'pglite-upkeep',
    everyMs: MINUTE_MS,
    async run() {
      const tables = rowsOf<TableStats>(
        await db.execute(
          sql`select schemaname, relname, n_live_tup, n_dead_tup, n_mod_since_analyze from pg_stat_user_tables`,
        ),
      );
      const done: string[] = [];
      for (const table of tables) {
        const action = upkeepOf(table);
        if (!action) continue;
        const name = `${ident(table.schemaname)}.${ident(table.relname)}`;
        // VACUUM cannot run in a transaction; the ANALYZE after it runs in one, for its smaller sample.
        if (action === 'vacuum (analyze)') await db.execute(sql.raw(`vacuum ${name}`));
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local default_statistics_target = ${UPKEEP_STATISTICS_TARGET}`));
          await tx.execute(sql.raw(`analyze ${name}`));
        });
        done.push(`${table.relname} (${action})`);
      }
      return done.length ? `PGlite upkeep: ${done.join(', ')}` : undefined;
    },
  };
}
