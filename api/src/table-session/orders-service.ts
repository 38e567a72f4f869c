// Orders from the table: a diner at a table (proved by the visit's id and token) sends the cart; the server
// prices it from the menu of the moment and stores it with the names and prices of then. Staff accept or
// reject it, mark it served and close the table's rounds when the guests have paid. Every change is announced
// on the change bus after commit ('table-orders'), where each instance's live hub picks it up.
import { sql } from 'drizzle-orm';
import {
  ORDER_CAP_PER_VISIT,
  ORDER_CAP_WINDOW_MINUTES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OPEN_ORDER_STATUSES,
  IDEMPOTENCY_KEY_MAX,
  type DinerOrder,
  type OrderRequest,
  type OrderStatus,
  type StaffOrderStatus,
  TableOrderEntity,
} from '@menu/shared/contract';
import { randomUUID } from 'node:crypto';
import type { AnnounceChanges } from '../changes/bus';
import { createError, fieldError } from '../errors';
import { rowToWire } from '../http/wire-rows';
import { assertCanSee, assertPermission, type AuthPrincipal } from '../auth/scope';
import type { PublicMenuService } from '../public-menus/service';
import type { OrderRecord, OrderRepository } from './orders-repository';
import { priceOrder } from './order-pricing';
import type { QrTarget } from './qr-lookup';
import { staffList, staffRecord } from './status-query';
import { tableRefusals, type TableChecks } from './table-checks';

const refusals = tableRefusals({ noun: 'sipariş', cap: ORDER_CAP_PER_VISIT, windowMinutes: ORDER_CAP_WINDOW_MINUTES });
export const ORDER_KEY_INVALID = `Idempotency-Key başlığı en fazla ${IDEMPOTENCY_KEY_MAX} karakterlik harf, rakam ve - _ . : olmalıdır`;
export const ORDER_REASON_NEEDED = 'Reddetme gerekçesi gerekir';
export const ORDER_NO_TABLE_ORDERS = 'Bu masada kapatılacak onaylı sipariş yok';
export const ORDER_TABLE_NEEDS_RESTAURANT = 'Masayı kapatmak için restaurantId gerekir';
const STATUS_TEXT: Record<OrderStatus, string> = {
  sent: 'gönderildi',
  accepted: 'onaylandı',
  rejected: 'reddedildi',
  served: 'servis edildi',
  closed: 'kapatıldı',
};
export const orderCannotMove = (from: OrderStatus) => `Bu sipariş ${STATUS_TEXT[from]}; bu duruma geçirilemez`;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]+$/;

const lira = (kurus: number) => kurus / 100;

function linesOf(order: OrderRecord): DinerOrder['lines'] {
  return order.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    ...(l.variantName ? { variantName: l.variantName } : {}),
    addons: l.addons,
    quantity: l.quantity,
    unitPrice: lira(l.unitKurus),
    lineTotal: lira(l.lineKurus),
    ...(l.note ? { note: l.note } : {}),
  }));
}

export function orderToDiner(order: OrderRecord): DinerOrder {
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    tableNumber: order.tableNumber,
    lines: linesOf(order),
    ...(order.note ? { note: order.note } : {}),
    ...(order.reason ? { reason: order.reason } : {}),
    total: lira(order.totalKurus),
    createdAt: order.createdAt.toISOString(),
  };
}

export function orderToWire(order: OrderRecord) {
  return { ...rowToWire(TableOrderEntity, 'orderId', order), lines: linesOf(order), total: lira(order.totalKurus) };
}

export interface OrderServiceDeps {
  orders: OrderRepository;
  checks: TableChecks;
  menus: Pick<PublicMenuService, 'get'>;
  announce: AnnounceChanges;
}

/** The lines priced from the menu of the moment, or the refusal: orders off, closed now, a line it cannot serve. */
async function priced({ orders, checks, menus }: OrderServiceDeps, table: QrTarget, lines: OrderRequest['lines']) {
  if (!table.acceptsOrders) throw createError('CONFLICT', refusals.off);
  // The menu of the moment (from the cache, dropped on every write): its hours say whether it is open now.
  if (await checks.isClosedNow(table.restaurantId)) throw createError('CONFLICT', refusals.closed);
  const { menu } = await menus.get(table.restaurantId, 'tr');
  return priceOrder(orders, menu, table.restaurantId, lines, checks.now());
}

/**
 * 201 with a new order; 200 with the order this visit already sent with the same key (a retried send). The
 * happy path is one statement: the table comes from the QR lookup, the token is checked without a query, the
 * menu is the cached one, and the visit's row, the key and the cap are checked by the write itself.
 */
