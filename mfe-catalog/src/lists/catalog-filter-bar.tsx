// The filter bar the catalogue's list screens share (add-ons, variants): the search box, the restaurant first
// among the screen's filters, and the status first in the advanced panel, all wired to the screen's filter
// state; the screen adds its own filters beside them.
import type { StatusFilter } from '@menu/shared';
import { FilterBar, RestaurantFilter, searchFilter, StatusSegmented, type ViewMode } from '@menu/shared/ui';
import type { ReactNode } from 'react';

/** What a catalogue screen's filter hook gives the bar. */
export interface CatalogFilterState {
  filters: { search: string; status: StatusFilter; restaurantId?: number };
  set: (patch: { search?: string; status?: StatusFilter; restaurantId?: number }) => void;
  active: boolean;
  clear: () => void;
}

/** What a catalogue screen gives its filter bar: its filter state and the grid/list switch. */
export interface ScreenFilterBarProps<F extends CatalogFilterState> {
  f: F;
  view: ViewMode;
  onView: (mode: ViewMode) => void;
}

interface CatalogFilterBarProps extends ScreenFilterBarProps<CatalogFilterState> {
  text: { searchLabel: string; searchPlaceholder: string; filters: { status: string; restaurant: string } };
  /** The restaurant filter's width (px), beside the screen's other filters. */
  restaurantWidth: number;
  /** The screen's own advanced filters, after the status. */
  advanced: ReactNode;
  /** The screen's own filters, after the restaurant. */
  children?: ReactNode;
}

export function CatalogFilterBar({
  f,
  text,
  view,
  onView,
  restaurantWidth,
  advanced,
  children,
}: CatalogFilterBarProps) {
  return (
    <FilterBar
      search={searchFilter(f, text.searchLabel, text.searchPlaceholder)}
      active={f.active}
      onClear={f.clear}
      view={{ value: view, onChange: onView }}
      advanced={
        <>
          <StatusSegmented
            label={text.filters.status}
            value={f.filters.status}
            onChange={(status) => f.set({ status })}
          />
          {advanced}
        </>
      }
    >
      <RestaurantFilter
        aria-label={text.filters.restaurant}
        value={f.filters.restaurantId ?? null}
        onChange={(restaurantId) => f.set({ restaurantId: restaurantId ?? undefined })}
        style={{ flex: `0 1 ${restaurantWidth}px`, minWidth: 160 }}
      />
      {children}
    </FilterBar>
  );
}
