// The service screen's queries: the restaurant's live calls, today's figures, and the status change.
import {
  apiClient,
  createQueryKeys,
  listOf,
  ServiceSummarySchema,
  TableCallSchema,
  type TableCall,
} from '@menu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const serviceKeys = createQueryKeys('service-calls');

const restaurantQuery = (restaurantId: number | null) => (restaurantId ? `?restaurantId=${restaurantId}` : '');

export function liveCallsQueryOptions(restaurantId: number | null, enabled: boolean) {
  return queryOptions({
    queryKey: serviceKeys.of('live', restaurantId),
    queryFn: () => apiClient.get(`/service/calls${restaurantQuery(restaurantId)}`, listOf(TableCallSchema)),
    enabled,
  });
}
export const useLiveCalls = (restaurantId: number | null, enabled: boolean) =>
  useQuery(liveCallsQueryOptions(restaurantId, enabled));

export const useTodaySummary = (restaurantId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: serviceKeys.of('summary', restaurantId),
    queryFn: () => apiClient.get(`/service/calls/summary${restaurantQuery(restaurantId)}`, ServiceSummarySchema),
    enabled,
  });

/** The stream's path for a restaurant (the token goes in the Authorization header). */
export const serviceEventsPath = (restaurantId: number | null) => `service/events${restaurantQuery(restaurantId)}`;

export function useUpdateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'acknowledged' | 'done' }) =>
      apiClient.put(`/service/calls/${id}`, { status }, TableCallSchema),
    onSuccess: (call: TableCall) => {
      queryClient.setQueriesData<TableCall[]>({ queryKey: serviceKeys.of('live') }, (list) => applyCall(list, call));
      void queryClient.invalidateQueries({ queryKey: serviceKeys.of('summary') });
    },
  });
}

/** A call's latest state merged into the live list: finished and cancelled calls leave it. */
export function applyCall(list: TableCall[] | undefined, call: TableCall): TableCall[] | undefined {
  if (!list) return list;
  const others = list.filter((c) => c.id !== call.id);
  const live = call.status === 'open' || call.status === 'acknowledged';
  if (!live) return others;
  // An older event (replayed after a newer one arrived) never rolls a call back.
  const current = list.find((c) => c.id === call.id);
  if (current && current.eventId > call.eventId) return list;
  return [...others, call].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}
