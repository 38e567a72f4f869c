// The board's orders: the open list kept current by the staff stream's `order` events, and an alert for each
// new order.
import { TableOrderSchema, type TableOrder } from '@menu/shared';
import { isOpenOrder, useOpenOrders } from '../api/orders-api';
import { serviceKeys } from '../api/service-api';
import { useLiveFeed } from './use-live-feed';

const ORDERS_KEY = serviceKeys.of('orders');
const isNewOrder = (order: TableOrder) => order.status === 'sent';

export function useOrderFeed(restaurantId: number | null, enabled: boolean, onNew: (order: TableOrder) => void) {
  const query = useOpenOrders(restaurantId, enabled);
  const { records, onEvent } = useLiveFeed({
    query,
    queryKey: ORDERS_KEY,
    schema: TableOrderSchema,
    onBoard: isOpenOrder,
    isNew: isNewOrder,
    onNew,
  });
  return { query, orders: records, onEvent };
}
