// The QR screen's filters: search, the restaurant, and (advanced) status and whether a code was ever scanned;
// with the grid/list switch.
import { tr } from '@menu/shared';
import { FilterBar, FilterSelect, RestaurantFilter, searchFilter, statusChoices, type ViewMode } from '@menu/shared/ui';
import type { QrList } from '../hooks/use-qr-list';

interface QrFilterBarProps {
  list: QrList;
  view: ViewMode;
  onView: (mode: ViewMode) => void;
}

export function QrFilterBar({ list, view, onView }: QrFilterBarProps) {
  const { filters, set } = list;
  return (
    <FilterBar
      search={searchFilter(list, tr.qr.searchPlaceholder)}
      active={list.filtered}
      onClear={list.clear}
      view={{ value: view, onChange: onView, gridLabel: tr.common.gridShort, listLabel: tr.common.listShort }}
      advanced={
        <>
          <FilterSelect
            label={tr.qr.filters.status}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={statusChoices()}
            minWidth={140}
          />
          <FilterSelect
            label={tr.qr.filters.access}
            value={filters.access}
            onChange={(access) => set({ access })}
            options={[
              { value: 'all', label: tr.qr.filters.accessAll },
              { value: 'used', label: tr.qr.filters.accessUsed },
              { value: 'unused', label: tr.qr.filters.accessUnused },
            ]}
            minWidth={180}
          />
        </>
      }
    >
      <RestaurantFilter
        aria-label={tr.qr.fields.restaurant}
        value={filters.restaurantId}
        onChange={(restaurantId) => set({ restaurantId })}
      />
    </FilterBar>
  );
}
