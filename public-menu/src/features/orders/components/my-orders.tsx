// "Siparişlerim": the rounds this visit sent, each with its number, lines, total and state, and the visit's
// running total (refused rounds are not counted).
import type { MenuText } from '../../../i18n/ui-text';
import type { DinerOrder } from '../orders-api';
import { OrderStatus } from './order-status';

export const visitTotal = (orders: DinerOrder[]) =>
  orders.filter((o) => o.status !== 'rejected').reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100;

export function MyOrders({ orders, text }: { orders: DinerOrder[]; text: MenuText }) {
  if (!orders.length) return null;
  return (
    <section className="my-orders" aria-label={text.myOrders}>
      <details open>
        <summary className="my-orders-head">
          <span>{text.myOrders}</span>
          <span className="my-orders-total">
            {text.myOrdersTotal}: <strong>{text.price(visitTotal(orders))}</strong>
          </span>
        </summary>
        <ul className="my-orders-list">
          {orders.map((order) => (
            <li key={order.orderId} className="my-order" data-order={order.orderId}>
              <div className="my-order-head">
                <span className="my-order-number">{text.orderNumber(order.number)}</span>
                <OrderStatus order={order} text={text} />
              </div>
              <p className="my-order-lines">
                {order.lines
                  .map((l) => `${l.quantity}× ${l.name}${l.variantName ? ` (${l.variantName})` : ''}`)
                  .join(', ')}
              </p>
              <p className="my-order-total">{text.price(order.total)}</p>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
