// The add-ons' filters: search, the restaurant, and (advanced) status, price tier and type; with the grid/list
// switch.
import { tr } from '@menu/shared';
import { Select } from 'antd';
import { CatalogFilterBar, type ScreenFilterBarProps } from '../../../lists/catalog-filter-bar';
import type { useAddonFilters } from '../hooks/use-addon-filters';
import { ADDON_TIER_LABELS, ADDON_TYPE_LABELS, type AddonTier, type AddonType } from '../lib/addon-kinds';
import { TYPE_EMOJI } from './addon-labels';
import { TIERS } from './addon-stats';

const text = tr.catalog.addons;

const tierOptions = () => TIERS.map((t) => ({ value: t, label: `${ADDON_TIER_LABELS[t]} (${text.tierRanges[t]})` }));
const typeOptions = () =>
  (Object.keys(ADDON_TYPE_LABELS) as AddonType[]).map((t) => ({
    value: t,
    label: `${TYPE_EMOJI[t]} ${ADDON_TYPE_LABELS[t]}`,
  }));

export function AddonFilterBar(props: ScreenFilterBarProps<ReturnType<typeof useAddonFilters>>) {
  const { f } = props;
  return (
    <CatalogFilterBar
      {...props}
      text={text}
      restaurantWidth={220}
      advanced={
        <>
          <Select<AddonTier>
            aria-label={text.filters.priceTier}
            placeholder={text.filters.allTiers}
            allowClear
            value={f.filters.tier}
            onChange={(tier) => f.set({ tier })}
            options={tierOptions()}
            style={{ minWidth: 200 }}
          />
          <Select<AddonType>
            aria-label={text.filters.type}
            placeholder={text.filters.allTypes}
            allowClear
            value={f.filters.type}
            onChange={(type) => f.set({ type })}
            options={typeOptions()}
            style={{ minWidth: 180 }}
          />
        </>
      }
    />
  );
}
