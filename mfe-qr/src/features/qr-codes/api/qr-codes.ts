// The QR code calls: list, create, update, active toggle, delete and bulk create. One file, one set of
// keys; every mutation invalidates through qrKeys.
import {
  AccessLogStatsSchema,
  apiClient,
  createQueryKeys,
  listScope,
  QrBulkResultSchema,
  QrCodeSchema,
  scopedListQuery,
  useScopedList,
  useScopedUser,
  type QrCode,
} from '@menu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const qrKeys = createQueryKeys('qr-codes');

/** A QR code plus the URL it encodes (the API's scanUrl; computed the same way when an older API omits it). */
export type QrCodeItem = QrCode & { scanUrl: string };

function automaticUrl(restaurantId: number, tableNumber: string): string {
  return `${globalThis.location?.origin ?? ''}/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`;
}

/** Parses one record (zod via the shared schema, so no second copy of zod ships in this bundle). */
export function toQrCodeItem(raw: unknown): QrCodeItem {
  const qr = QrCodeSchema.parse(raw);
  const given = (raw as { scanUrl?: unknown } | null)?.scanUrl;
  // Every code encodes its scan address; the server redirects a custom-URL code there (so deactivating it works).
  const scanUrl = (typeof given === 'string' && given) || automaticUrl(qr.restaurantId, qr.tableNumber);
  return { ...qr, scanUrl };
}

function toQrList(data: unknown): QrCodeItem[] {
  const rows = Array.isArray(data)
    ? data
    : ((data as { items?: unknown[]; data?: unknown[] } | null)?.items ??
      (data as { data?: unknown[] } | null)?.data ??
      []);
  return rows.map(toQrCodeItem);
}

export interface QrValues {
  restaurantId: number;
  tableNumber: string;
  qrCodeUrl: string | null;
  isActive: boolean;
  /** Confirms the code was printed again (clears needsReprint). */
  reprinted?: boolean;
}

/** The body of docs/api-rules.md, Calls (counters are sent along; the server keeps its own). */
export function toBody(values: QrValues, record?: QrCodeItem) {
  return {
    restaurantId: values.restaurantId,
    tableNumber: values.tableNumber,
    qrCodeUrl: values.qrCodeUrl ?? '',
    qrCodeImage: record?.qrCodeImage ?? null,
    lastAccessedDate: record?.lastAccessedDate ?? null,
    accessCount: record?.accessCount ?? 0,
    isActive: values.isActive,
    ...(values.reprinted ? { reprinted: true } : {}),
  };
}

export const qrCodesQueryOptions = scopedListQuery(qrKeys, async () => toQrList(await apiClient.get('/menuqrcodes')));

/**
 * Visits per code today and in the last 7 days (the report's per-code counts). A user without the report
 * gets an error here, and the cards then show the usage level instead.
 */
export function useTableVisitCounts() {
  const user = useScopedUser();
  return useQuery({
    queryKey: qrKeys.of('visits', listScope(user)),
    queryFn: async () => {
      const now = new Date();
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      const week = new Date(today.getTime() - 6 * 86_400_000);
      const stats = (from: Date) =>
        apiClient.get('/MenuAccessLogs/stats', AccessLogStatsSchema, { searchParams: { from: from.toISOString() } });
      const [t, w] = await Promise.all([stats(today), stats(week)]);
      return { today: t.perQrCode, week: w.perQrCode };
    },
    enabled: user !== null,
    staleTime: 60_000,
    retry: false,
  });
}

export const useQrCodes = () => useScopedList(qrCodesQueryOptions);

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: qrKeys.all });
}

export function useCreateQrCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (values: QrValues) => toQrCodeItem(await apiClient.post('/menuqrcodes', toBody(values))),
    onSuccess: invalidate,
  });
}

export function useUpdateQrCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ record, values }: { record: QrCodeItem; values: QrValues }) =>
      apiClient.put(`/menuqrcodes/${record.id}`, toBody(values, record)),
    onSuccess: invalidate,
  });
}

/** docs/screens.md, States and transitions: the toggle sends the full record with the flag inverted. */
export function useToggleQrCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (record: QrCodeItem): Promise<boolean> => {
      const values: QrValues = {
        restaurantId: record.restaurantId,
        tableNumber: record.tableNumber,
        qrCodeUrl: record.qrCodeUrl,
        isActive: !record.isActive,
      };
      await apiClient.put(`/menuqrcodes/${record.id}`, toBody(values, record));
      return values.isActive;
    },
    onSuccess: invalidate,
  });
}

/** Staff printed the code again: the same record with `reprinted`, which clears needsReprint. */
export function useMarkReprinted() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (record: QrCodeItem) =>
      apiClient.put(
        `/menuqrcodes/${record.id}`,
        toBody(
          {
            restaurantId: record.restaurantId,
            tableNumber: record.tableNumber,
            qrCodeUrl: record.qrCodeUrl,
            isActive: record.isActive,
            reprinted: true,
          },
          record,
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteQrCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/menuqrcodes/${id}`),
    onSuccess: invalidate,
  });
}

export function useBulkCreateQrCodes() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { restaurantId: number; start: number; end: number }) =>
      apiClient.post('/menuqrcodes/bulk', body, QrBulkResultSchema),
    onSuccess: invalidate,
  });
}
