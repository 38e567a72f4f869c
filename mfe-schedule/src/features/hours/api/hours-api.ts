// GET/POST/PUT/DELETE /RestaurantHours: fetchers, query options and hooks of the opening-hours feature.
import { apiClient, HoursSchema, listOf, useSession, type Hours, type HoursRequest } from '@menu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { hoursKeys } from './hours-keys';

export type HoursValues = z.output<typeof HoursRequest>;
const HoursList = listOf(HoursSchema);

export function fetchHours(): Promise<Hours[]> {
  return apiClient.get('/RestaurantHours', HoursList);
}

export function hoursQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: hoursKeys.list(userId), queryFn: fetchHours });
}

export function useHours() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery(hoursQueryOptions(userId));
}

export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: HoursValues }) =>
      id ? apiClient.put(`/RestaurantHours/${id}`, { ...values, hourId: id }) : apiClient.post('/RestaurantHours', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
  });
}

export function useDeleteHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/RestaurantHours/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
  });
}
