// GET/POST/PUT/DELETE /Translations and GET /Translations/records (the record picker's list).
import { apiClient, createQueryKeys, listOf, listScope, TranslatableRecordSchema, TranslationSchema, useScopedUser, type ScopedUser, type TranslatableRecord, type TranslatableTable, type Translation, type TranslationRequest } from '@menu/shared';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

export type TranslationValues = z.output<typeof TranslationRequest>;
const TranslationList = listOf(TranslationSchema);
export const translationKeys = createQueryKeys('translations');


export function fetchTranslations(): Promise<Translation[]> {
  return apiClient.get('/Translations', TranslationList);
}

export function useTranslations() {
  const user = useScopedUser();
  return useQuery(queryOptions({ queryKey: translationKeys.list(listScope(user)), queryFn: fetchTranslations, enabled: user !== null }));
}

function recordsQueryOptions(table: TranslatableTable, restaurantId: number | null, user: ScopedUser | null) {
  return queryOptions({
    queryKey: translationKeys.of('records', { table, restaurantId, ...listScope(user) }),
    queryFn: () =>
      apiClient.get('/Translations/records', z.array(TranslatableRecordSchema), {
        searchParams: restaurantId ? { table, restaurantId } : { table },
      }),
    staleTime: 30_000,
  });
}

/** The records of one table in one restaurant, for the picker. */
export function useTranslatableRecords(table: TranslatableTable, restaurantId: number | null) {
  const user = useScopedUser();
  return useQuery({ ...recordsQueryOptions(table, restaurantId, user), enabled: restaurantId != null && user !== null });
}

/** Names of the records the listed translations point at, one call per table in the list. */
export function useRecordNames(tables: TranslatableTable[]): Map<string, TranslatableRecord> {
  const user = useScopedUser();
  const results = useQueries({ queries: tables.map((table) => ({ ...recordsQueryOptions(table, null, user), enabled: user !== null })) });
  const map = new Map<string, TranslatableRecord>();
  results.forEach((r, i) => r.data?.forEach((record) => map.set(`${tables[i]}:${record.id}`, record)));
  return map;
}

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TranslationValues }) =>
      id ? apiClient.put(`/Translations/${id}`, { ...values, translationId: id }) : apiClient.post('/Translations', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationKeys.lists() }),
  });
}

export function useDeleteTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/Translations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationKeys.lists() }),
  });
}
