// The restaurant of a record, picked by name among the restaurants the user may see (replaces the
// spec's raw restaurant ID box). Searchable for a SuperAdmin with many restaurants. RestaurantFilter is the
// list screens' "which restaurant" filter built on it.
import { tr, useRestaurantChoices, type Restaurant } from '@menu/shared';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { searchBy } from '../../toolkit/lists/search-select.ui';

export interface RestaurantSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  restaurants: Restaurant[];
  disabled?: boolean;
  status?: 'error';
  allowAll?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

const ALL = 0;

export function RestaurantSelect({
  id,
  value,
  onChange,
  restaurants,
  disabled,
  status,
  allowAll,
  style,
  ...rest
}: RestaurantSelectProps) {
  const options = [
    ...(allowAll ? [{ value: ALL, label: tr.schedule.allRestaurants }] : []),
    ...restaurants.map((r) => ({ value: r.id, label: r.isActive ? r.name : `${r.name} (${tr.common.passive})` })),
  ];
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? (allowAll ? ALL : undefined)}
      onChange={(v) => onChange?.(v === ALL ? null : v)}
      options={options}
      placeholder={tr.common.selectRestaurant}
      disabled={disabled}
      status={status}
      showSearch={searchBy()}
      style={style ?? { width: '100%' }}
    />
  );
}

export interface RestaurantFilterProps {
  /** null: every restaurant. */
  value: number | null;
  onChange: (value: number | null) => void;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A list's restaurant filter: "all restaurants" or one of the user's; nothing when the user has only one. */
export function RestaurantFilter({ value, onChange, style, ...rest }: RestaurantFilterProps) {
  const { restaurants } = useRestaurantChoices();
  if (restaurants.length <= 1) return null;
  return (
    <RestaurantSelect
      allowAll
      value={value}
      onChange={onChange}
      restaurants={restaurants}
      aria-label={rest['aria-label'] ?? tr.common.restaurant}
      style={style ?? { flex: '0 1 220px', minWidth: 160 }}
    />
  );
}
