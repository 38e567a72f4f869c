// The QR code calls: list, create, update, active toggle, delete and bulk create. One file, one set of
// keys; every mutation invalidates through qrKeys.
import { apiClient, ApiError, QrBulkResultSchema, QrCodeSchema, useSession, type QrCode } from '@menu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { qrKeys } from './qr-keys';

/** A QR code plus the URL it encodes (the API's scanUrl; computed the same way when an older API omits it). */
export type QrCodeItem = QrCode & { scanUrl: string };

function automaticUrl(restaurantId: number, tableNumber: string): string {
  return `${globalThis.location?.origin ?? ''}/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`;
}

/** Parses one record (zod via the shared schema, so no second copy of zod ships in this bundle). */
export function toQrCodeItem(raw: unknown): QrCodeItem {
  const qr = QrCodeSchema.parse(raw);
  const given = (raw as { scanUrl?: unknown } | null)?.scanUrl;
  const scanUrl = (typeof given === 'string' && given) || qr.qrCodeUrl || automaticUrl(qr.restaurantId, qr.tableNumber);
  return { ...qr, scanUrl };
}

function toQrList(data: unknown): QrCodeItem[] {
  const rows = Array.isArray(data) ? data : ((data as { items?: unknown[]; data?: unknown[] } | null)?.items ?? (data as { data?: unknown[] } | null)?.data ?? []);
  return rows.map(toQrCodeItem);
}

export interface QrValues {
  restaurantId: number;
  tableNumber: string;
  qrCodeUrl: string | null;
  isActive: boolean;
}

/** The body of SPEC section 7 (counters are sent as the spec does; the server keeps its own). */
export function toBody(values: QrValues, record?: QrCodeItem) {
  return {
    restaurantId: values.restaurantId,
    tableNumber: values.tableNumber,
    qrCodeUrl: values.qrCodeUrl ?? '',
    qrCodeImage: record?.qrCodeImage ?? null,
    lastAccessedDate: record?.lastAccessedDate ?? null,
    accessCount: record?.accessCount ?? 0,
    isActive: values.isActive,
  };
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function qrCodesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: qrKeys.list({ userId }),
    queryFn: async () => toQrList(await apiClient.get('/menuqrcodes')),
    retry: shouldRetry,
  });
}

export function useQrCodes() {
  const userId = useSession((s) => s.user?.id ?? null);
  const [scopeUserId, setScopeUserId] = useState(userId);
  if (userId !== null && userId !== scopeUserId) setScopeUserId(userId);
  return useQuery(qrCodesQueryOptions(scopeUserId));
}

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
    mutationFn: ({ record, values }: { record: QrCodeItem; values: QrValues }) => apiClient.put(`/menuqrcodes/${record.id}`, toBody(values, record)),
    onSuccess: invalidate,
  });
}

/** SPEC section 4: the toggle sends the full record with the flag inverted. */
export function useToggleQrCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (record: QrCodeItem): Promise<boolean> => {
      const values: QrValues = { restaurantId: record.restaurantId, tableNumber: record.tableNumber, qrCodeUrl: record.qrCodeUrl, isActive: !record.isActive };
      await apiClient.put(`/menuqrcodes/${record.id}`, toBody(values, record));
      return values.isActive;
    },
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
    mutationFn: (body: { restaurantId: number; start: number; end: number }) => apiClient.post('/menuqrcodes/bulk', body, QrBulkResultSchema),
    onSuccess: invalidate,
  });
}
