// SQL for menu_access_logs: the spec's list, the filtered page, the stats, CSV batches and the IP retention
// update (the visit ingest is in ../visits). Filters use the (restaurant_id, access_date) and (access_date) indexes.
import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AccessLogFilter, AccessLogStats } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { menuAccessLogs, menuVisitRefusals } from '../db/schema';
import { createReportRepository, dayStart, type ReportFilter, type ReportOptions } from './report';

export type AccessLogRow = typeof menuAccessLogs.$inferSelect;

/** A visit as the privacy pass reads and writes it (`at`: access_date as exact text, the partition key). */
export interface PrivacyRow {
  id: number;
  at: string;
  ip: string | null;
  userAgent: string | null;
}

export { REPORT_TIME_ZONE } from './report';

export type ScopedFilter = Partial<AccessLogFilter> & { scope: 'all' | number[] };

function where(filter: ScopedFilter): SQL | undefined {
  const t = menuAccessLogs;
  const conditions = [
    filter.scope === 'all' ? undefined : inArray(t.restaurantId, filter.scope),
    filter.restaurantId ? eq(t.restaurantId, filter.restaurantId) : undefined,
    filter.from ? gte(t.accessDate, filter.from) : undefined,
    filter.to ? lt(t.accessDate, filter.to) : undefined,
    filter.deviceType ? eq(t.deviceType, filter.deviceType) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

const newestFirst = [desc(menuAccessLogs.accessDate), desc(menuAccessLogs.id)];

/** The report's view of a scoped filter: a restaurant filter narrows the scope to that one restaurant. */
function reportFilter(filter: ScopedFilter): ReportFilter {
  return {
    restaurants: filter.restaurantId ? [filter.restaurantId] : filter.scope,
    from: filter.from,
    to: filter.to,
    deviceType: filter.deviceType,
  };
}

/**
 * The log's upkeep: its monthly partitions, retention (visits and their rollups before a day) and the diner
 * privacy pass that reduces stored addresses and user agents.
 */
function createLogUpkeep(db: Database) {
  return {
    /** Makes the monthly partitions (months in Turkey) from `first` to `last` that do not exist yet. */
    async ensurePartitions(first: Date, last: Date): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(
          sql`select menu_access_logs_ensure_partitions(${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz) as n`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Retention: every visit before the start of `day` (in Turkey) goes, with its share of the rollups, in one
     * transaction. Months wholly before it are dropped as partitions (no row-by-row delete); the rest is deleted
     * through the log, whose trigger takes it out of the rollups; then the rollup rows of the dropped months go.
     * Returns the partitions dropped and the rows deleted one by one.
     */
    async deleteVisitsBefore(day: string): Promise<{ partitions: number; rows: number }> {
      const cutoff = dayStart(day).toISOString();
      return db.transaction(async (tx) => {
        const droppable = rowsOf<{ name: string }>(
          await tx.execute(sql`
            select name from (
              select c.relname as name, substring(pg_get_expr(c.relpartbound, c.oid) from 'TO \\(''([^'']+)''\\)') as upper
                from pg_inherits i join pg_class c on c.oid = i.inhrelid
               where i.inhparent = 'menu_access_logs'::regclass) p
             where upper is not null and upper::timestamptz <= ${cutoff}::timestamptz`),
        ).map((p) => p.name);
        const deleted = rowsOf<{ n: number | string }>(
          await tx.execute(sql`
            with gone as (
              delete from menu_access_logs
               where access_date < ${cutoff}::timestamptz
                 and tableoid::regclass::text <> all(${sql.param(droppable)}::text[])
           returning 1)
            select count(*)::int as n from gone`),
        );
        for (const name of droppable) await tx.execute(sql.raw(`drop table "${name.replace(/"/g, '')}"`));
        await tx.execute(sql`delete from menu_visit_hours where hour < ${cutoff}::timestamptz`);
        await tx.execute(sql`delete from menu_visit_days where day < ${day}::date`);
        await tx.execute(sql`delete from menu_visitor_sketches where day < ${day}::date`);
        await tx.execute(sql`delete from menu_visit_sections where day < ${day}::date`);
        await tx.execute(sql`delete from menu_visit_refusals where hour < ${cutoff}::timestamptz`);
        return { partitions: droppable.length, rows: Number(deleted[0]?.n ?? 0) };
      });
    },

    /**
     * Diner privacy, one batch: up to `limit` visits before `cutoff` not reduced yet, oldest first (the partial
     * index menu_access_logs_unreduced_idx), with `access_date` as exact text for the update's partition key.
     */
    async visitsForPrivacy(cutoff: Date, limit: number): Promise<PrivacyRow[]> {
      const result = await db.execute(sql`
        select id::text as id, access_date::text as at, ip_address as ip, user_agent as ua
          from menu_access_logs
         where not reduced and access_date < ${cutoff.toISOString()}::timestamptz
         order by access_date
         limit ${limit}`);
      return rowsOf<{ id: string; at: string; ip: string | null; ua: string | null }>(result).map((r) => ({
        id: Number(r.id),
        at: r.at,
        ip: r.ip,
        userAgent: r.ua,
      }));
    },

    /** Writes a batch's reduced values and marks its visits reduced, in one statement. */
    async applyPrivacy(rows: PrivacyRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update menu_access_logs l
           set ip_address = v.ip, user_agent = v.ua, reduced = true
          from (select unnest(${sql.param(rows.map((r) => r.id))}::bigint[]) as id,
                       unnest(${sql.param(rows.map((r) => r.at))}::timestamptz[]) as at,
                       unnest(${sql.param(rows.map((r) => r.ip))}::text[]) as ip,
                       unnest(${sql.param(rows.map((r) => r.userAgent))}::text[]) as ua) v
         where l.id = v.id and l.access_date = v.at`);
    },
  };
}

export function createAccessLogRepository(db: Database, options: ReportOptions = {}) {
  const report = createReportRepository(db, options);
  return {
    report,
    async list(scope: 'all' | number[], limit: number): Promise<AccessLogRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      return db
        .select()
        .from(menuAccessLogs)
        .where(where({ scope }))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async listWithTotal(
      scope: 'all' | number[],
      limit: number,
      offset: number,
    ): Promise<{ items: AccessLogRow[]; total: number }> {
      if (scope !== 'all' && scope.length === 0) return { items: [], total: 0 };
      // The total from the rollups, as the page's: no count(*) over every visit.
      const [items, total] = await Promise.all([
        db
          .select()
          .from(menuAccessLogs)
          .where(where({ scope }))
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        report.count(reportFilter({ scope })),
      ]);
      return { items, total };
    },

    async page(
      filter: ScopedFilter,
      page: number,
      pageSize: number,
    ): Promise<{ items: AccessLogRow[]; total: number }> {
      if (filter.scope !== 'all' && filter.scope.length === 0) return { items: [], total: 0 };
      const condition = where(filter);
      // The total from the rollups: a count(*) over a million visits would hold PGlite's thread for a third of a second.
      const [items, total] = await Promise.all([
        db
          .select()
          .from(menuAccessLogs)
          .where(condition)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        report.count(reportFilter(filter)),
      ]);
      return { items, total };
    },

    async stats(filter: ScopedFilter): Promise<AccessLogStats> {
      if (filter.scope !== 'all' && filter.scope.length === 0)
        return { ...(await report.stats({ restaurants: [], from: filter.from, to: filter.to })), refused: 0 };
      const [stats, refused] = await Promise.all([report.stats(reportFilter(filter)), this.refused(filter)]);
      return { ...stats, refused };
    },

    /** Visits the per-address cap refused in the range (whole hours: an hour counts when it starts inside). */
    async refused(filter: ScopedFilter): Promise<number> {
      if (filter.scope !== 'all' && filter.scope.length === 0) return 0;
      const r = menuVisitRefusals;
      const conditions = [
        filter.scope === 'all' ? undefined : inArray(r.restaurantId, filter.scope),
        filter.restaurantId ? eq(r.restaurantId, filter.restaurantId) : undefined,
        filter.from ? gte(r.hour, new Date(Math.floor(filter.from.getTime() / 3_600_000) * 3_600_000)) : undefined,
        filter.to ? lt(r.hour, filter.to) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${r.refused}), 0)::int` })
        .from(r)
        .where(conditions.length ? and(...conditions) : undefined);
      return Number(row?.n ?? 0);
    },

    /** Rows after `after` (newest first), for streaming a CSV in batches without OFFSET. */
    async batch(
      filter: ScopedFilter,
      after: { accessDate: Date; id: number } | null,
      size: number,
    ): Promise<AccessLogRow[]> {
      if (filter.scope !== 'all' && filter.scope.length === 0) return [];
      const t = menuAccessLogs;
      // The bare `access_date <= last` lets the date indexes start the scan at the last row sent: with the OR alone
      // every batch scanned all the newer rows again (a million-row export took minutes and blocked PGlite's thread).
      const keyset = after
        ? and(
            lte(t.accessDate, after.accessDate),
            or(lt(t.accessDate, after.accessDate), and(eq(t.accessDate, after.accessDate), lt(t.id, after.id))),
          )
        : undefined;
      const base = where(filter);
      const condition = keyset ? (base ? and(base, keyset) : keyset) : base;
      return db
        .select()
        .from(t)
        .where(condition)
        .orderBy(...newestFirst)
        .limit(size);
    },

    ...createLogUpkeep(db),
  };
}
export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;
