// The board's orders: the open list, kept current by the staff stream's `order` events (an event may arrive
// before the list has loaded, or while it reloads: the streamed copies are merged in, the newest event wins),
// and an alert for each new order.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TableOrderSchema, type TableOrder } from '@menu/shared';
import { applyOrder, isOpenOrder, useOpenOrders } from '../api/orders-api';
import { serviceKeys } from '../api/service-api';

function mergeOrders(list: TableOrder[], streamed: ReadonlyMap<number, TableOrder>): TableOrder[] {
  const byId = new Map(list.map((o) => [o.id, o]));
  for (const order of streamed.values()) {
    const current = byId.get(order.id);
    if (!current || order.eventId > current.eventId) byId.set(order.id, order);
  }
  return [...byId.values()].filter(isOpenOrder);
}

export function useOrderFeed(restaurantId: number | null, enabled: boolean, onNew: (order: TableOrder) => void) {
  const queryClient = useQueryClient();
  const query = useOpenOrders(restaurantId, enabled);
  const known = useRef(new Set<number>());
  const [streamed, setStreamed] = useState<ReadonlyMap<number, TableOrder>>(new Map());
  useEffect(() => {
    for (const order of query.data ?? []) known.current.add(order.id);
  }, [query.data]);

  const onEvent = useCallback(
    (data: unknown) => {
      // A malformed record is ignored (the next reload corrects the list).
      const result = TableOrderSchema.safeParse(data);
      if (!result.success) return;
      const order = result.data;
      queryClient.setQueriesData<TableOrder[]>({ queryKey: serviceKeys.of('orders') }, (list) =>
        applyOrder(list, order),
      );
      setStreamed((map) => new Map(map).set(order.id, order));
      if (order.status === 'sent' && !known.current.has(order.id)) onNew(order);
      known.current.add(order.id);
    },
    [queryClient, onNew],
  );

  const orders = useMemo(() => mergeOrders(query.data ?? [], streamed), [query.data, streamed]);
  return { query, orders, onEvent };
}
