// GET/POST/PUT/DELETE /RestaurantHours: fetchers, query options and hooks of the opening-hours feature.
import {
  apiClient,
  createQueryKeys,
  HoursSchema,
  listOf,
  scopedListQuery,
  useScopedList,
  type HoursRequest,
} from '@menu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type HoursValues = z.output<typeof HoursRequest>;
export const hoursKeys = createQueryKeys('restaurant-hours');

export const hoursQueryOptions = scopedListQuery(
  hoursKeys,
  () => apiClient.get('/RestaurantHours', listOf(HoursSchema)),
  { waitForUser: true },
);

export const useHours = () => useScopedList(hoursQueryOptions);

export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: HoursValues }) =>
      id
        ? apiClient.put(`/RestaurantHours/${id}`, { ...values, hourId: id })
        : apiClient.post('/RestaurantHours', values),
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
