// GET/POST/PUT/DELETE /Translations, GET /Translations/records (the record picker's list), the coverage per
// language and what a language lacks, and the translation sheet's import.
import {
  apiClient,
  listOf,
  listScope,
  MissingTranslationSchema,
  scopedListQuery,
  TranslatableRecordSchema,
  TranslationCoverageSchema,
  TranslationSchema,
  TranslationSheetPreviewSchema,
  useScopedList,
  useScopedUser,
  type ScopedUser,
  type TranslatableRecord,
  type TranslatableTable,
  type TranslationRequest,
  type TranslationSheetPreview,
} from '@menu/shared';
import { translationKeys } from '@menu/shared/ui';
import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';

export type TranslationValues = z.output<typeof TranslationRequest>;
// The same keys as the record form of the toolkit (the catalog's "Çevir"), so either refreshes the other.
export { translationKeys };

const translationsQueryOptions = scopedListQuery(
  translationKeys,
  () => apiClient.get('/Translations', listOf(TranslationSchema)),
  { waitForUser: true },
);

export const useTranslations = () => useScopedList(translationsQueryOptions);

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
  return useQuery({
    ...recordsQueryOptions(table, restaurantId, user),
    enabled: restaurantId != null && user !== null,
  });
}

/** Names of the records the listed translations point at, one call per table in the list. */
export function useRecordNames(tables: TranslatableTable[]): Map<string, TranslatableRecord> {
  const user = useScopedUser();
  const results = useQueries({
    queries: tables.map((table) => ({ ...recordsQueryOptions(table, null, user), enabled: user !== null })),
  });
  const map = new Map<string, TranslatableRecord>();
  results.forEach((r, i) => r.data?.forEach((record) => map.set(`${tables[i]}:${record.id}`, record)));
  return map;
}

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TranslationValues }) =>
      id
        ? apiClient.put(`/Translations/${id}`, { ...values, translationId: id })
        : apiClient.post('/Translations', values),
    onSuccess: () => invalidateTranslations(queryClient),
  });
}

export function useDeleteTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/Translations/${id}`),
    onSuccess: () => invalidateTranslations(queryClient),
  });
}

/** Everything this screen reads from translations: lists, records, coverage, what is missing. */
export function invalidateTranslations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: translationKeys.all });
}

export function useCoverage(restaurantId: number | null) {
  const user = useScopedUser();
  return useQuery({
    queryKey: translationKeys.of('coverage', { restaurantId, ...listScope(user) }),
    queryFn: () =>
      apiClient.get('/Translations/coverage', TranslationCoverageSchema, {
        searchParams: { restaurantId: restaurantId! },
      }),
    enabled: restaurantId != null && user !== null,
  });
}

export function useMissingTranslations(restaurantId: number | null, languageCode: string | null) {
  const user = useScopedUser();
  return useQuery({
    queryKey: translationKeys.of('missing', { restaurantId, languageCode, ...listScope(user) }),
    queryFn: () =>
      apiClient.get('/Translations/missing', z.array(MissingTranslationSchema), {
        searchParams: { restaurantId: restaurantId!, languageCode: languageCode! },
      }),
    enabled: restaurantId != null && languageCode != null && user !== null,
  });
}

/** Sends the sheet: a preview with `dryRun`, else all of it or nothing. */
export function importTranslationSheet(
  restaurantId: number,
  file: File,
  dryRun: boolean,
): Promise<TranslationSheetPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload(
    `/restaurants/${restaurantId}/translations/import${dryRun ? '?dryRun=true' : ''}`,
    form,
    TranslationSheetPreviewSchema,
  );
}
