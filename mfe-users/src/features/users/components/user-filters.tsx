// Search, restaurant filter, advanced filters (status, role, sign-in), clear filters, grid/list toggle.
import { ROLE_LABELS, tr, type Restaurant } from '@menu/shared';
import { FilterBar, FilterField, RestaurantSelect, searchFilter, type ViewMode } from '@menu/shared/ui';
import { Select } from 'antd';
import { hasActiveFilters, type LoginFilter, type StatusFilter, type UserFilters } from '../hooks/filter-users';

export interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  restaurants: Restaurant[];
  showRestaurantFilter: boolean;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}

export function UserFiltersBar({
  filters,
  onChange,
  restaurants,
  showRestaurantFilter,
  view,
  onViewChange,
}: UserFiltersBarProps) {
  const advancedCount = [filters.status !== 'all', filters.role !== 'all', filters.login !== 'all'].filter(
    Boolean,
  ).length;
  const set = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });

  return (
    <FilterBar
      search={searchFilter({ filters, set }, tr.users.searchLabel, tr.users.searchPlaceholder)}
      active={hasActiveFilters(filters)}
      onClear={() => onChange({ search: '', restaurantId: null, status: 'all', role: 'all', login: 'all' })}
      view={{
        value: view,
        onChange: onViewChange,
        ariaLabel: tr.users.viewLabel,
        gridLabel: tr.common.gridShort,
        listLabel: tr.common.listShort,
      }}
      advancedCount={advancedCount}
      advancedOpen={advancedCount > 0}
      advanced={
        <>
          <FilterField label={tr.users.statusFilter}>
            <Select<StatusFilter>
              aria-label={tr.users.statusFilter}
              value={filters.status}
              onChange={(status) => set({ status })}
              options={[
                { value: 'all', label: tr.common.all },
                { value: 'active', label: tr.common.active },
                { value: 'passive', label: tr.common.passive },
              ]}
              style={{ minWidth: 140 }}
            />
          </FilterField>
          <FilterField label={tr.users.roleFilter}>
            <Select<UserFilters['role']>
              aria-label={tr.users.roleFilter}
              value={filters.role}
              onChange={(role) => set({ role })}
              options={[
                { value: 'all', label: tr.common.all },
                { value: 'SuperAdmin', label: ROLE_LABELS.SuperAdmin },
                { value: 'Admin', label: ROLE_LABELS.Admin },
                { value: 'Manager', label: ROLE_LABELS.Manager },
                { value: 'Garson', label: ROLE_LABELS.Garson },
              ]}
              style={{ minWidth: 160 }}
            />
          </FilterField>
          <FilterField label={tr.users.loginFilter}>
            <Select<LoginFilter>
              aria-label={tr.users.loginFilter}
              value={filters.login}
              onChange={(login) => set({ login })}
              options={[
                { value: 'all', label: tr.users.loginAny },
                { value: 'ever', label: tr.users.loginEver },
                { value: 'never', label: tr.users.loginNever },
              ]}
              style={{ minWidth: 180 }}
            />
          </FilterField>
        </>
      }
    >
      {showRestaurantFilter ? (
        <RestaurantSelect
          allowAll
          aria-label={tr.users.restaurantFilterLabel}
          value={filters.restaurantId}
          onChange={(restaurantId) => set({ restaurantId })}
          restaurants={restaurants}
          style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 320 }}
        />
      ) : null}
    </FilterBar>
  );
}
