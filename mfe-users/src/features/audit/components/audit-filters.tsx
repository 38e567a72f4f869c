// The change trail's filters: who (a user), what (a record kind), when (a date range) and, for a SuperAdmin,
// which restaurant; with a button that clears them.
import { AUDIT_ENTITIES, tr, type Restaurant, type User } from '@menu/shared';
import { RestaurantSelect, type AuditFilters } from '@menu/shared/ui';
import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

const text = tr.audit;
const ALL = 'all';

export interface AuditFiltersBarProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  users: User[];
  /** The restaurants a SuperAdmin may pick; empty: no restaurant filter. */
  restaurants: Restaurant[];
}

function Field({ label, children, grow = '0 1 220px' }: { label: string; children: ReactNode; grow?: string }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: grow, minWidth: 160 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </label>
  );
}

export const NO_AUDIT_FILTERS: AuditFilters = {};

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((v) => v != null && v !== '');
}

export function AuditFiltersBar({ value, onChange, users, restaurants }: AuditFiltersBarProps) {
  const change = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const range: [Dayjs, Dayjs] | null = value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null;
  return (
    <Flex gap={12} wrap align="flex-end" style={{ marginBottom: 16 }} role="search" aria-label={tr.common.search}>
      <Field label={text.filterUser}>
        <Select
          aria-label={text.filterUser}
          value={value.userId ?? ALL}
          onChange={(v: number | typeof ALL) => change({ userId: v === ALL ? null : v })}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: ALL, label: text.filterUserAll },
            ...users.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.username })),
          ]}
        />
      </Field>
      <Field label={text.filterEntity}>
        <Select
          aria-label={text.filterEntity}
          value={value.entity ?? ALL}
          onChange={(v: string) => change({ entity: v === ALL ? null : v })}
          options={[
            { value: ALL, label: text.filterEntityAll },
            ...AUDIT_ENTITIES.map((e) => ({ value: e, label: text.entities[e] })),
          ]}
        />
      </Field>
      <Field label={text.filterDates} grow="1 1 260px">
        <DatePicker.RangePicker
          aria-label={text.filterDates}
          value={range}
          format="DD.MM.YYYY"
          allowClear
          onChange={(v) =>
            change(
              v && v[0] && v[1]
                ? { from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') }
                : { from: null, to: null },
            )
          }
          style={{ width: '100%' }}
        />
      </Field>
      {restaurants.length > 1 ? (
        <Field label={text.filterRestaurant}>
          <RestaurantSelect
            aria-label={text.filterRestaurant}
            value={value.restaurantId ?? null}
            onChange={(id) => change({ restaurantId: id })}
            restaurants={restaurants}
            allowAll
          />
        </Field>
      ) : null}
      {hasAuditFilters(value) ? (
        <Button onClick={() => onChange(NO_AUDIT_FILTERS)}>{tr.common.clearFilters}</Button>
      ) : null}
    </Flex>
  );
}
