// The report's state: the filters (a change goes back to the first page), the table's page, and the two
// server answers they select (the figures and the page of rows).
import { useMemo, useState } from 'react';
import { useAccessLogPage, useAccessLogStats } from '../api/access-logs';
import { hasFilters, NO_FILTERS, toQuery, type ReportFilters } from '../lib/report-filters';

export function useAccessLogReport() {
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);

  const query = useMemo(() => toQuery(filters), [filters]);
  const stats = useAccessLogStats(query);
  const logs = useAccessLogPage(query, page, pageSize);

  const change = (patch: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const changePage = (next: number, size: number) => {
    setPage(size !== pageSize ? 1 : next);
    setPageSize(size);
  };

  return {
    filters,
    filtered: hasFilters(filters),
    change,
    clear: () => change(NO_FILTERS),
    query,
    stats,
    logs,
    page,
    pageSize,
    changePage,
    error: stats.error ?? logs.error,
    total: logs.data?.total ?? 0,
    loaded: logs.data !== undefined,
  };
}
export type AccessLogReport = ReturnType<typeof useAccessLogReport>;
