// SQL of orders from the table. Every statement names the restaurant first (the tables' keys lead with it).
// An order is written by one statement: the visit's row, its idempotency key and its cap are checked, the day's
// number taken and the order and its lines inserted together. On PostgreSQL that statement runs after an
// advisory lock per visit in one transaction, so the key and the cap hold across API instances; PGlite is one
// connection in one process, where a statement runs alone and needs no lock.
import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_CAP_WINDOW_MINUTES,
  DEFAULT_TIME_ZONE,
  type OrderLineAddon,
  type OrderStatus,
} from '@menu/shared/contract';
import type { Database } from '../db/client';
import type { TableOrderRow } from '../db/schema';
import { date, dateOrNull, deleteOlderThan, numOrNull, rowsOf } from './sql-rows';
import { visitRow } from './visit-repository';

export interface OrderLineRecord {
  lineNo: number;
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string | null;
  addons: OrderLineAddon[];
  quantity: number;
  /** Kuruş. */
  unitKurus: number;
  lineKurus: number;
  note: string | null;
}

/** An order with its lines; money in kuruş. */
export interface OrderRecord extends Omit<TableOrderRow, 'total'> {
  totalKurus: number;
  lines: OrderLineRecord[];
}

interface RawLine {
  line_no: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  addons: OrderLineAddon[] | string;
  quantity: number;
  unit_price: number | string;
  line_total: number | string;
  note: string | null;
}

type RawOrder = Record<string, unknown> & { lines: RawLine[] | string | null };

const toKurus = (v: unknown) => Math.round(Number(v) * 100);

