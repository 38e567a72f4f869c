// The filter bar of the list screens: a search box, the screen's own filters, an 'advanced filters' toggle
// with its panel, 'clear filters' while any filter is set, and the grid/list switch on the right. Labelled
// as the page's search region, so a screen reader can jump to it.
import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Badge, Button, Flex, Input, Segmented, Select, Typography } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { ViewModeToggle, type ViewMode } from '../../ui/components/view-mode-toggle';
import { searchBy } from './search-select.ui';
import type { StatusFilter } from './status-filter';

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

/** The search box wired to a screen's filter state: its `search` filter, changed with `set({ search })`. */
export function searchFilter(
  state: { filters: { search: string }; set: (patch: { search: string }) => void },
  label: string,
  placeholder = label,
): FilterBarProps['search'] {
  return { value: state.filters.search, onChange: (search) => state.set({ search }), label, placeholder };
}

/** The search box of a list screen: a magnifier, the label for screen readers, a clear button. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  style = { flex: '1 1 240px', maxWidth: 360 },
}: FilterBarProps['search'] & { style?: CSSProperties }) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={style}
    />
  );
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
        <SearchBox {...search} />
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
      <Segmented<StatusFilter> aria-label={label} value={value} onChange={onChange} options={statusChoices()} />
    </FilterField>
  );
}

/** The choices of a status filter (all, active, passive), in the order every list offers them. */
export function statusChoices(): Array<{ value: StatusFilter; label: string }> {
  return [
    { value: 'all', label: tr.common.all },
    { value: 'active', label: tr.common.active },
    { value: 'passive', label: tr.common.passive },
  ];
}

/** A labelled drop-down of the advanced panel ('Durum: [Tümü ▾]'), its label also its name for screen readers. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  minWidth,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: Array<{ value: T; label: string }>;
  minWidth: number;
}) {
  return (
    <FilterField label={label}>
      <Select<T> aria-label={label} value={value} onChange={onChange} options={options} style={{ minWidth }} />
    </FilterField>
  );
}

/** A searchable drop-down of records among a list's filters ('Tüm kategoriler' until one is chosen). */
export function RecordFilter({
  label,
  placeholder,
  records,
  value,
  onChange,
  style,
}: {
  label: string;
  placeholder: string;
  records: ReadonlyArray<{ id: number; name: string }>;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  style: CSSProperties;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={searchBy()}
      options={records.map((r) => ({ value: r.id, label: r.name }))}
      value={value}
      onChange={onChange}
      style={style}
    />
  );
}
