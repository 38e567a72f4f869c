// Product add-ons management (docs/screens.md): search; restaurant filter; advanced filters (status, price
// range, type); clear; grid/list; 'Yeni Eklenti'; four stat cards; modal with preview and pricing tips.
import {
  AppstoreAddOutlined,
  CheckCircleOutlined,
  PieChartOutlined,
  PlusOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  ADDON_TIER_LABELS,
  ADDON_TYPE_LABELS,
  formatLira,
  loadAlertMessage,
  tr,
  useEditLink,
  useRestaurantChoices,
  type Addon,
  type AddonTier,
  type AddonType,
} from '@menu/shared';
import {
  EmptyState,
  FilterBar,
  LoadFailedAlert,
  PageHeader,
  SkeletonCardGrid,
  StatCard,
  StatusSegmented,
  useRecordEditor,
  type ViewMode,
} from '@menu/shared/ui';
import { Button, Col, Flex, Row, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { useAddons } from '../api/addons-api';
import { useAddonActions } from '../hooks/use-addon-actions';
import { useAddonFilters } from '../hooks/use-addon-filters';
import { AddonCard } from './addon-card';
import { AddonForm } from './addon-form';
import { AddonTierTag, AddonTypeTag, TYPE_EMOJI } from './addon-labels';

const text = tr.catalog.addons;
const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;
const STAT_COL = { xs: 12, lg: 6 } as const;
const TIERS: AddonTier[] = ['free', 'economic', 'medium', 'premium'];

export function AddonsPage() {
  const addons = useAddons();
  const restaurants = useRestaurantChoices();
  const actions = useAddonActions();
  const list = addons.isError ? [] : (addons.data ?? []);
  const f = useAddonFilters(list);
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<Addon>();
  useEditLink(addons.data, editor.edit);
  const several = restaurants.options.length > 1;

  const submit = (body: Parameters<typeof actions.save>[0]) => editor.saveAndClose(actions.save(body));
  const newButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {text.newAddon}
    </Button>
  );
  const loading = addons.isPending && !addons.isError;
  const s = f.stats;

  return (
    <section aria-labelledby="addons-title" style={{ maxWidth: 1400, margin: '0 auto', width: '100%' }}>
      <PageHeader title={<span id="addons-title">{text.title}</span>} subtitle={text.subtitle} extra={newButton} />

      <Row gutter={[12, 12]} style={{ marginBottom: 20 }}>
        <Col {...STAT_COL}>
          <StatCard label={text.stats.total} value={s.total} icon={<AppstoreAddOutlined />} loading={loading} />
        </Col>
        <Col {...STAT_COL}>
          <StatCard
            label={text.stats.active}
            value={s.active}
            icon={<CheckCircleOutlined />}
            colour="#52c41a"
            loading={loading}
          />
        </Col>
        <Col {...STAT_COL}>
          <StatCard
            label={text.stats.averagePrice}
            value={formatLira(s.averagePrice)}
            icon={<WalletOutlined />}
            colour="#fa8c16"
            loading={loading}
          />
        </Col>
        <Col {...STAT_COL}>
          <StatCard
            label={text.stats.byTier}
            colour="#722ed1"
            icon={<PieChartOutlined />}
            loading={loading}
            value={
              <Flex gap={10} wrap style={{ fontSize: 13, fontWeight: 400 }}>
                {TIERS.map((t) => (
                  <span key={t}>
                    {ADDON_TIER_LABELS[t]} <strong>{s.byTier[t]}</strong>
                  </span>
                ))}
              </Flex>
            }
          />
        </Col>
      </Row>

      <FilterBar
        search={{
          value: f.filters.search,
          onChange: (search) => f.set({ search }),
          label: text.searchLabel,
          placeholder: text.searchPlaceholder,
        }}
        active={f.active}
        onClear={f.clear}
        view={{ value: view, onChange: setView }}
        advanced={
          <>
            <StatusSegmented
              label={text.filters.status}
              value={f.filters.status}
              onChange={(status) => f.set({ status })}
            />
            <Select<AddonTier>
              aria-label={text.filters.priceTier}
              placeholder={text.filters.allTiers}
              allowClear
              value={f.filters.tier}
              onChange={(tier) => f.set({ tier })}
              options={TIERS.map((t) => ({ value: t, label: `${ADDON_TIER_LABELS[t]} (${text.tierRanges[t]})` }))}
              style={{ minWidth: 200 }}
            />
            <Select<AddonType>
              aria-label={text.filters.type}
              placeholder={text.filters.allTypes}
              allowClear
              value={f.filters.type}
              onChange={(type) => f.set({ type })}
              options={(Object.keys(ADDON_TYPE_LABELS) as AddonType[]).map((t) => ({
                value: t,
                label: `${TYPE_EMOJI[t]} ${ADDON_TYPE_LABELS[t]}`,
              }))}
              style={{ minWidth: 180 }}
            />
          </>
        }
      >
        {several ? (
          <Select
            aria-label={text.filters.restaurant}
            placeholder={text.filters.allRestaurants}
            allowClear
            options={restaurants.options}
            value={f.filters.restaurantId}
            onChange={(v) => f.set({ restaurantId: v })}
            style={{ flex: '0 1 220px', minWidth: 160 }}
          />
        ) : null}
      </FilterBar>

      {addons.isError ? (
        <LoadFailedAlert
          title={loadAlertMessage(addons.error)}
          onRetry={() => addons.refetch()}
          retrying={addons.isFetching}
        />
      ) : null}

      {loading ? (
        <SkeletonCardGrid count={8} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : addons.data && list.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} action={newButton} />
      ) : list.length > 0 && f.filtered.length === 0 ? (
        <EmptyState title={text.noResults} action={<Button onClick={f.clear}>{tr.common.clearFilters}</Button>} />
      ) : view === 'grid' ? (
        <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
          {f.filtered.map((a) => (
            <Col key={a.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <AddonCard
                addon={a}
                restaurantName={several ? restaurants.nameOf(a.restaurantId) : undefined}
                toggling={actions.togglingId === a.id}
                onEdit={editor.edit}
                onDelete={actions.confirmDelete}
                onToggle={(x) => void actions.toggle(x)}
              />
            </Col>
          ))}
        </Row>
      ) : (
        <Table<Addon>
          rowKey="id"
          dataSource={f.filtered}
          pagination={f.filtered.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 760 }}
          aria-label={text.listLabel}
          locale={{ emptyText: tr.common.noMatches }}
          columns={[
            { title: text.fields.name, dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
            { title: text.filters.type, key: 'type', render: (_, a) => <AddonTypeTag name={a.name} /> },
            ...(several
              ? [
                  {
                    title: text.fields.restaurantId,
                    key: 'restaurant',
                    render: (_: unknown, a: Addon) => restaurants.nameOf(a.restaurantId),
                  },
                ]
              : []),
            { title: text.fields.price, key: 'price', align: 'right' as const, render: (_, a) => formatLira(a.price) },
            { title: text.tier, key: 'tier', render: (_, a) => <AddonTierTag price={a.price} /> },
            {
              title: text.fields.isActive,
              key: 'active',
              render: (_, a) => (
                <Switch
                  size="small"
                  checked={a.isActive}
                  loading={actions.togglingId === a.id}
                  onChange={() => void actions.toggle(a)}
                  aria-label={text.activeAria(a.name)}
                />
              ),
            },
            {
              title: '',
              key: 'actions',
              width: 96,
              render: (_, a) => (
                <Flex gap={4}>
                  <Button size="small" type="text" aria-label={text.editAria(a.name)} onClick={() => editor.edit(a)}>
                    {tr.common.edit}
                  </Button>
                  <Button
                    size="small"
                    type="text"
                    danger
                    aria-label={text.deleteAria(a.name)}
                    onClick={() => actions.confirmDelete(a)}
                  >
                    {tr.common.delete}
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      )}

      <AddonForm
        open={editor.open}
        addon={editor.editing}
        restaurants={restaurants.options}
        defaultRestaurant={restaurants.single ?? f.filters.restaurantId}
        saving={actions.saving}
        onClose={() => editor.close()}
        onSubmit={submit}
      />
    </section>
  );
}
