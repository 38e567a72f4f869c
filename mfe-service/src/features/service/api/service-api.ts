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
import { applyLive } from '../lib/live-records';

export const serviceKeys = createQueryKeys('service-calls');

/** The restaurant a SuperAdmin picked, as the query of a service path (staff of a restaurant send none). */
export const restaurantQuery = (restaurantId: number | null) => (restaurantId ? `?restaurantId=${restaurantId}` : '');

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

/** Calls still on the board: waiting, or acknowledged and not yet done. */
export const isLiveCall = (call: TableCall) => call.status === 'open' || call.status === 'acknowledged';

/** A call's latest state merged into the live list: finished and cancelled calls leave it. */
export const applyCall = (list: TableCall[] | undefined, call: TableCall) => applyLive(list, call, isLiveCall);
