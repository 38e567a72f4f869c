// The change trail's calls, shared by the users remote's "Değişiklik geçmişi" screen and the catalog's
// "Geçmiş" button: keyset pages (newest first) and the CSV/XLSX downloads of the same filters.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, AuditPageSchema, createQueryKeys, fetchDownload, type AuditPage } from '@menu/shared';

export const auditKeys = createQueryKeys('audit');

/** The screen's filters; dates are the first and last day shown (the last one whole). */
export interface AuditFilters {
  restaurantId?: number | null;
  entity?: string | null;
  recordId?: number | null;
  userId?: number | null;
  /** 'YYYY-MM-DD' */
  from?: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  to?: string | null;
}

/** Istanbul's midnight of a day, as the instant the API filters by. */
function dayStart(day: string): string {
  return new Date(`${day}T00:00:00+03:00`).toISOString();
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function auditSearchParams(
  filters: AuditFilters,
  extra: Record<string, string | number> = {},
): Record<string, string | number> {
  const params: Record<string, string | number> = { ...extra };
  if (filters.restaurantId) params.restaurantId = filters.restaurantId;
  if (filters.entity) params.entity = filters.entity;
  if (filters.recordId) params.recordId = filters.recordId;
  if (filters.userId) params.userId = filters.userId;
  if (filters.from) params.from = dayStart(filters.from);
  if (filters.to) params.to = dayStart(nextDay(filters.to));
  return params;
}

export const AUDIT_PAGE_SIZE = 50;

export function auditPagesQuery(filters: AuditFilters, userId: number | null, enabled = true) {
  return infiniteQueryOptions({
    queryKey: auditKeys.of('pages', userId, filters),
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      apiClient.get('/audit', AuditPageSchema, {
        searchParams: auditSearchParams(
          filters,
          pageParam ? { before: pageParam, limit: AUDIT_PAGE_SIZE } : { limit: AUDIT_PAGE_SIZE },
        ),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function fetchAuditExport(
  kind: 'csv' | 'xlsx',
  filters: AuditFilters,
): Promise<{ blob: Blob; fileName: string }> {
  return fetchDownload(
    `/audit/${kind}`,
    `degisiklik-gecmisi-${new Date().toISOString().slice(0, 10)}.${kind}`,
    auditSearchParams(filters),
  );
}
