import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { pgliteUpkeepJob, UPKEEP_STATISTICS_TARGET, upkeepOf } from '../../src/db/upkeep';
import { testBackend } from '../helpers/database';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe("the embedded database's upkeep (autovacuum's rule)", () => {
  it('vacuums past 50 rows + 20 % dead, analyzes past 50 rows + 10 % changed, else leaves the table', () => {
    expect(upkeepOf({ n_live_tup: 1000, n_dead_tup: 251, n_mod_since_analyze: 0 })).toBe('vacuum (analyze)');
    expect(upkeepOf({ n_live_tup: 1000, n_dead_tup: 250, n_mod_since_analyze: 151 })).toBe('analyze');
    expect(upkeepOf({ n_live_tup: 1000, n_dead_tup: 250, n_mod_since_analyze: 150 })).toBeNull();
    expect(upkeepOf({ n_live_tup: '0', n_dead_tup: '0', n_mod_since_analyze: '51' })).toBe('analyze');
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is scheduled on PGlite only (PostgreSQL runs autovacuum)', async () => {
      const ran = rowsOf(await t.db.execute(sql`select 1 from cluster_jobs where name = 'pglite-upkeep'`));
      expect(ran).toHaveLength(testBackend() === 'postgres' ? 0 : 1);
    });

    const changedRows = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select n_mod_since_analyze as n from pg_stat_user_tables where relname = 'upkeep_probe' and n_mod_since_analyze > 0`,
        ),
      ).length > 0;

    (testBackend() === 'postgres' ? it.skip : it)(
      'analyzes a table that grew, and then the planner knows its size',
      async () => {
        await t.db.execute(sql`create table upkeep_probe (id int primary key, visit int)`);
        await t.db.execute(sql`insert into upkeep_probe select g, g % 50 from generate_series(1, 2000) g`);
        // The counts reach the statistics views when the session next reports them (at most once a second).
        for (let i = 0; i < 50 && !(await changedRows()); i++) await new Promise((r) => setTimeout(r, 100));
        const line = await pgliteUpkeepJob(t.db).run();
        expect(line).toContain('upkeep_probe (analyze)');
        const [stats] = rowsOf<{ analyzed: boolean; tuples: number }>(
          await t.db.execute(sql`
            select s.last_analyze is not null as analyzed, c.reltuples as tuples
              from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'upkeep_probe'`),
        );
        expect(stats).toEqual({ analyzed: true, tuples: 2000 });
        // With the smaller sample's target: 50 equally common values are not all kept as common ones.
        const [column] = rowsOf<{ common: number | null; bounds: number | null }>(
          await t.db.execute(sql`
            select cardinality(most_common_freqs) as common,
                   array_length(histogram_bounds::text::int[], 1) as bounds
              from pg_stats where tablename = 'upkeep_probe' and attname = 'visit'`),
        );
        expect(column.common ?? 0).toBeLessThanOrEqual(UPKEEP_STATISTICS_TARGET);
        expect(column.bounds ?? 0).toBeLessThanOrEqual(UPKEEP_STATISTICS_TARGET + 1);
        // Nothing left to do until the table changes again.
        expect((await pgliteUpkeepJob(t.db).run()) ?? '').not.toContain('upkeep_probe');
        await t.db.execute(sql`drop table upkeep_probe`);
      },
    );
  });
});
