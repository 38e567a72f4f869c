// GET/POST/PUT/DELETE /SpecialDays: fetchers, query options and hooks of the special-days feature.
import {
  apiClient,
  createQueryKeys,
  listOf,
  scopedListQuery,
  SpecialDaySchema,
  useScopedList,
  type SpecialDayRequest,
} from '@menu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type SpecialDayValues = z.output<typeof SpecialDayRequest>;
export const specialDayKeys = createQueryKeys('special-days');

export const specialDaysQueryOptions = scopedListQuery(
  specialDayKeys,
  () => apiClient.get('/SpecialDays', listOf(SpecialDaySchema)),
  { waitForUser: true },
);

export const useSpecialDays = () => useScopedList(specialDaysQueryOptions);

export function useSaveSpecialDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: SpecialDayValues }) =>
      id
        ? apiClient.put(`/SpecialDays/${id}`, { ...values, specialDayId: id })
        : apiClient.post('/SpecialDays', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialDayKeys.all }),
  });
}

export function useDeleteSpecialDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/SpecialDays/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialDayKeys.all }),
  });
}
