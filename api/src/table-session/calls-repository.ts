// SQL of table service calls. Every statement names the restaurant first (the table's keys lead with it).
import { sql } from 'drizzle-orm';
import {
  CALL_CAP_WINDOW_MINUTES,
  DEFAULT_TIME_ZONE,
  NO_SERVICE_SUMMARY,
  type CallKind,
  type CallStatus,
} from '@menu/shared/contract';
import type { Database } from '../db/client';
import type { TableCallRow } from '../db/schema';
import { date, dateOrNull, deleteOlderThan, numOrNull, rowsOf } from './sql-rows';
import { visitRow } from './visit-repository';

interface RawCall {
  restaurant_id: number;
  id: number | string;
  qr_code_id: number | null;
  table_number: string;
  kind: CallKind;
  status: CallStatus;
  visit_id: number | string;
  created_at: Date | string;
  acknowledged_at: Date | string | null;
  acknowledged_by: number | null;
  done_at: Date | string | null;
  done_by: number | null;
  cancelled_at: Date | string | null;
  event_id: number | string;
  changed_at: Date | string;
}

function toRow(r: RawCall): TableCallRow {
  return {
    restaurantId: Number(r.restaurant_id),
    id: Number(r.id),
    qrCodeId: numOrNull(r.qr_code_id),
    tableNumber: r.table_number,
    kind: r.kind,
    status: r.status,
    visitId: Number(r.visit_id),
    createdAt: date(r.created_at),
    acknowledgedAt: dateOrNull(r.acknowledged_at),
    acknowledgedBy: numOrNull(r.acknowledged_by),
    doneAt: dateOrNull(r.done_at),
    doneBy: numOrNull(r.done_by),
    cancelledAt: dateOrNull(r.cancelled_at),
    eventId: Number(r.event_id),
    changedAt: date(r.changed_at),
  };
}

export interface VisitOfCall {
  restaurantId: number;
  qrCodeId: number | null;
}

export type CreateOutcome =
  { kind: 'created'; call: TableCallRow } | { kind: 'existing'; call: TableCallRow } | { kind: 'capped' };

export interface NewCall {
  restaurantId: number;
  qrCodeId: number;
  tableNumber: string;
  kind: CallKind;
  visitId: number;
  cap: number;
}

/** Serialised per table: a live call of the kind is answered as it is; past the visit's cap nothing is written. */
async function insertCall(db: Database, input: NewCall): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${input.restaurantId}::int, ${input.qrCodeId}::int)`);
    const [existing] = rowsOf<RawCall>(
      await tx.execute(sql`
        select * from table_calls
         where restaurant_id = ${input.restaurantId} and qr_code_id = ${input.qrCodeId} and kind = ${input.kind} and status in ('open', 'acknowledged')`),
    );
    if (existing) return { kind: 'existing', call: toRow(existing) };
    const [count] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        select count(*) as n from table_calls
         where restaurant_id = ${input.restaurantId} and visit_id = ${input.visitId}
           and created_at > now() - make_interval(mins => ${CALL_CAP_WINDOW_MINUTES})`),
    );
    if (Number(count?.n ?? 0) >= input.cap) return { kind: 'capped' };
    const [row] = rowsOf<RawCall>(
      await tx.execute(sql`
        insert into table_calls (restaurant_id, qr_code_id, table_number, kind, visit_id)
        values (${input.restaurantId}, ${input.qrCodeId}, ${input.tableNumber}, ${input.kind}, ${input.visitId})
        returning *`),
    );
    return { kind: 'created', call: toRow(row) };
  });
}

/** Today's calls of the scope (the day in Turkey's time) by kind, and the time to acknowledge. */
async function summary(db: Database, scope: 'all' | number[]) {
  if (scope !== 'all' && !scope.length) return NO_SERVICE_SUMMARY;
  const restaurants = scope === 'all' ? sql`true` : sql`restaurant_id = any(${sql.param(scope)}::int[])`;
  const [row] = rowsOf<Record<string, number | string | null>>(
    await db.execute(sql`
      select count(*) as total,
             count(*) filter (where kind = 'waiter') as waiter,
             count(*) filter (where kind = 'bill') as bill,
             count(*) filter (where kind = 'printed-menu') as printed_menu,
             count(acknowledged_at) as acknowledged,
             percentile_cont(0.5) within group (order by extract(epoch from acknowledged_at - created_at)) filter (where acknowledged_at is not null) as median,
             percentile_cont(0.9) within group (order by extract(epoch from acknowledged_at - created_at)) filter (where acknowledged_at is not null) as p90
        from table_calls
       where ${restaurants}
         and created_at >= (date_trunc('day', now() at time zone ${DEFAULT_TIME_ZONE}) at time zone ${DEFAULT_TIME_ZONE})`),
  );
  const seconds = (v: unknown) => (v == null ? null : Math.round(Number(v)));
  return {
    total: Number(row?.total ?? 0),
    waiter: Number(row?.waiter ?? 0),
    bill: Number(row?.bill ?? 0),
    printedMenu: Number(row?.printed_menu ?? 0),
    acknowledged: Number(row?.acknowledged ?? 0),
    medianAckSeconds: seconds(row?.median),
    p90AckSeconds: seconds(row?.p90),
  };
}

