// The report's filters as the screen holds them, and as the API reads them (ISO instants, `to` exclusive).
import type { DeviceType } from '@menu/shared';
import dayjs, { type Dayjs } from 'dayjs';

export interface ReportFilters {
  range: [Dayjs, Dayjs] | null;
  deviceType: DeviceType | null;
  restaurantId: number | null;
}

export const NO_FILTERS: ReportFilters = { range: null, deviceType: null, restaurantId: null };

/** Query string values; undefined ones are left out. */
export interface AccessLogQuery {
  from?: string;
  to?: string;
  deviceType?: DeviceType;
  restaurantId?: number;
}

/** Whole days in the browser's zone: from the first day's start to the start of the day after the last. */
export function toQuery(filters: ReportFilters): AccessLogQuery {
  const query: AccessLogQuery = {};
  if (filters.range) {
    query.from = filters.range[0].startOf('day').toISOString();
    query.to = filters.range[1].add(1, 'day').startOf('day').toISOString();
  }
  if (filters.deviceType) query.deviceType = filters.deviceType;
  if (filters.restaurantId) query.restaurantId = filters.restaurantId;
  return query;
}

export function searchParams(
  query: AccessLogQuery,
  extra: Record<string, number> = {},
): Record<string, string | number> {
  return Object.fromEntries(Object.entries({ ...query, ...extra }).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
}

export function hasFilters(filters: ReportFilters): boolean {
  return filters.range !== null || filters.deviceType !== null || filters.restaurantId !== null;
}

/**
 * Every day from the first to the last day with visits (days without visits as 0), at least `min` days
 * (so one busy day is a bar, not a wall) and at most the last `max`.
 */
export function fillDays(
  perDay: Array<{ date: string; count: number }>,
  max = 60,
  min = 14,
): Array<{ date: string; count: number }> {
  if (perDay.length === 0) return [];
  const counts = new Map(perDay.map((d) => [d.date, d.count]));
  const last = dayjs(perDay[perDay.length - 1].date);
  const earliest = dayjs(perDay[0].date);
  const first = last.diff(earliest, 'day') + 1 < min ? last.subtract(min - 1, 'day') : earliest;
  const out: Array<{ date: string; count: number }> = [];
  for (let d = last; !d.isBefore(first) && out.length < max; d = d.subtract(1, 'day')) {
    const key = d.format('YYYY-MM-DD');
    out.push({ date: key, count: counts.get(key) ?? 0 });
  }
  return out.reverse();
}
