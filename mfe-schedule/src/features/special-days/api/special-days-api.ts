// GET/POST/PUT/DELETE /SpecialDays: fetchers, query options and hooks of the special-days feature.
import { apiClient, listOf, SpecialDaySchema, useSession, type SpecialDay, type SpecialDayRequest } from '@menu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { specialDayKeys } from './special-day-keys';

export type SpecialDayValues = z.output<typeof SpecialDayRequest>;
const SpecialDayList = listOf(SpecialDaySchema);

export function fetchSpecialDays(): Promise<SpecialDay[]> {
  return apiClient.get('/SpecialDays', SpecialDayList);
}

export function specialDaysQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: specialDayKeys.list(userId), queryFn: fetchSpecialDays });
}

export function useSpecialDays() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery(specialDaysQueryOptions(userId));
}

export function useSaveSpecialDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: SpecialDayValues }) =>
      id ? apiClient.put(`/SpecialDays/${id}`, { ...values, specialDayId: id }) : apiClient.post('/SpecialDays', values),
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
