// Query keys of the access-log report: page and stats share the filter part, so `all` refreshes both.
import type { AccessLogQuery } from '../lib/report-filters';

export const accessLogKeys = {
  all: ['access-logs'] as const,
  stats: (userId: number | null, query: AccessLogQuery) => [...accessLogKeys.all, 'stats', userId, query] as const,
  page: (userId: number | null, query: AccessLogQuery, page: number, pageSize: number) => [...accessLogKeys.all, 'page', userId, query, page, pageSize] as const,
};
