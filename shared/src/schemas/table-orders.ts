// Orders from the table: a diner's cart sent to the staff, priced by the server. The order's shapes (the
// diner's and the staff's), the requests of both sides and the limits, once for the API, the service remote
// and the menu (which imports only the types and the plain constants).
import { z } from 'zod';
import { defineEntity, defineShape, f } from './define';
import { MAX_INT } from './fields';
import { visitProof } from './visit-proof';

import {
  ORDER_STATUSES,
  ORDER_MAX_LINES,
  ORDER_MAX_QUANTITY,
  ORDER_LINE_NOTE_MAX,
  ORDER_NOTE_MAX,
  ORDER_REASON_MAX,
  STAFF_ORDER_STATUSES,
} from '../order-rules';

export * from '../order-rules';

const statusWire = z.enum(ORDER_STATUSES);
const statusField = f.custom(statusWire, statusWire);
const AddonOfLine = z.object({ name: z.string(), price: z.number() });
const AddonOfLineRead = z.object({ name: z.string(), price: z.coerce.number() });

/** A line as ordered: names and prices of the moment it was sent. */
export const OrderLineShape = defineShape('OrderLine', {
  productId: f.ref,
  name: f.text,
  variantName: f.custom(z.string().optional(), z.string().nullish()),
  addons: f.custom(z.array(AddonOfLine), z.array(AddonOfLineRead)),
  quantity: f.count,
  unitPrice: f.money,
  lineTotal: f.money,
  note: f.custom(z.string().optional(), z.string().nullish()),
});
export const OrderLineWire = OrderLineShape.wire;
export type OrderLine = z.infer<typeof OrderLineWire>;

/** What the diner's phone is told about an order of its visit (the POST's answer and the visit's list). */
export const DinerOrderShape = defineShape('DinerOrder', {
  orderId: f.ref,
  number: f.count,
  status: statusField,
  tableNumber: f.text,
  lines: f.custom(z.array(OrderLineWire), z.array(OrderLineShape.read)),
  note: f.custom(z.string().optional(), z.string().nullish()),
  /** Why staff refused it (a rejected order only). */
  reason: f.custom(z.string().optional(), z.string().nullish()),
  total: f.money,
  createdAt: f.date,
});
export const DinerOrderWire = DinerOrderShape.wire;
export const DinerOrderSchema = DinerOrderShape.read;
export type DinerOrder = z.infer<typeof DinerOrderWire>;

export const TableOrderEntity = defineEntity('TableOrder', 'orderId', {
  restaurantId: f.ref,
  qrCodeId: f.refOrNull,
  tableNumber: f.text,
  number: f.count,
  status: statusField,
  lines: f.custom(z.array(OrderLineWire), z.array(OrderLineShape.read)),
  note: f.textOrNull,
  reason: f.textOrNull,
  total: f.money,
  createdAt: f.date,
  acceptedAt: f.dateOrNull,
  rejectedAt: f.dateOrNull,
  servedAt: f.dateOrNull,
  closedAt: f.dateOrNull,
  /** The staff member who made the latest change. */
  changedBy: f.refOrNull,
  /** The live stream's event id of the order's latest change (stable across API instances). */
  eventId: f.count,
});
export const TableOrderSchema = TableOrderEntity.read;
export const TableOrderWire = TableOrderEntity.wire;
export type TableOrder = z.output<typeof TableOrderSchema>;

const QUANTITY_MESSAGE = `Adet 1 ile ${ORDER_MAX_QUANTITY} arasında olmalıdır`;
const LINES_MESSAGE = `Siparişte en az 1, en fazla ${ORDER_MAX_LINES} satır olmalıdır`;
const ID_MESSAGE = 'Ürün, seçenek ve ek ürün numaraları pozitif tam sayı olmalıdır';
// Bounded as the database's integer keys are: a larger number is a 400, never a failed query.
const positiveId = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_INT, ID_MESSAGE);

/** An optional note, trimmed, of at most `max` characters, named in the length's message (and the type's, if not `typeName`). */
const optionalText = (max: number, name: string, typeName = name) =>
  z
    .string({ error: `${typeName} metin olmalıdır` })
    .trim()
    .max(max, `${name} en fazla ${max} karakter olabilir`)
    .optional();

/** One line of the cart (any price the phone sends is ignored: the server prices from the menu). */
export const OrderLineRequest = z.object({
  productId: positiveId,
  variantId: positiveId.nullish(),
  addonIds: z
    .array(positiveId, { error: 'Ek ürünler bir liste olmalıdır' })
    .max(20, 'Bir satırda en fazla 20 ek ürün seçilebilir')
    .optional(),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(ORDER_MAX_QUANTITY, QUANTITY_MESSAGE),
  note: optionalText(ORDER_LINE_NOTE_MAX, 'Satır notu', 'Not'),
});

/** POST /api/public/tables/{qrCodeId}/orders */
export const OrderRequest = z.object({
  ...visitProof,
  lines: z.array(OrderLineRequest, { error: LINES_MESSAGE }).min(1, LINES_MESSAGE).max(ORDER_MAX_LINES, LINES_MESSAGE),
  note: optionalText(ORDER_NOTE_MAX, 'Sipariş notu'),
});
export type OrderRequest = z.input<typeof OrderRequest>;

/** PUT /api/service/orders/{orderId} */
export const OrderStatusRequest = z.object({
  status: z.enum(STAFF_ORDER_STATUSES, { error: 'Durum accepted, rejected, served veya closed olmalıdır' }),
  reason: optionalText(ORDER_REASON_MAX, 'Gerekçe'),
});
export type OrderStatusRequest = z.input<typeof OrderStatusRequest>;

/** POST /api/service/tables/{qrCodeId}/close: the table's accepted and served rounds are closed (paid). */
export const CloseTableRequest = z.object({
  restaurantId: z
    .number({ error: 'Restoran numarası bir sayı olmalıdır' })
    .int('Restoran numarası pozitif bir tam sayı olmalıdır')
    .positive('Restoran numarası pozitif bir tam sayı olmalıdır')
    .max(MAX_INT, 'Restoran numarası geçersiz')
    .optional(),
});

/** One day of the sales section of the visit report (Turkey's day). */
export const SalesDayShape = defineShape('SalesDay', {
  date: f.text,
  orders: f.count,
  acceptedOrders: f.count,
  revenue: f.money,
});
export const SalesProductShape = defineShape('SalesProduct', {
  productId: f.ref,
  name: f.text,
  quantity: f.count,
  revenue: f.money,
});
export const SalesReportShape = defineShape('SalesReport', {
  orders: f.count,
  acceptedOrders: f.count,
  revenue: f.money,
  /** Accepted revenue over accepted orders; 0 with none. */
  averageOrder: f.money,
  days: f.custom(z.array(SalesDayShape.wire), z.array(SalesDayShape.read)),
  topProducts: f.custom(z.array(SalesProductShape.wire), z.array(SalesProductShape.read)),
});
export const SalesReportWire = SalesReportShape.wire;
export const SalesReportSchema = SalesReportShape.read;
export type SalesReport = z.output<typeof SalesReportSchema>;
