// The report's calls: the filtered page, the stats and the downloads (files the server makes or streams).
import {
  AccessLogPageSchema,
  AccessLogStatsSchema,
  apiClient,
  createQueryKeys,
  fetchDownload,
  listOf,
  QrCodeSchema,
  SalesReportSchema,
  useScopedUser,
  type AccessLogPage,
  type AccessLogStats,
} from '@menu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchParams, type AccessLogQuery } from '../lib/report-filters';

/** Page and stats share the filter part, so `all` refreshes both. */
export const accessLogKeys = createQueryKeys('access-logs');

export function fetchAccessLogPage(query: AccessLogQuery, page: number, pageSize: number): Promise<AccessLogPage> {
  return apiClient.get('/MenuAccessLogs/page', AccessLogPageSchema, {
    searchParams: searchParams(query, { page, pageSize }),
  });
}

export function fetchAccessLogStats(query: AccessLogQuery): Promise<AccessLogStats> {
  return apiClient.get('/MenuAccessLogs/stats', AccessLogStatsSchema, { searchParams: searchParams(query) });
}

/** Orders from the tables in the report's range (the sales section). */
export function useSalesReport(query: AccessLogQuery) {
  const userId = useScopedUser()?.id ?? null;
  return useQuery({
    queryKey: accessLogKeys.of('sales', userId, query),
    queryFn: () => apiClient.get('/MenuAccessLogs/sales', SalesReportSchema, { searchParams: searchParams(query) }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessLogPage(query: AccessLogQuery, page: number, pageSize: number) {
  const userId = useScopedUser()?.id ?? null;
  return useQuery({
    queryKey: accessLogKeys.of('page', userId, query, page, pageSize),
    queryFn: () => fetchAccessLogPage(query, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

const QrCodeList = listOf(QrCodeSchema);

/** QR code id → table number, so the visit list names the table (a code the user cannot see stays unnamed). */
export function useTableNumbers() {
  const userId = useScopedUser()?.id ?? null;
  return useQuery({
    queryKey: accessLogKeys.of('tables', userId),
    queryFn: async () => new Map((await apiClient.get('/menuqrcodes', QrCodeList)).map((q) => [q.id, q.tableNumber])),
    staleTime: 60_000,
  });
}

export function useAccessLogStats(query: AccessLogQuery) {
  const userId = useScopedUser()?.id ?? null;
  return useQuery({
    queryKey: accessLogKeys.of('stats', userId, query),
    queryFn: () => fetchAccessLogStats(query),
    placeholderData: keepPreviousData,
  });
}

/** The downloads of the report: the log (CSV, Excel) and the report's tables (CSV, Excel). */
export const EXPORTS = {
  logCsv: '/MenuAccessLogs/csv',
  logXlsx: '/MenuAccessLogs/xlsx',
  reportCsv: '/MenuAccessLogs/report/csv',
  reportXlsx: '/MenuAccessLogs/report/xlsx',
} as const;
export type ExportKind = keyof typeof EXPORTS;

/** A download for the filters: the server makes (or streams) it; the file name comes from its Content-Disposition. */
export async function fetchAccessLogExport(
  kind: ExportKind,
  query: AccessLogQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const extension = kind.endsWith('Xlsx') ? 'xlsx' : 'csv';
  return fetchDownload(
    EXPORTS[kind],
    `erisim-kayitlari-${new Date().toISOString().slice(0, 10)}.${extension}`,
    searchParams(query),
  );
}

/** The filtered set as CSV (the spec's button). */
export const fetchAccessLogCsv = (query: AccessLogQuery) => fetchAccessLogExport('logCsv', query);
