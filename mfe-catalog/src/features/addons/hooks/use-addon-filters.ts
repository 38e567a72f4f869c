// Add-on filters (search, restaurant, status, price tier, inferred type) and the four stat figures.
import { matchesSearch, type Addon } from '@menu/shared';
import { addonTier, addonType, type AddonTier, type AddonType } from '../lib/addon-kinds';
import { useMemo, useState } from 'react';

export interface AddonFilters {
  search: string;
  restaurantId?: number;
  status: 'all' | 'active' | 'passive';
  tier?: AddonTier;
  type?: AddonType;
}
export const EMPTY_ADDON_FILTERS: AddonFilters = { search: '', status: 'all' };

export interface AddonStats {
  total: number;
  active: number;
  averagePrice: number;
  byTier: Record<AddonTier, number>;
}

export function addonStats(addons: Addon[]): AddonStats {
  const byTier: Record<AddonTier, number> = { free: 0, economic: 0, medium: 0, premium: 0 };
  let sum = 0;
  for (const a of addons) {
    byTier[addonTier(a.price)]++;
    sum += a.price;
  }
  return {
    total: addons.length,
    active: addons.filter((a) => a.isActive).length,
    averagePrice: addons.length ? Math.round((sum / addons.length) * 100) / 100 : 0,
    byTier,
  };
}

export function filterAddons(addons: Addon[], f: AddonFilters): Addon[] {
  return addons.filter(
    (a) =>
      (!f.restaurantId || a.restaurantId === f.restaurantId) &&
      (f.status === 'all' || (f.status === 'active') === a.isActive) &&
      (!f.tier || addonTier(a.price) === f.tier) &&
      (!f.type || addonType(a.name) === f.type) &&
      matchesSearch(f.search, a.name, a.description),
  );
}

export function useAddonFilters(addons: Addon[]) {
  const [filters, setFilters] = useState<AddonFilters>(EMPTY_ADDON_FILTERS);
  const filtered = useMemo(() => filterAddons(addons, filters), [addons, filters]);
  // The figures follow the restaurant chosen, not the other filters, so they describe the whole menu.
  const stats = useMemo(
    () => addonStats(filters.restaurantId ? addons.filter((a) => a.restaurantId === filters.restaurantId) : addons),
    [addons, filters.restaurantId],
  );
  return {
    filters,
    filtered,
    stats,
    active: JSON.stringify(filters) !== JSON.stringify(EMPTY_ADDON_FILTERS),
    set: (patch: Partial<AddonFilters>) => setFilters((prev) => ({ ...prev, ...patch })),
    clear: () => setFilters(EMPTY_ADDON_FILTERS),
  };
}
