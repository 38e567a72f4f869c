// The filter bar of the list screens: a search box, the screen's own filters, an 'advanced filters' toggle
// with its panel, 'clear filters' while any filter is set, and the grid/list switch on the right. Labelled
// as the page's search region, so a screen reader can jump to it.
import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Badge, Button, Flex, Input, Segmented, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ViewModeToggle, type ViewMode } from '../../ui/components/view-mode-toggle';

export interface FilterBarProps {
  search: { value: string; onChange: (value: string) => void; label: string; placeholder: string };
  /** The screen's own filters beside the search box (selects). */
  children?: ReactNode;
  /** The advanced panel's content; without it there is no toggle. */
  advanced?: ReactNode;
  /** How many advanced filters are set, shown on the toggle (0: no badge). */
  advancedCount?: number;
  /** Start with the advanced panel open. */
  advancedOpen?: boolean;
  /** Whether any filter is set: 'clear filters' shows only then. */
  active: boolean;
  onClear: () => void;
  view?: {
    value: ViewMode;
    onChange: (mode: ViewMode) => void;
    ariaLabel?: string;
    gridLabel?: string;
    listLabel?: string;
  };
}

export function FilterBar({
  search,
  children,
  advanced,
  advancedCount = 0,
  advancedOpen = false,
  active,
  onClear,
  view,
}: FilterBarProps) {
  const [open, setOpen] = useState(advancedOpen);
  const toggle = (
    <Button
      icon={<FilterOutlined />}
      onClick={() => setOpen((o) => !o)}
      aria-expanded={open}
      type={open ? 'primary' : 'default'}
      ghost={open}
    >
      {tr.common.advancedFilters}
    </Button>
  );
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} role="search" aria-label={tr.common.search}>
      <Flex gap={12} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={search.placeholder}
          aria-label={search.label}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        {children}
        {advanced ? (
          advancedCount > 0 ? (
            <Badge count={advancedCount} size="small">
              {toggle}
            </Badge>
          ) : (
            toggle
          )
        ) : null}
        {active ? (
          <Button icon={<ClearOutlined />} onClick={onClear}>
            {tr.common.clearFilters}
          </Button>
        ) : null}
        {view ? (
          <div style={{ marginInlineStart: 'auto' }}>
            <ViewModeToggle
              value={view.value}
              onChange={view.onChange}
              gridLabel={view.gridLabel ?? tr.common.grid}
              listLabel={view.listLabel ?? tr.common.list}
              ariaLabel={view.ariaLabel}
            />
          </div>
        ) : null}
      </Flex>
      {advanced && open ? (
        <Flex gap={16} wrap align="center" style={{ padding: 12, background: '#fafafa', borderRadius: 8 }}>
          {advanced}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A labelled control inside the filter bar or its advanced panel ('Durum: [Tümü | Aktif | Pasif]'). */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text>{label}:</Typography.Text>
      {children}
    </Flex>
  );
}

export type StatusFilter = 'all' | 'active' | 'passive';

/** The status filter of the list screens: all, active, passive. */
export function StatusSegmented({
  label,
  value,
  onChange,
}: {
  label: string;
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <FilterField label={label}>
      <Segmented<StatusFilter>
        aria-label={label}
        value={value}
        onChange={onChange}
        options={[
          { value: 'all', label: tr.common.all },
          { value: 'active', label: tr.common.active },
          { value: 'passive', label: tr.common.passive },
        ]}
      />
    </FilterField>
  );
}

/** Whether a status filter lets a record through. */
export function matchesStatus(status: StatusFilter, isActive: boolean): boolean {
  return status === 'all' || (status === 'active') === isActive;
}
