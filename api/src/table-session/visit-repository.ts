// SQL of the visit ingest: one statement per batch of visits (group commit) and one per batch of visit ends.
// Arrays go in as parameters and are taken apart with unnest, so the statement text never changes with the
// batch size.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { DeviceType } from './device-type';
import type { QrTarget, ScanTarget } from './qr-lookup';

export interface VisitEntry {
  qrCodeId: number;
  ipAddress: string | null;
  deviceType: DeviceType;
  userAgent: string | null;
  /** The menu language the diner reads ('tr', 'en', ...); '' when the page did not say. */
  language: string;
}

/** A recorded visit, or null when the code or its restaurant is unknown or inactive by the time it is written. */
export type RecordedVisit = { logId: number; startedAtMs: number } | null;

export interface RefusalCount {
  restaurantId: number;
  hour: Date;
  refused: number;
}

export interface EndEntry {
  logId: number;
  startedAtMs: number;
  seconds: number;
  /** Menu sections (category ids) the diner opened; counted with the end, once per visit. */
  categoryIds?: number[];
}

export type EndOutcome = 'stored' | 'refused' | 'missing';

/** A diner's visit longer than this is cut to it (a tab left open overnight is not a 9-hour dinner). */
export const MAX_SESSION_SECONDS = 4 * 60 * 60;
/** Sections counted per visit at most (a menu has a few dozen categories). */
export const MAX_SECTIONS = 100;
/** The end of a visit is accepted only this long after it started. */
export const SESSION_END_WINDOW_HOURS = 12;

/**
 * The visit row a diner's token names: its id, and its start from the token, so the row's partition is found
 * directly. The bounds are timestamps the planner can read (not `to_timestamp()`, which it may only evaluate at
 * run time), so it prunes the monthly partitions while planning instead of planning every one of them.
 */
