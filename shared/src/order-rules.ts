// The rules of orders from the table that the menu bundle needs too (no zod): statuses, their moves and the
// limits a send is checked against.
/**
 * sent → accepted → served → closed (the guests paid), or sent → rejected (with a reason). An accepted round
 * may be closed before it is served.
 */
export const ORDER_STATUSES = ['sent', 'accepted', 'rejected', 'served', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What staff may set. */
export const STAFF_ORDER_STATUSES = ['accepted', 'rejected', 'served', 'closed'] as const;
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];
/** The statuses each status may move to. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  sent: ['accepted', 'rejected'],
  accepted: ['served', 'closed'],
  served: ['closed'],
  rejected: [],
  closed: [],
};
/** Rounds still open at the table: waiting, accepted, or served and not yet paid. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['sent', 'accepted', 'served'];
/** Rounds counted in the table's sum and the sales figures. */
export const ACCEPTED_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'served', 'closed'];

/** Orders one visit may send in `ORDER_CAP_WINDOW_MINUTES`. */
export const ORDER_CAP_PER_VISIT = 10;
export const ORDER_CAP_WINDOW_MINUTES = 10;
export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_QUANTITY = 20;
export const ORDER_LINE_NOTE_MAX = 140;
export const ORDER_NOTE_MAX = 500;
export const ORDER_REASON_MAX = 200;
export const IDEMPOTENCY_KEY_MAX = 100;

export interface OrderLineAddon {
  name: string;
  price: number;
}
