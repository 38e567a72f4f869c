// SQL for menu_access_logs: the spec's list, the filtered page, the stats, CSV batches and the IP retention
// update (the visit ingest is in ../visits). Filters use the (restaurant_id, access_date) and (access_date) indexes.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AccessLogFilter, AccessLogStats } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { menuAccessLogs, menuVisitRefusals } from '../db/schema';

export type AccessLogRow = typeof menuAccessLogs.$inferSelect;

/** The zone the report's days are counted in (the product serves restaurants in Turkey). */
export const REPORT_TIME_ZONE = 'Europe/Istanbul';

export type ScopedFilter = Partial<AccessLogFilter> & { scope: 'all' | number[] };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

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

export function createAccessLogRepository(db: Database) {
  return {
    async list(scope: 'all' | number[], limit: number): Promise<AccessLogRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      return db.select().from(menuAccessLogs).where(where({ scope })).orderBy(...newestFirst).limit(limit);
    },

    async page(filter: ScopedFilter, page: number, pageSize: number): Promise<{ items: AccessLogRow[]; total: number }> {
      if (filter.scope !== 'all' && filter.scope.length === 0) return { items: [], total: 0 };
      const condition = where(filter);
      const [items, [count]] = await Promise.all([
        db.select().from(menuAccessLogs).where(condition).orderBy(...newestFirst).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(menuAccessLogs).where(condition),
      ]);
      return { items, total: Number(count?.total ?? 0) };
    },

    async stats(filter: ScopedFilter): Promise<AccessLogStats> {
      const empty: AccessLogStats = { total: 0, uniqueIps: 0, averageSession: 0, mobileShare: 0, devices: { mobile: 0, tablet: 0, desktop: 0, other: 0 }, perDay: [], refused: 0 };
      if (filter.scope !== 'all' && filter.scope.length === 0) return empty;
      const condition = where(filter);
      const t = menuAccessLogs;
      // Two passes that scale to millions of rows: (1) one hash aggregate by day and device gives the totals,
      // devices, visits per day and durations; (2) unique IPs through DISTINCT in a subquery, which PostgreSQL
      // hashes, where count(distinct ...) would sort every row. Days are grouped as dates, formatted here.
      const day = sql<string>`(${t.accessDate} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})::date`;
      const [groups, ips, refused] = await Promise.all([
        db
          .select({
            day: sql<string>`${day}::text`,
            device: t.deviceType,
            visits: sql<number>`count(*)::int`,
            ended: sql<number>`(count(*) filter (where ${t.sessionDuration} > 0))::int`,
            seconds: sql<number>`coalesce(sum(${t.sessionDuration}) filter (where ${t.sessionDuration} > 0), 0)::float8`,
          })
          .from(t)
          .where(condition)
          .groupBy(sql`1`, t.deviceType),
        db.execute(sql`select count(*)::int as n from (select distinct ${t.ipAddress} from ${t} where ${t.ipAddress} is not null${condition ? sql` and ${condition}` : sql``}) ips`),
        this.refused(filter),
      ]);
      if (groups.length === 0) return { ...empty, refused };
      const devices = { mobile: 0, tablet: 0, desktop: 0, other: 0 };
      const perDay = new Map<string, number>();
      let total = 0;
      let ended = 0;
      let seconds = 0;
      for (const g of groups) {
        const visits = Number(g.visits);
        total += visits;
        ended += Number(g.ended);
        seconds += Number(g.seconds);
        const device = (g.device in devices ? g.device : 'other') as keyof typeof devices;
        devices[device] += visits;
        perDay.set(g.day, (perDay.get(g.day) ?? 0) + visits);
      }
      const [uniqueRow] = rowsOf<{ n: number | string }>(ips);
      return {
        total,
        uniqueIps: Number(uniqueRow?.n ?? 0),
        averageSession: ended ? Math.round(seconds / ended) : 0,
        mobileShare: Math.round((devices.mobile / total) * 1000) / 10,
        devices,
        perDay: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
        refused,
      };
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
    async batch(filter: ScopedFilter, after: { accessDate: Date; id: number } | null, size: number): Promise<AccessLogRow[]> {
      if (filter.scope !== 'all' && filter.scope.length === 0) return [];
      const t = menuAccessLogs;
      const keyset = after ? or(lt(t.accessDate, after.accessDate), and(eq(t.accessDate, after.accessDate), lt(t.id, after.id))) : undefined;
      const base = where(filter);
      const condition = keyset ? (base ? and(base, keyset) : keyset) : base;
      return db.select().from(t).where(condition).orderBy(...newestFirst).limit(size);
    },

    /**
     * Diner privacy: IPs of visits before `cutoff` lose their host part (IPv4 last octet -> 0, IPv6 to its /64).
     * Already truncated values end in '.0' or '::' and are skipped, so the update is idempotent. Returns the
     * number of rows changed.
     */
    async truncateIpsBefore(cutoff: Date): Promise<number> {
      const result = await db.execute(sql`
        with changed as (
          update menu_access_logs
             set ip_address = case
               when ip_address ~ '^[0-9.]+$' or ip_address ~* '^::ffff:[0-9.]+$' then regexp_replace(ip_address, '\\.[0-9]+$', '.0')
               when ip_address ~* '^[0-9a-f:]+$' then host(network(set_masklen(ip_address::inet, 64)))
               else null
             end
           where access_date < ${cutoff.toISOString()}::timestamptz
             and ip_address is not null
             and ip_address !~ '(\\.0|::)$'
       returning 1
        )
        select count(*)::int as n from changed`);
      const [row] = rowsOf<{ n: number | string }>(result);
      return Number(row?.n ?? 0);
    },
  };
}
export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;
