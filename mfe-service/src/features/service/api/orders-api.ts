// The service screen's orders: the restaurant's open orders (sent, accepted, served), a status change, and
// "Masayı kapat" (the table's accepted and served rounds closed).
import { apiClient, listOf, TableOrderSchema, type StaffOrderStatus, type TableOrder } from '@menu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLive } from '../lib/live-records';
import { restaurantQuery, serviceKeys } from './service-api';

export function openOrdersQueryOptions(restaurantId: number | null, enabled: boolean) {
  return queryOptions({
    queryKey: serviceKeys.of('orders', restaurantId),
    queryFn: () => apiClient.get(`/service/orders${restaurantQuery(restaurantId)}`, listOf(TableOrderSchema)),
    enabled,
  });
}
export const useOpenOrders = (restaurantId: number | null, enabled: boolean) =>
  useQuery(openOrdersQueryOptions(restaurantId, enabled));

/** Orders still on the board: waiting, accepted, or served and not yet paid. */
export const isOpenOrder = (order: TableOrder) =>
  order.status === 'sent' || order.status === 'accepted' || order.status === 'served';

/** An order's latest state merged into the open list: rejected and closed orders leave it. */
export const applyOrder = (list: TableOrder[] | undefined, order: TableOrder) => applyLive(list, order, isOpenOrder);

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: StaffOrderStatus; reason?: string }) =>
      apiClient.put(`/service/orders/${id}`, { status, ...(reason ? { reason } : {}) }, TableOrderSchema),
    onSuccess: (order: TableOrder) =>
      queryClient.setQueriesData<TableOrder[]>({ queryKey: serviceKeys.of('orders') }, (list) =>
        applyOrder(list, order),
      ),
  });
}

export function useCloseTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ qrCodeId, restaurantId }: { qrCodeId: number; restaurantId: number }) =>
      apiClient.post(`/service/tables/${qrCodeId}/close`, { restaurantId }, listOf(TableOrderSchema)),
    onSuccess: (closed: TableOrder[]) =>
      queryClient.setQueriesData<TableOrder[]>({ queryKey: serviceKeys.of('orders') }, (list) =>
        closed.reduce((acc, order) => applyOrder(acc, order), list),
      ),
  });
}
