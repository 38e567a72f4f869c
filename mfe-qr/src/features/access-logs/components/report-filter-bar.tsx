// The report's filters: a date range (with presets, nothing after today), the device and the restaurant.
import { ClearOutlined } from '@ant-design/icons';
import { DEVICE_LABELS, DEVICE_TYPES, tr, useRestaurantChoices, type DeviceType } from '@menu/shared';
import { RestaurantFilter } from '@menu/shared/ui';
import { Button, Card, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import type { ReportFilters } from '../lib/report-filters';

const f = tr.accessLogs.filters;

function Field({ label, style, children }: { label: string; style: CSSProperties; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, ...style }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </label>
  );
}

interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (patch: Partial<ReportFilters>) => void;
  filtered: boolean;
  onClear: () => void;
}

export function ReportFilterBar({ filters, onChange, filtered, onClear }: ReportFilterBarProps) {
  const today = dayjs();
  return (
    <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: 12 } }}>
      <Flex gap={12} wrap align="flex-end">
        <Field label={f.dateRange} style={{ flex: '1 1 260px', maxWidth: 340 }}>
          <DatePicker.RangePicker
            value={filters.range}
            onChange={(v) => onChange({ range: v && v[0] && v[1] ? [v[0], v[1]] : null })}
            format="DD.MM.YYYY"
            allowClear
            disabledDate={(d) => d.isAfter(today, 'day')}
            placeholder={[f.start, f.end]}
            presets={[
              { label: f.today, value: [today.startOf('day'), today] },
              { label: f.last7, value: [today.subtract(6, 'day'), today] },
              { label: f.last30, value: [today.subtract(29, 'day'), today] },
              { label: f.thisMonth, value: [today.startOf('month'), today] },
            ]}
            style={{ width: '100%' }}
          />
        </Field>
        <Field label={f.device} style={{ flex: '0 1 200px', minWidth: 160 }}>
          <Select
            aria-label={f.device}
            value={filters.deviceType ?? 'all'}
            onChange={(v: DeviceType | 'all') => onChange({ deviceType: v === 'all' ? null : v })}
            options={[
              { value: 'all', label: f.allDevices },
              ...DEVICE_TYPES.map((d) => ({ value: d, label: DEVICE_LABELS[d] })),
            ]}
          />
        </Field>
        <RestaurantFilterField value={filters.restaurantId} onChange={(restaurantId) => onChange({ restaurantId })} />
        {filtered ? (
          <Button icon={<ClearOutlined />} onClick={onClear}>
            {tr.common.clearFilters}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The restaurant filter under its label; neither shows for a user with one restaurant. */
function RestaurantFilterField(props: { value: number | null; onChange: (value: number | null) => void }) {
  const { restaurants } = useRestaurantChoices();
  if (restaurants.length <= 1) return null;
  return (
    <Field label={f.restaurant} style={{ flex: '0 1 240px', minWidth: 180 }}>
      <RestaurantFilter {...props} aria-label={f.restaurant} style={{ width: '100%' }} />
    </Field>
  );
}