async function sendOrder(
  deps: OrderServiceDeps,
  qrCodeId: number,
  body: OrderRequest,
  idempotencyKey: string | undefined,
): Promise<{ created: boolean; order: OrderRecord }> {
  const { orders, checks, announce } = deps;
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length > IDEMPOTENCY_KEY_MAX || !KEY_PATTERN.test(idempotencyKey))
  )
    throw fieldError('Idempotency-Key', ORDER_KEY_INVALID);
  const table = await checks.tableOf(qrCodeId);
  const visit = checks.signedVisit(body.logId, body.token, refusals.visitInvalid);
  const key = idempotencyKey ?? randomUUID();
  let order: Awaited<ReturnType<typeof priced>>;
  try {
    order = await priced(deps, table, body.lines);
  } catch (refusal) {
    // Refused before the write: a visit not of this table hears 403 all the same, and a retry answers what the
    // first send stored, even if the menu or the hours changed in between.
    const proved = await checks.provenVisit(
      qrCodeId,
      table.restaurantId,
      body.logId,
      body.token,
      refusals.visitInvalid,
    );
    const sent = idempotencyKey ? await orders.byKey(table.restaurantId, proved.logId, key) : undefined;
    if (sent) return { created: false, order: sent };
    throw refusal;
  }
  const outcome = await orders.create({
    restaurantId: table.restaurantId,
    qrCodeId,
    tableNumber: table.tableNumber,
    visitId: visit.logId,
    visitStartedAtMs: visit.startedAtMs,
    idempotencyKey: key,
    note: body.note ? body.note : null,
    totalKurus: order.totalKurus,
    lines: order.lines,
    cap: ORDER_CAP_PER_VISIT,
  });
  if (outcome.kind === 'forbidden') throw createError('FORBIDDEN', refusals.visitInvalid);
  if (outcome.kind === 'capped') throw refusals.capped();
  if (outcome.kind === 'created') await announce([table.restaurantId], 'table-orders');
  return { created: outcome.kind === 'created', order: outcome.order };
}

export function createOrderService(deps: OrderServiceDeps) {
  const { orders, checks, announce } = deps;
  const findForStaff = (principal: AuthPrincipal, orderId: number): Promise<OrderRecord> =>
    staffRecord(principal, (restaurantId) => orders.byId(restaurantId, orderId), refusals.notFound);

  return {
    /** 201 with a new order; 200 with the order this visit already sent with the same key (a retried send). */
    create: (qrCodeId: number, body: OrderRequest, idempotencyKey: string | undefined) =>
      sendOrder(deps, qrCodeId, body, idempotencyKey),

    /** The orders this visit sent (the diner's "Siparişlerim"). */
    async ofVisit(qrCodeId: number, proof: { logId?: number; token?: string }): Promise<OrderRecord[]> {
      const table = await checks.tableOf(qrCodeId);
      const visit = await checks.provenVisit(
        qrCodeId,
        table.restaurantId,
        proof.logId,
        proof.token,
        refusals.visitInvalid,
      );
      return orders.ofVisit(table.restaurantId, visit.logId);
    },

    list: staffList<OrderStatus, OrderRecord>((scope, statuses) => orders.list(scope, statuses), OPEN_ORDER_STATUSES),

    /** Staff move an order on; another restaurant's order is "not found", a move its status does not allow 409. */
    async update(
      principal: AuthPrincipal,
      orderId: number,
      status: StaffOrderStatus,
      reason: string | undefined,
    ): Promise<OrderRecord> {
      assertPermission(principal, 'serve_tables');
      const order = await findForStaff(principal, orderId);
      // The same move twice (two waiters at once) answers the order as it is.
      if (order.status === status) return order;
      if (!ORDER_TRANSITIONS[order.status].includes(status))
        throw createError('CONFLICT', orderCannotMove(order.status));
      if (status === 'rejected' && !reason?.trim()) throw fieldError('reason', ORDER_REASON_NEEDED);
      const from = ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].includes(status));
      const [moved] = await orders.transition(
        order.restaurantId,
        sql`id = ${orderId}`,
        from,
        status,
        principal.userId,
        status === 'rejected' ? reason!.trim() : null,
      );
      if (!moved) {
        const now = await orders.byId(order.restaurantId, orderId);
        if (now?.status === status) return now;
        throw createError('CONFLICT', orderCannotMove(now?.status ?? order.status));
      }
      await announce([moved.restaurantId], 'table-orders');
      return moved;
    },

    /** "Masayı kapat": the table's accepted and served rounds are closed (the guests paid). */
    async closeTable(
      principal: AuthPrincipal,
      qrCodeId: number,
      restaurantId: number | undefined,
    ): Promise<OrderRecord[]> {
      assertPermission(principal, 'serve_tables');
      const owner = restaurantId ?? principal.restaurantId;
      if (owner == null) throw fieldError('restaurantId', ORDER_TABLE_NEEDS_RESTAURANT);
      assertCanSee(principal, owner, createError('NOT_FOUND', ORDER_NO_TABLE_ORDERS));
      const closed = await orders.transition(
        owner,
        sql`qr_code_id = ${qrCodeId} and created_at > now() - interval '1 day'`,
        ['accepted', 'served'],
        'closed',
        principal.userId,
        null,
      );
      if (!closed.length) throw createError('NOT_FOUND', ORDER_NO_TABLE_ORDERS);
      await announce([owner], 'table-orders');
      return closed;
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
