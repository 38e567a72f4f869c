// The add-ons' filters: search, the restaurant, and (advanced) status, price tier and type; with the grid/list
// switch.
import { tr } from '@menu/shared';
import { ADDON_TIER_LABELS, ADDON_TYPE_LABELS, type AddonTier, type AddonType } from '../lib/addon-kinds';
import { FilterBar, RestaurantFilter, StatusSegmented, type ViewMode } from '@menu/shared/ui';
import { Select } from 'antd';
import type { useAddonFilters } from '../hooks/use-addon-filters';
import { TYPE_EMOJI } from './addon-labels';
import { TIERS } from './addon-stats';

const text = tr.catalog.addons;

interface AddonFilterBarProps {
  f: ReturnType<typeof useAddonFilters>;
  view: ViewMode;
  onView: (mode: ViewMode) => void;
}

export function AddonFilterBar({ f, view, onView }: AddonFilterBarProps) {
  return (
    <FilterBar
      search={{
        value: f.filters.search,
        onChange: (search) => f.set({ search }),
        label: text.searchLabel,
        placeholder: text.searchPlaceholder,
      }}
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
          <Select<AddonTier>
            aria-label={text.filters.priceTier}
            placeholder={text.filters.allTiers}
            allowClear
            value={f.filters.tier}
            onChange={(tier) => f.set({ tier })}
            options={TIERS.map((t) => ({ value: t, label: `${ADDON_TIER_LABELS[t]} (${text.tierRanges[t]})` }))}
            style={{ minWidth: 200 }}
          />
          <Select<AddonType>
            aria-label={text.filters.type}
            placeholder={text.filters.allTypes}
            allowClear
            value={f.filters.type}
            onChange={(type) => f.set({ type })}
            options={(Object.keys(ADDON_TYPE_LABELS) as AddonType[]).map((t) => ({
              value: t,
              label: `${TYPE_EMOJI[t]} ${ADDON_TYPE_LABELS[t]}`,
            }))}
            style={{ minWidth: 180 }}
          />
        </>
      }
    >
      <RestaurantFilter
        aria-label={text.filters.restaurant}
        value={f.filters.restaurantId ?? null}
        onChange={(restaurantId) => f.set({ restaurantId: restaurantId ?? undefined })}
        style={{ flex: '0 1 220px', minWidth: 160 }}
      />
    </FilterBar>
  );
}
