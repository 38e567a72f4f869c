// The QR list as the screen shows it: the filters, the codes they leave, the figures of the chosen
// restaurant, each table's visits, and the codes picked for printing.
import { useMemo, useState } from 'react';
import { useQrCodes, useTableVisitCounts, type QrCodeItem } from '../api/qr-codes';
import {
  byRestaurant,
  EMPTY_FILTERS,
  filterQrCodes,
  hasActiveFilters,
  qrStats,
  type QrFilters,
} from '../lib/qr-filters';
import { tableVisits } from '../lib/table-visits';

export function useQrList() {
  const query = useQrCodes();
  const [filters, setFilters] = useState<QrFilters>(EMPTY_FILTERS);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  // On a load error the list is cleared: never a stale list under an error.
  const all = useMemo(() => (query.isError ? [] : (query.data ?? [])), [query.data, query.isError]);
  const counts = useTableVisitCounts();
  const visits = useMemo(
    () => (counts.data ? tableVisits(all, counts.data.today, counts.data.week) : undefined),
    [all, counts.data],
  );
  const list = useMemo(() => filterQrCodes(all, filters), [all, filters]);
  const selected = list.filter((q) => selectedIds.includes(q.id));

  // The automatic URL the server builds, for the dialog's preview of a code not saved yet.
  const scanBase = useMemo(() => {
    const auto = all.find((q) => q.scanUrl.includes('/api/menu/'));
    return auto ? auto.scanUrl.slice(0, auto.scanUrl.indexOf('/api/menu/')) : (globalThis.location?.origin ?? '');
  }, [all]);

  return {
    query,
    filters,
    set: (patch: Partial<QrFilters>) => setFilters((f) => ({ ...f, ...patch })),
    clear: () => setFilters(EMPTY_FILTERS),
    filtered: hasActiveFilters(filters),
    list,
    stats: qrStats(byRestaurant(all, filters.restaurantId)),
    visits,
    toReprint: all.filter((q) => q.needsReprint),
    selectedIds,
    setSelectedIds,
    select: (qr: QrCodeItem, on: boolean) =>
      setSelectedIds((ids) => (on ? [...new Set([...ids, qr.id])] : ids.filter((id) => id !== qr.id))),
    selected,
    /** What the print buttons print: the picked codes, or the whole list when none is picked. */
    targets: selected.length ? selected : list,
    automaticUrl: (restaurantId: number, table: string) =>
      `${scanBase}/api/menu/${restaurantId}?table=${encodeURIComponent(table)}`,
  };
}
export type QrList = ReturnType<typeof useQrList>;
