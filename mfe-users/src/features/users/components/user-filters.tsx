// Search, restaurant filter, advanced filters (status, role, sign-in), clear filters, grid/list toggle.
import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { ROLE_LABELS, tr, type Restaurant } from '@menu/shared';
import { ViewModeToggle, type ViewMode } from '@menu/shared/ui';
import { Badge, Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { hasActiveFilters, type LoginFilter, type StatusFilter, type UserFilters } from '../hooks/filter-users';

export interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  restaurants: Restaurant[];
  showRestaurantFilter: boolean;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}

export function UserFiltersBar({ filters, onChange, restaurants, showRestaurantFilter, view, onViewChange }: UserFiltersBarProps) {
  const advancedCount = [filters.status !== 'all', filters.role !== 'all', filters.login !== 'all'].filter(Boolean).length;
  const [advancedOpen, setAdvancedOpen] = useState(advancedCount > 0);
  const set = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });

  return (
    <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: 12 } }}>
      <Flex gap={8} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={tr.users.searchPlaceholder}
          aria-label={tr.users.searchLabel}
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        {showRestaurantFilter ? (
          <Select<number | 'all'>
            aria-label={tr.users.restaurantFilterLabel}
            value={filters.restaurantId ?? 'all'}
            onChange={(v) => set({ restaurantId: v === 'all' ? null : v })}
            options={[{ value: 'all', label: tr.users.allRestaurants }, ...restaurants.map((r) => ({ value: r.id, label: r.name }))]}
            style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 320 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        ) : null}
        <Badge count={advancedCount} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setAdvancedOpen((o) => !o)} aria-expanded={advancedOpen} type={advancedOpen ? 'primary' : 'default'} ghost={advancedOpen}>
            {tr.common.advancedFilters}
          </Button>
        </Badge>
        <Button icon={<ClearOutlined />} onClick={() => onChange({ search: '', restaurantId: null, status: 'all', role: 'all', login: 'all' })} disabled={!hasActiveFilters(filters)}>
          {tr.common.clearFilters}
        </Button>
        <div style={{ marginInlineStart: 'auto' }}>
          <ViewModeToggle value={view} onChange={onViewChange} ariaLabel={tr.users.viewLabel} />
        </div>
      </Flex>
      {advancedOpen ? (
        <Row gutter={[12, 12]} style={{ marginTop: 12, paddingTop: 12, borderTop: '1px solid #f0f0f0' }}>
          <Col xs={24} sm={8}>
            <FilterLabel text={tr.users.statusFilter}>
              <Select<StatusFilter>
                aria-label={tr.users.statusFilter}
                value={filters.status}
                onChange={(status) => set({ status })}
                options={[
                  { value: 'all', label: tr.common.all },
                  { value: 'active', label: tr.common.active },
                  { value: 'passive', label: tr.common.passive },
                ]}
                style={{ width: '100%' }}
              />
            </FilterLabel>
          </Col>
          <Col xs={24} sm={8}>
            <FilterLabel text={tr.users.roleFilter}>
              <Select<UserFilters['role']>
                aria-label={tr.users.roleFilter}
                value={filters.role}
                onChange={(role) => set({ role })}
                options={[
                  { value: 'all', label: tr.common.all },
                  { value: 'SuperAdmin', label: ROLE_LABELS.SuperAdmin },
                  { value: 'Admin', label: ROLE_LABELS.Admin },
                  { value: 'Manager', label: ROLE_LABELS.Manager },
                ]}
                style={{ width: '100%' }}
              />
            </FilterLabel>
          </Col>
          <Col xs={24} sm={8}>
            <FilterLabel text={tr.users.loginFilter}>
              <Select<LoginFilter>
                aria-label={tr.users.loginFilter}
                value={filters.login}
                onChange={(login) => set({ login })}
                options={[
                  { value: 'all', label: tr.users.loginAny },
                  { value: 'ever', label: tr.users.loginEver },
                  { value: 'never', label: tr.users.loginNever },
                ]}
                style={{ width: '100%' }}
              />
            </FilterLabel>
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}

function FilterLabel({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} aria-hidden>
        {text}
      </Typography.Text>
      {children}
    </Flex>
  );
}