export function visitRow(logId: number, startedAtMs: number): SQL {
  const from = new Date(startedAtMs - 1000).toISOString();
  const to = new Date(startedAtMs + 1000).toISOString();
  return sql`id = ${logId} and access_date between ${from}::timestamptz and ${to}::timestamptz`;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const param = (value: unknown[]) => sql.param(value);

/** A code's target with what calls and orders from its table need (one query, cached by the QR lookup). */
async function qrTarget(db: Database, qrCodeId: number): Promise<QrTarget | undefined> {
  const [row] = rowsOf<{
    restaurant_id: number;
    active: boolean;
    table_number: string;
    accepts_calls: boolean;
    accepts_orders: boolean;
  }>(
    await db.execute(
      sql`select q.restaurant_id, (q.is_active and r.is_active) as active, q.table_number, r.accepts_calls, r.accepts_orders
            from menu_qr_codes q join restaurants r on r.id = q.restaurant_id where q.id = ${qrCodeId}`,
    ),
  );
  return row
    ? {
        qrCodeId,
        restaurantId: Number(row.restaurant_id),
        active: row.active === true,
        tableNumber: row.table_number,
        acceptsCalls: row.accepts_calls === true,
        acceptsOrders: row.accepts_orders === true,
      }
    : undefined;
}

export function createVisitRepository(db: Database) {
  return {
    qrTarget: (qrCodeId: number) => qrTarget(db, qrCodeId),

    async scanTarget(restaurantId: number, tableNumber: string): Promise<ScanTarget | undefined> {
      const [row] = rowsOf<{ id: number; active: boolean; restaurant_active: boolean; qr_code_url: string | null }>(
        await db.execute(
          sql`select q.id, (q.is_active and r.is_active) as active, r.is_active as restaurant_active, q.qr_code_url from menu_qr_codes q join restaurants r on r.id = q.restaurant_id where q.restaurant_id = ${restaurantId} and q.table_number = ${tableNumber}`,
        ),
      );
      return row
        ? {
            qrCodeId: Number(row.id),
            restaurantId,
            active: row.active === true,
            restaurantActive: row.restaurant_active === true,
            customUrl: row.qr_code_url || null,
          }
        : undefined;
    },

    async restaurantTarget(restaurantId: number): Promise<ScanTarget | undefined> {
      const [row] = rowsOf<{ is_active: boolean }>(
        await db.execute(sql`select is_active from restaurants where id = ${restaurantId}`),
      );
      return row
        ? { qrCodeId: null, restaurantId, active: row.is_active === true, restaurantActive: row.is_active === true }
        : undefined;
    },

    /**
     * Writes a batch in ONE statement: only visits of active codes of active restaurants are logged, each code's
     * counters grow by its visits, and the refusals of the per-address cap are added up per restaurant and hour.
     * The log's triggers roll the visits up (hours, days, visitor sketches) within the same statement.
     * The codes are locked in id order first, so two instances writing batches at once cannot deadlock on them.
     * The start is stored to the millisecond, so the visit token can name it exactly.
     */
    async writeVisits(entries: VisitEntry[], refusals: RefusalCount[]): Promise<RecordedVisit[]> {
      const result = await db.execute(sql`
        with input as (
          select * from unnest(${param(entries.map((e) => e.qrCodeId))}::int[], ${param(entries.map((e) => e.ipAddress))}::text[],
                               ${param(entries.map((e) => e.deviceType))}::text[], ${param(entries.map((e) => e.userAgent))}::text[],
                               ${param(entries.map((e) => e.language))}::text[])
                   with ordinality as i(qr_code_id, ip_address, device_type, user_agent, language, ord)
        ),
        locked as materialized (
          select q.id, q.restaurant_id
            from menu_qr_codes q
            join restaurants r on r.id = q.restaurant_id and r.is_active
           where q.id in (select qr_code_id from input) and q.is_active
           order by q.id
             for update of q
        ),
        valid as materialized (
          select nextval('menu_access_logs_id_seq') as id, i.ord, i.qr_code_id, l.restaurant_id, i.ip_address, i.device_type, i.user_agent, i.language
            from input i join locked l on l.id = i.qr_code_id
        ),
        counted as (
          update menu_qr_codes q
             set access_count = q.access_count + c.n, last_accessed_date = now()
            from (select qr_code_id, count(*)::int as n from valid group by qr_code_id) c
           where q.id = c.qr_code_id
        ),
        logged as (
          insert into menu_access_logs (id, access_date, restaurant_id, qr_code_id, ip_address, device_type, user_agent, language)
          select id, date_trunc('milliseconds', now()), restaurant_id, qr_code_id, ip_address, device_type, user_agent, language from valid
        ),
        refused as (
          insert into menu_visit_refusals (restaurant_id, hour, refused)
          select u.restaurant_id, u.hour, u.refused
            from unnest(${param(refusals.map((r) => r.restaurantId))}::int[], ${param(refusals.map((r) => r.hour.toISOString()))}::timestamptz[],
                        ${param(refusals.map((r) => r.refused))}::int[]) as u(restaurant_id, hour, refused)
            join restaurants r on r.id = u.restaurant_id
          on conflict (restaurant_id, hour) do update set refused = menu_visit_refusals.refused + excluded.refused
        )
        select ord::int as ord, id::float8 as id, (extract(epoch from date_trunc('milliseconds', now())) * 1000)::float8 as at from valid`);
      const out: RecordedVisit[] = entries.map(() => null);
      for (const row of rowsOf<{ ord: number | string; id: number | string; at: number | string }>(result)) {
        out[Number(row.ord) - 1] = { logId: Number(row.id), startedAtMs: Number(row.at) };
      }
      return out;
    },

    /**
     * Stores the durations of a batch of visit ends, each once, for a visit that started within the window, and
     * counts the menu sections each diner opened. The start named by the token finds the row (and its monthly
     * partition) directly. The log's update trigger moves the visit into the rollups' ended sessions.
     */
    async endVisits(entries: EndEntry[]): Promise<EndOutcome[]> {
      // Each visit's sections once, only ids of its own restaurant's categories (checked in the statement).
      const sections = entries.flatMap((e) =>
        [...new Set(e.categoryIds ?? [])].slice(0, MAX_SECTIONS).map((categoryId) => ({ logId: e.logId, categoryId })),
      );
      const result = await db.execute(sql`
        with input as (
          select * from unnest(${param(entries.map((e) => e.logId))}::bigint[], ${param(entries.map((e) => new Date(e.startedAtMs).toISOString()))}::timestamptz[],
                               ${param(entries.map((e) => Math.min(MAX_SESSION_SECONDS, Math.max(1, Math.round(e.seconds)))))}::int[])
                   with ordinality as i(id, started, seconds, ord)
        ),
        ended as (
          update menu_access_logs l
             set session_duration = i.seconds
            from input i
           where l.id = i.id and l.access_date >= i.started and l.access_date < i.started + interval '1 millisecond'
             and l.session_duration = 0
             and l.access_date > now() - make_interval(hours => ${SESSION_END_WINDOW_HOURS})
       returning l.id, l.restaurant_id, l.access_date
        ),
        opened as (
          insert into menu_visit_sections as v (restaurant_id, day, category_id, opens)
          select e.restaurant_id, (e.access_date at time zone 'Europe/Istanbul')::date, c.id, count(*)::int
            from unnest(${param(sections.map((x) => x.logId))}::bigint[], ${param(sections.map((x) => x.categoryId))}::int[]) as s(log_id, category_id)
            join ended e on e.id = s.log_id
            join categories c on c.id = s.category_id and c.restaurant_id = e.restaurant_id
           group by 1, 2, 3
          on conflict (restaurant_id, day, category_id) do update set opens = v.opens + excluded.opens
        )
        select i.ord::int as ord,
               case when exists (select 1 from ended e where e.id = i.id) then 'stored'
                    when exists (select 1 from menu_access_logs l where l.id = i.id and l.access_date >= i.started and l.access_date < i.started + interval '1 millisecond') then 'refused'
                    else 'missing' end as outcome
          from input i`);
      const out: EndOutcome[] = entries.map(() => 'missing');
      for (const row of rowsOf<{ ord: number | string; outcome: EndOutcome }>(result))
        out[Number(row.ord) - 1] = row.outcome;
      return out;
    },
  };
}
export type VisitRepository = ReturnType<typeof createVisitRepository>;
