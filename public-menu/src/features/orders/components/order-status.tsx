// An order's state as the diner reads it: Gönderildi → Onaylandı (or Reddedildi with the reason) → Servis edildi.
import type { MenuText } from '../../../i18n/ui-text';
import type { DinerOrder } from '../orders-api';

export function OrderStatus({ order, text }: { order: DinerOrder; text: MenuText }) {
  const label =
    order.status === 'rejected' && order.reason
      ? text.orderRejectedBecause(order.reason)
      : text.orderStatus[order.status];
  return (
    <span className={`order-status order-status-${order.status}`} role="status">
      {label}
    </span>
  );
}
