// The list screen's pure rules: filtering, natural ordering and the four stat figures.
import { matchesSearch, matchesStatus, type StatusFilter } from '@menu/shared';
import type { QrCodeItem } from '../api/qr-codes';

export type AccessFilter = 'all' | 'used' | 'unused';

export interface QrFilters {
  search: string;
  restaurantId: number | null;
  status: StatusFilter;
  access: AccessFilter;
}

export const EMPTY_FILTERS: QrFilters = { search: '', restaurantId: null, status: 'all', access: 'all' };

const collator = new Intl.Collator('tr-TR', { numeric: true, sensitivity: 'base' });

/** Restaurant, then table number in natural order (2 before 10, A1 before A2). */
export function sortQrCodes(list: QrCodeItem[]): QrCodeItem[] {
  return [...list].sort(
    (a, b) => a.restaurantId - b.restaurantId || collator.compare(a.tableNumber, b.tableNumber) || a.id - b.id,
  );
}

export function byRestaurant(list: QrCodeItem[], restaurantId: number | null): QrCodeItem[] {
  return restaurantId ? list.filter((q) => q.restaurantId === restaurantId) : list;
}

/** Search matches the table number or the URL (custom or automatic), case-insensitively in Turkish. */
export function filterQrCodes(list: QrCodeItem[], filters: QrFilters): QrCodeItem[] {
  return sortQrCodes(
    byRestaurant(list, filters.restaurantId).filter((q) => {
      if (!matchesStatus(filters.status, q.isActive)) return false;
      if (filters.access === 'used' && q.accessCount < 1) return false;
      if (filters.access === 'unused' && q.accessCount > 0) return false;
      return matchesSearch(filters.search, q.tableNumber, q.scanUrl, q.qrCodeUrl);
    }),
  );
}

export function hasActiveFilters(filters: QrFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.restaurantId !== null ||
    filters.status !== 'all' ||
    filters.access !== 'all'
  );
}

export interface QrStats {
  total: number;
  active: number;
  accesses: number;
  used: number;
}

export function qrStats(list: QrCodeItem[]): QrStats {
  return {
    total: list.length,
    active: list.filter((q) => q.isActive).length,
    accesses: list.reduce((sum, q) => sum + q.accessCount, 0),
    used: list.filter((q) => q.accessCount > 0).length,
  };
}