function toRecord(r: RawOrder): OrderRecord {
  const lines = (typeof r.lines === 'string' ? JSON.parse(r.lines) : (r.lines ?? [])) as RawLine[];
  return {
    restaurantId: Number(r.restaurant_id),
    id: Number(r.id),
    number: Number(r.number),
    qrCodeId: numOrNull(r.qr_code_id),
    tableNumber: String(r.table_number),
    visitId: Number(r.visit_id),
    idempotencyKey: String(r.idempotency_key),
    status: r.status as OrderStatus,
    note: (r.note as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    totalKurus: toKurus(r.total),
    createdAt: date(r.created_at),
    acceptedAt: dateOrNull(r.accepted_at),
    acceptedBy: numOrNull(r.accepted_by),
    rejectedAt: dateOrNull(r.rejected_at),
    servedAt: dateOrNull(r.served_at),
    closedAt: dateOrNull(r.closed_at),
    changedBy: numOrNull(r.changed_by),
    eventId: Number(r.event_id),
    changedAt: date(r.changed_at),
    lines: lines.map((l) => ({
      lineNo: Number(l.line_no),
      productId: Number(l.product_id),
      variantId: numOrNull(l.variant_id),
      name: l.name,
      variantName: l.variant_name ?? null,
      addons: (typeof l.addons === 'string' ? JSON.parse(l.addons) : l.addons) as OrderLineAddon[],
      quantity: Number(l.quantity),
      unitKurus: toKurus(l.unit_price),
      lineKurus: toKurus(l.line_total),
      note: l.note ?? null,
    })),
  };
}

/** Orders with their lines (as JSON, one statement). */
function selectOrders(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select o.*, (select coalesce(json_agg(json_build_object(
        'line_no', l.line_no, 'product_id', l.product_id, 'variant_id', l.variant_id, 'name', l.name,
        'variant_name', l.variant_name, 'addons', l.addons, 'quantity', l.quantity, 'unit_price', l.unit_price,
        'line_total', l.line_total, 'note', l.note) order by l.line_no), '[]'::json)
        from table_order_lines l where l.restaurant_id = o.restaurant_id and l.order_id = o.id) as lines
      from table_orders o
     where ${where}${tail}`;
}

export interface NewOrder {
  restaurantId: number;
  qrCodeId: number;
  tableNumber: string;
  visitId: number;
  /** The visit's start, from its token: the visit's row is found (and checked to be this table's) in the write. */
  visitStartedAtMs: number;
  idempotencyKey: string;
  note: string | null;
  totalKurus: number;
  lines: Omit<OrderLineRecord, 'lineNo'>[];
  cap: number;
}

export type OrderCreateOutcome =
  | { kind: 'created' | 'existing'; order: OrderRecord }
  | { kind: 'capped' }
  /** The token's visit is not a visit of this table (or no longer stored). */
  | { kind: 'forbidden' };

const lira = (kurus: number) => (kurus / 100).toFixed(2);

/** Lock per visit: two sends of one visit on two instances are written one after the other. */
const visitLock = (input: NewOrder) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`order:${input.restaurantId}:${input.visitId}`}, 0))`;

/**
 * The whole send as one statement: the visit's row is this table's; the key's order (a retry) and the visit's
 * orders in the cap's window are counted; only when the visit is proved, the key new and the cap not reached is
 * the day's next number taken and the order inserted with its lines. Answers the checks and the new order's row.
 */
function writeOrder(input: NewOrder): SQL {
  const lines = input.lines.map((l, i) => ({
    line_no: i + 1,
    product_id: l.productId,
    variant_id: l.variantId,
    name: l.name,
    variant_name: l.variantName,
    addons: l.addons,
    quantity: l.quantity,
    unit_price: lira(l.unitKurus),
    line_total: lira(l.lineKurus),
    note: l.note,
  }));
  const r = input.restaurantId;
  return sql`
    with visit as (
      select 1 from menu_access_logs
       where ${visitRow(input.visitId, input.visitStartedAtMs)} and restaurant_id = ${r} and qr_code_id = ${input.qrCodeId}
    ), seen as (
      select max(id) filter (where idempotency_key = ${input.idempotencyKey}) as existing,
             count(*) filter (where created_at > now() - make_interval(mins => ${ORDER_CAP_WINDOW_MINUTES})) as n
        from table_orders where restaurant_id = ${r} and visit_id = ${input.visitId}
    ), proved as (
      select exists (select 1 from visit) as ok
    ), numbered as (
      insert into table_order_numbers (restaurant_id, day, last)
      select ${r}, (now() at time zone ${DEFAULT_TIME_ZONE})::date, 1 from seen, proved
       where proved.ok and seen.existing is null and seen.n < ${input.cap}
      on conflict (restaurant_id, day) do update set last = table_order_numbers.last + 1
      returning last
    ), inserted as (
      insert into table_orders (restaurant_id, number, qr_code_id, table_number, visit_id, idempotency_key, note, total)
      select ${r}, last, ${input.qrCodeId}, ${input.tableNumber}, ${input.visitId}, ${input.idempotencyKey},
             ${input.note}, ${lira(input.totalKurus)}
        from numbered
      returning *
    ), written_lines as (
      insert into table_order_lines (restaurant_id, order_id, line_no, product_id, variant_id, name, variant_name,
                                     addons, quantity, unit_price, line_total, note)
      select o.restaurant_id, o.id, l.line_no, l.product_id, l.variant_id, l.name, l.variant_name, coalesce(l.addons, '[]'),
             l.quantity, l.unit_price, l.line_total, l.note
        from inserted o, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(line_no smallint, product_id integer,
             variant_id integer, name text, variant_name text, addons jsonb, quantity smallint, unit_price numeric,
             line_total numeric, note text)
    )
    select proved.ok as visit_proved, seen.existing as existing_id, seen.n as recent, inserted.*
      from proved cross join seen left join inserted on true`;
}

type WriteRow = RawOrder & { visit_proved: boolean; existing_id: number | string | null; recent: number | string };

/**
 * One statement on PGlite. On PostgreSQL the visit's lock and that statement go as one message of two
 * statements (the simple query protocol, values written into the text as escaped literals): the server runs them
 * as one transaction, the write's snapshot is taken after the lock is held, and the send costs one round trip
 * instead of four (begin, lock, write, commit) on a connection held that much shorter.
 */
async function insertOrder(
  db: Database,
  oneConnection: boolean,
  one: (where: SQL) => Promise<OrderRecord | undefined>,
  input: NewOrder,
): Promise<OrderCreateOutcome> {
  const result: unknown = oneConnection
    ? await db.execute(writeOrder(input))
    : await db.execute(sql`${visitLock(input)}; ${writeOrder(input)}`.inlineParams());
  const [row] = rowsOf<WriteRow>(Array.isArray(result) ? result[result.length - 1] : result);
  if (row.visit_proved !== true) return { kind: 'forbidden' };
  if (row.existing_id != null) {
    const order = await one(sql`o.restaurant_id = ${input.restaurantId} and o.id = ${Number(row.existing_id)}`);
    return { kind: 'existing', order: order! };
  }
  if (row.id == null) return { kind: 'capped' };
  // The new order as stored: its row and the lines just written (no second read).
  const { visit_proved: _proved, existing_id: _existing, recent: _recent, ...order } = row;
  const record = toRecord({ ...order, lines: [] });
  record.lines = input.lines.map((l, i) => ({ ...l, lineNo: i + 1 }));
  return { kind: 'created', order: record };
}

/** Orders older than `days` go, a batch at a time (their lines with them), and the old day numbers. */
async function deleteOrdersOlderThan(db: Database, days: number): Promise<number> {
  const total = await deleteOlderThan(db, 'table_orders', days);
  await db.execute(sql`delete from table_order_numbers where day < current_date - 7`);
  return total;
}

interface Move {
  restaurantId: number;
  where: SQL;
  from: readonly OrderStatus[];
  to: OrderStatus;
  userId: number | null;
  reason: string | null;
}

/** The orders of a move still in one of its `from` statuses take its `to`; the orders moved, read back. */
async function transition(
  db: Database,
  { restaurantId, where, from, to, userId, reason }: Move,
): Promise<OrderRecord[]> {
  const stamp =
    to === 'accepted'
      ? sql`accepted_at = now(), accepted_by = ${userId}`
      : to === 'rejected'
        ? sql`rejected_at = now(), reason = ${reason}`
        : to === 'served'
          ? sql`served_at = now()`
          : sql`closed_at = now()`;
  const moved = rowsOf<{ id: number | string }>(
    await db.execute(sql`
          update table_orders set status = ${to}, ${stamp}, changed_by = ${userId},
                 event_id = nextval('service_event_seq'), changed_at = now()
           where restaurant_id = ${restaurantId} and ${where} and status = any(${sql.param([...from])}::text[])
          returning id`),
  ).map((r) => Number(r.id));
  if (!moved.length) return [];
  return manyOrders(db, sql`o.restaurant_id = ${restaurantId} and o.id = any(${sql.param(moved)}::bigint[])`);
}

async function manyOrders(db: Database, where: SQL, tail?: SQL): Promise<OrderRecord[]> {
  return rowsOf<RawOrder>(await db.execute(selectOrders(where, tail))).map(toRecord);
}

/** Products and variants the menu did not offer: their restaurant and name tell "hidden here" from "not ours". */
function unknownIds(db: Database) {
  return {
    async productsById(ids: number[]) {
      if (!ids.length) return [];
      return rowsOf<{ id: number; restaurant_id: number; name: string }>(
        await db.execute(sql`select id, restaurant_id, name from products where id = any(${sql.param(ids)}::int[])`),
      ).map((r) => ({ id: Number(r.id), restaurantId: Number(r.restaurant_id), name: r.name }));
    },

    async variantsById(ids: number[]) {
      if (!ids.length) return [];
      return rowsOf<{ id: number; product_id: number; restaurant_id: number; name: string }>(
        await db.execute(sql`
          select v.id, v.product_id, p.restaurant_id, v.name from product_variants v join products p on p.id = v.product_id
           where v.id = any(${sql.param(ids)}::int[])`),
      ).map((r) => ({
        id: Number(r.id),
        productId: Number(r.product_id),
        restaurantId: Number(r.restaurant_id),
        name: r.name,
      }));
    },
  };
}

export interface OrderRepositoryOptions {
  /** PGlite: one connection in this process, where every statement runs alone. */
  oneConnection?: boolean;
}

export function createOrderRepository(db: Database, { oneConnection = false }: OrderRepositoryOptions = {}) {
  async function one(where: SQL): Promise<OrderRecord | undefined> {
    const [row] = rowsOf<RawOrder>(await db.execute(selectOrders(where)));
    return row ? toRecord(row) : undefined;
  }

  return {
    /** The order a visit already sent with this key (a retried send). */
    byKey(restaurantId: number, visitId: number, key: string): Promise<OrderRecord | undefined> {
      return one(sql`o.restaurant_id = ${restaurantId} and o.visit_id = ${visitId} and o.idempotency_key = ${key}`);
    },

    byId(restaurantId: number | null, orderId: number): Promise<OrderRecord | undefined> {
      // A SuperAdmin names no restaurant: the one lookup by id alone (staff of a restaurant pass theirs).
      return one(
        restaurantId == null ? sql`o.id = ${orderId}` : sql`o.restaurant_id = ${restaurantId} and o.id = ${orderId}`,
      );
    },

    /**
     * The send, serialised per visit: a visit not of this table is refused; the key's order is answered as it is;
     * past the visit's cap nothing is written; else the day's next number is taken and the order and its lines
     * inserted.
     */
    create: (input: NewOrder) => insertOrder(db, oneConnection, one, input),

    /**
     * Moves orders on: those of `where` still in one of `from` take `to`. Returns the orders moved (none when
     * they were no longer in a status they may move from).
     */
    transition: (
      restaurantId: number,
      where: SQL,
      from: readonly OrderStatus[],
      to: OrderStatus,
      userId: number | null,
      reason: string | null,
    ) => transition(db, { restaurantId, where, from, to, userId, reason }),

    /** Staff's list: the scope's orders of the last day in `statuses`, newest first. */
    async list(scope: 'all' | number[], statuses: OrderStatus[], limit = 500): Promise<OrderRecord[]> {
      if (scope !== 'all' && !scope.length) return [];
      const restaurants = scope === 'all' ? sql`true` : sql`o.restaurant_id = any(${sql.param(scope)}::int[])`;
      return manyOrders(
        db,
        sql`${restaurants} and o.status = any(${sql.param(statuses)}::text[]) and o.created_at > now() - interval '1 day'`,
        sql` order by o.created_at desc limit ${limit}`,
      );
    },

    /** The orders one visit sent (the diner's "Siparişlerim"), oldest first. */
    ofVisit(restaurantId: number, visitId: number): Promise<OrderRecord[]> {
      return manyOrders(
        db,
        sql`o.restaurant_id = ${restaurantId} and o.visit_id = ${visitId} and o.created_at > now() - interval '1 day'`,
        sql` order by o.created_at, o.id`,
      );
    },

    /** Changes of one restaurant after `afterEventId`, or made in the last `recentMs`, at most `maxAgeMinutes` old. */
    changes(
      restaurantId: number,
      afterEventId: number,
      options: { recentMs?: number; maxAgeMinutes: number },
    ): Promise<OrderRecord[]> {
      const recent = options.recentMs
        ? sql` or o.changed_at > now() - make_interval(secs => ${options.recentMs / 1000})`
        : sql``;
      return manyOrders(
        db,
        sql`o.restaurant_id = ${restaurantId} and (o.event_id > ${afterEventId}${recent})
                and o.changed_at > now() - make_interval(mins => ${options.maxAgeMinutes})`,
        sql` order by o.event_id`,
      );
    },

    async lastEventId(restaurantId: number): Promise<number> {
      const [row] = rowsOf<{ last: number | string | null }>(
        await db.execute(sql`select max(event_id) as last from table_orders where restaurant_id = ${restaurantId}`),
      );
      return Number(row?.last ?? 0);
    },

    ...unknownIds(db),

    /** Orders older than the visit retention go with the visits, a batch at a time. */
    deleteOlderThan: (days: number) => deleteOrdersOlderThan(db, days),
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
