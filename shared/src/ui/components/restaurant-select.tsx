// The restaurant of a record, picked by name among the restaurants the user may see (replaces the
// spec's raw restaurant ID box). Searchable for a SuperAdmin with many restaurants.
import { tr, type Restaurant } from '@menu/shared';
import { Select } from 'antd';
import { searchBy } from '../toolkit/search-select';

export interface RestaurantSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  restaurants: Restaurant[];
  disabled?: boolean;
  status?: 'error';
  allowAll?: boolean;
  'aria-label'?: string;
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
      style={{ width: '100%' }}
    />
  );
}
