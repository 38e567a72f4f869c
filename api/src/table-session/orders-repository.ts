// SQL of orders from the table. Every statement names the restaurant first (the tables' keys lead with it).
// An order and its lines are written in one transaction, serialised per visit by an advisory lock, so the
// idempotency key and the per-visit cap hold across API instances.
import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_CAP_WINDOW_MINUTES,
  DEFAULT_TIME_ZONE,
  type OrderLineAddon,
  type OrderStatus,
} from '@menu/shared/contract';
import type { Database } from '../db/client';
import type { TableOrderRow } from '../db/schema';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

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

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown) => (v == null ? null : date(v));
const numOrNull = (v: unknown) => (v == null ? null : Number(v));
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
  idempotencyKey: string;
  note: string | null;
  totalKurus: number;
  lines: Omit<OrderLineRecord, 'lineNo'>[];
  cap: number;
}

export type OrderCreateOutcome = { kind: 'created' | 'existing'; order: OrderRecord } | { kind: 'capped' };

const lira = (kurus: number) => (kurus / 100).toFixed(2);

export function createOrderRepository(db: Database) {
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
     * One transaction, serialised per visit: the key's order is answered as it is; past the visit's cap nothing
     * is written; else the day's next number is taken and the order and its lines inserted.
     */
    async create(input: NewOrder): Promise<OrderCreateOutcome> {
      const created = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`order:${input.restaurantId}:${input.visitId}`}, 0))`,
        );
        // The key's order (a retry) and the visit's orders in the cap's window, in one read.
        const [seen] = rowsOf<{ existing: number | string | null; n: number | string }>(
          await tx.execute(sql`
            select max(id) filter (where idempotency_key = ${input.idempotencyKey}) as existing,
                   count(*) filter (where created_at > now() - make_interval(mins => ${ORDER_CAP_WINDOW_MINUTES})) as n
              from table_orders
             where restaurant_id = ${input.restaurantId} and visit_id = ${input.visitId}`),
        );
        if (seen?.existing != null) return { kind: 'existing' as const, id: Number(seen.existing) };
        if (Number(seen?.n ?? 0) >= input.cap) return { kind: 'capped' as const };
        const [numbered] = rowsOf<{ last: number }>(
          await tx.execute(sql`
            insert into table_order_numbers (restaurant_id, day, last)
            values (${input.restaurantId}, (now() at time zone ${DEFAULT_TIME_ZONE})::date, 1)
            on conflict (restaurant_id, day) do update set last = table_order_numbers.last + 1
            returning last`),
        );
        const [order] = rowsOf<RawOrder>(
          await tx.execute(sql`
            insert into table_orders (restaurant_id, number, qr_code_id, table_number, visit_id, idempotency_key, note, total)
            values (${input.restaurantId}, ${Number(numbered.last)}, ${input.qrCodeId}, ${input.tableNumber}, ${input.visitId},
                    ${input.idempotencyKey}, ${input.note}, ${lira(input.totalKurus)})
            returning *`),
        );
        const id = Number(order.id);
        const values = input.lines.map(
          (l, i) =>
            sql`(${input.restaurantId}, ${id}, ${i + 1}, ${l.productId}, ${l.variantId}, ${l.name}, ${l.variantName},
                 ${JSON.stringify(l.addons)}::jsonb, ${l.quantity}, ${lira(l.unitKurus)}, ${lira(l.lineKurus)}, ${l.note})`,
        );
        await tx.execute(sql`
          insert into table_order_lines (restaurant_id, order_id, line_no, product_id, variant_id, name, variant_name,
                                         addons, quantity, unit_price, line_total, note)
          values ${sql.join(values, sql`, `)}`);
        // The new order as stored: its row and the lines just written (no second read).
        const record = toRecord({ ...order, lines: [] });
        record.lines = input.lines.map((l, i) => ({ ...l, lineNo: i + 1 }));
        return { kind: 'created' as const, id, record };
      });
      if (created.kind === 'capped') return created;
      if (created.kind === 'created') return { kind: 'created', order: created.record };
      const order = await one(sql`o.restaurant_id = ${input.restaurantId} and o.id = ${created.id}`);
      return { kind: created.kind, order: order! };
    },

    /**
     * Moves orders on: those of `where` still in one of `from` take `to`. Returns the orders moved (none when
     * they were no longer in a status they may move from).
     */
    async transition(
      restaurantId: number,
      where: SQL,
      from: readonly OrderStatus[],
      to: OrderStatus,
      userId: number | null,
      reason: string | null,
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
      return rowsOf<RawOrder>(
        await db.execute(
          selectOrders(sql`o.restaurant_id = ${restaurantId} and o.id = any(${sql.param(moved)}::bigint[])`),
        ),
      ).map(toRecord);
    },

    /** Staff's list: the scope's orders of the last day in `statuses`, newest first. */
    async list(scope: 'all' | number[], statuses: OrderStatus[], limit = 500): Promise<OrderRecord[]> {
      if (scope !== 'all' && !scope.length) return [];
      const restaurants = scope === 'all' ? sql`true` : sql`o.restaurant_id = any(${sql.param(scope)}::int[])`;
      return rowsOf<RawOrder>(
        await db.execute(
          selectOrders(
            sql`${restaurants} and o.status = any(${sql.param(statuses)}::text[]) and o.created_at > now() - interval '1 day'`,
            sql` order by o.created_at desc limit ${limit}`,
          ),
        ),
      ).map(toRecord);
    },

    /** The orders one visit sent (the diner's "Siparişlerim"), oldest first. */
    async ofVisit(restaurantId: number, visitId: number): Promise<OrderRecord[]> {
      return rowsOf<RawOrder>(
        await db.execute(
          selectOrders(
            sql`o.restaurant_id = ${restaurantId} and o.visit_id = ${visitId} and o.created_at > now() - interval '1 day'`,
            sql` order by o.created_at, o.id`,
          ),
        ),
      ).map(toRecord);
    },

    /** Changes of one restaurant after `afterEventId`, or made in the last `recentMs`, at most `maxAgeMinutes` old. */
    async changes(
      restaurantId: number,
      afterEventId: number,
      options: { recentMs?: number; maxAgeMinutes: number },
    ): Promise<OrderRecord[]> {
      const recent = options.recentMs
        ? sql` or o.changed_at > now() - make_interval(secs => ${options.recentMs / 1000})`
        : sql``;
      return rowsOf<RawOrder>(
        await db.execute(
          selectOrders(
            sql`o.restaurant_id = ${restaurantId} and (o.event_id > ${afterEventId}${recent})
                and o.changed_at > now() - make_interval(mins => ${options.maxAgeMinutes})`,
            sql` order by o.event_id`,
          ),
        ),
      ).map(toRecord);
    },

    async lastEventId(restaurantId: number): Promise<number> {
      const [row] = rowsOf<{ last: number | string | null }>(
        await db.execute(sql`select max(event_id) as last from table_orders where restaurant_id = ${restaurantId}`),
      );
      return Number(row?.last ?? 0);
    },

    /** Products the menu did not offer: their restaurant and name tell "hidden here" from "not of this restaurant". */
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

    /** Orders older than the visit retention go with the visits, a batch at a time. */
    async deleteOlderThan(days: number, batch = 5000): Promise<number> {
      let total = 0;
      for (;;) {
        const deleted = rowsOf<{ id: number }>(
          await db.execute(sql`
            delete from table_orders where (restaurant_id, id) in (
              select restaurant_id, id from table_orders where created_at < now() - make_interval(days => ${days}) limit ${batch})
            returning id`),
        ).length;
        total += deleted;
        if (deleted < batch) break;
      }
      await db.execute(sql`delete from table_order_numbers where day < current_date - 7`);
      return total;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