export function createCallRepository(db: Database) {
  return {
    /** The visit a diner's token names (its start is known from the token: the row's partition is found directly). */
    async visit(logId: number, startedAtMs: number): Promise<VisitOfCall | undefined> {
      const [row] = rowsOf<{ restaurant_id: number; qr_code_id: number | null }>(
        await db.execute(sql`
          select restaurant_id, qr_code_id from menu_access_logs where ${visitRow(logId, startedAtMs)}`),
      );
      return row ? { restaurantId: Number(row.restaurant_id), qrCodeId: numOrNull(row.qr_code_id) } : undefined;
    },

    /**
     * One transaction, serialised per table by an advisory lock: a live call of the same kind is answered as
     * it is; past the visit's cap nothing is written; else the call is inserted.
     */
    create: (input: NewCall) => insertCall(db, input),

    async byId(restaurantId: number | null, callId: number): Promise<TableCallRow | undefined> {
      // A SuperAdmin names no restaurant: the one lookup by id alone (rare; staff of a restaurant pass theirs).
      const [row] = rowsOf<RawCall>(
        await db.execute(
          restaurantId == null
            ? sql`select * from table_calls where id = ${callId}`
            : sql`select * from table_calls where restaurant_id = ${restaurantId} and id = ${callId}`,
        ),
      );
      return row ? toRow(row) : undefined;
    },

    /** Moves a call on; undefined when it is no longer in a status it may move from. */
    async transition(
      restaurantId: number,
      callId: number,
      to: 'acknowledged' | 'done' | 'cancelled',
      userId: number | null,
    ): Promise<TableCallRow | undefined> {
      const from = to === 'acknowledged' ? sql`('open')` : sql`('open', 'acknowledged')`;
      const set =
        to === 'acknowledged'
          ? sql`acknowledged_at = now(), acknowledged_by = ${userId}`
          : to === 'done'
            ? sql`done_at = now(), done_by = ${userId}, acknowledged_at = coalesce(acknowledged_at, now()), acknowledged_by = coalesce(acknowledged_by, ${userId})`
            : sql`cancelled_at = now()`;
      const [row] = rowsOf<RawCall>(
        await db.execute(sql`
          update table_calls set status = ${to}, ${set}, event_id = nextval('service_event_seq'), changed_at = now()
           where restaurant_id = ${restaurantId} and id = ${callId} and status in ${from}
          returning *`),
      );
      return row ? toRow(row) : undefined;
    },

    async list(scope: 'all' | number[], statuses: CallStatus[], limit = 500): Promise<TableCallRow[]> {
      if (scope !== 'all' && !scope.length) return [];
      const restaurants = scope === 'all' ? sql`true` : sql`restaurant_id = any(${sql.param(scope)}::int[])`;
      return rowsOf<RawCall>(
        await db.execute(sql`
          select * from table_calls
           where ${restaurants} and status = any(${sql.param(statuses)}::text[])
             and created_at > now() - interval '1 day'
           order by created_at desc limit ${limit}`),
      ).map(toRow);
    },

    /** The table's calls a diner's page shows: live ones, and those finished in the last minute (so the page sees them end). */
    async ofTable(restaurantId: number, qrCodeId: number): Promise<TableCallRow[]> {
      return rowsOf<RawCall>(
        await db.execute(sql`
          select * from table_calls
           where restaurant_id = ${restaurantId} and qr_code_id = ${qrCodeId}
             and (status in ('open', 'acknowledged') or changed_at > now() - interval '1 minute')
             and created_at > now() - interval '1 day'
           order by created_at`),
      ).map(toRow);
    },

    /** Changes of one restaurant after `afterEventId`, or made in the last `recentMs` (a change whose number was
     * taken before a later one's but committed after it), at most `maxAgeMinutes` old. */
    async changes(
      restaurantId: number,
      afterEventId: number,
      options: { recentMs?: number; maxAgeMinutes: number },
    ): Promise<TableCallRow[]> {
      const recent = options.recentMs
        ? sql` or changed_at > now() - make_interval(secs => ${options.recentMs / 1000})`
        : sql``;
      return rowsOf<RawCall>(
        await db.execute(sql`
          select * from table_calls
           where restaurant_id = ${restaurantId}
             and (event_id > ${afterEventId}${recent})
             and changed_at > now() - make_interval(mins => ${options.maxAgeMinutes})
           order by event_id`),
      ).map(toRow);
    },

    async lastEventId(restaurantId: number): Promise<number> {
      const [row] = rowsOf<{ last: number | string | null }>(
        await db.execute(sql`select max(event_id) as last from table_calls where restaurant_id = ${restaurantId}`),
      );
      return Number(row?.last ?? 0);
    },

    /** Today's calls (the day in Turkey's time) by kind, and the time to acknowledge. */
    summary: (scope: 'all' | number[]) => summary(db, scope),

    /** The retention pass: calls older than `days` go, a batch at a time. */
    deleteOlderThan: (days: number) => deleteOlderThan(db, 'table_calls', days),
  };
}
export type CallRepository = ReturnType<typeof createCallRepository>;
