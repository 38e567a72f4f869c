// The QR code management screen (docs/screens.md): stats, search and filters, grid or list, create/edit,
// view, bulk create, and the print-ready PDF and PNG ZIP of the selected (or listed) codes.
import {
  AppstoreAddOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  ClearOutlined,
  FileZipOutlined,
  PlusOutlined,
  PrinterOutlined,
  QrcodeOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { DEFAULT_PRIMARY_COLOR, loadAlertMessage, tr, useSession } from '@menu/shared';
import {
  EmptyState,
  FilterBar,
  FilterField,
  LoadFailedAlert,
  PageHeader,
  SkeletonCardGrid,
  StatCard,
  useRecordEditor,
  type ViewMode,
} from '@menu/shared/ui';
import { Alert, Button, Col, Flex, Modal, Progress, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQrCodes, useTableVisitCounts, type QrCodeItem } from '../api/qr-codes';
import { tableVisits } from '../lib/table-visits';
import { useQrActions } from '../hooks/use-qr-actions';
import {
  byRestaurant,
  EMPTY_FILTERS,
  filterQrCodes,
  hasActiveFilters,
  qrStats,
  type QrFilters,
} from '../lib/qr-filters';
import { BulkCreateModal } from './bulk-create-modal';
import { QrCard } from './qr-card';
import { QrFormModal } from './qr-form-modal';
import { QrTable } from './qr-table';
import { QrViewModal } from './qr-view-modal';

const GRID_COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

export function QrCodesPage() {
  const restaurants = useSession((s) => s.restaurants);
  const query = useQrCodes();
  const [filters, setFilters] = useState<QrFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<ViewMode>('grid');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const editor = useRecordEditor<QrCodeItem>();
  const [viewing, setViewing] = useState<QrCodeItem | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const byId = useMemo(() => new Map(restaurants.map((r) => [r.id, r])), [restaurants]);
  const lookup = useMemo(
    () => ({
      name: (id: number) => byId.get(id)?.name ?? `Restoran #${id}`,
      colour: (id: number) => byId.get(id)?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    }),
    [byId],
  );
  const actions = useQrActions(lookup);

  // On a load error the list is cleared: never a stale list under an error.
  const all = useMemo(() => (query.isError ? [] : (query.data ?? [])), [query.data, query.isError]);
  const counts = useTableVisitCounts();
  const visits = useMemo(
    () => (counts.data ? tableVisits(all, counts.data.today, counts.data.week) : undefined),
    [all, counts.data],
  );
  const scoped = byRestaurant(all, filters.restaurantId);
  const list = useMemo(() => filterQrCodes(all, filters), [all, filters]);
  const stats = qrStats(scoped);
  const filtered = hasActiveFilters(filters);
  const selected = list.filter((q) => selectedIds.includes(q.id));
  const targets = selected.length ? selected : list;

  // The automatic URL the server builds, for the dialog's preview of a code not saved yet.
  const scanBase = useMemo(() => {
    const auto = all.find((q) => q.scanUrl.includes('/api/menu/'));
    return auto ? auto.scanUrl.slice(0, auto.scanUrl.indexOf('/api/menu/')) : (globalThis.location?.origin ?? '');
  }, [all]);
  const automaticUrl = (restaurantId: number, table: string) =>
    `${scanBase}/api/menu/${restaurantId}?table=${encodeURIComponent(table)}`;

  const set = (patch: Partial<QrFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const openCreate = () => editor.edit(null);
  const handlers = {
    onView: setViewing,
    onDownload: (q: QrCodeItem) => void actions.downloadPng(q),
    onToggle: (q: QrCodeItem) => void actions.toggleActive(q),
    onEdit: editor.edit,
    onDelete: actions.confirmDelete,
    onReprinted: (q: QrCodeItem) => void actions.markReprinted(q),
  };
  const toReprint = all.filter((q) => q.needsReprint);
  const select = (qr: QrCodeItem, on: boolean) =>
    setSelectedIds((ids) => (on ? [...new Set([...ids, qr.id])] : ids.filter((id) => id !== qr.id)));

  const newButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={openCreate}>
      {tr.qr.newQr}
    </Button>
  );

  return (
    <section aria-labelledby="qr-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="qr-title">{tr.qr.title}</span>}
        subtitle={tr.qr.subtitle}
        extra={
          <>
            <Button size="large" icon={<AppstoreAddOutlined />} onClick={() => setBulkOpen(true)}>
              {tr.qr.bulk}
            </Button>
            {newButton}
          </>
        }
      />

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          { label: tr.qr.stats.total, value: stats.total, icon: <QrcodeOutlined />, colour: '#1677ff' },
          { label: tr.qr.stats.active, value: stats.active, icon: <CheckCircleOutlined />, colour: '#52c41a' },
          {
            label: tr.qr.stats.accesses,
            value: stats.accesses.toLocaleString('tr-TR'),
            icon: <BarChartOutlined />,
            colour: '#722ed1',
          },
          { label: tr.qr.stats.used, value: stats.used, icon: <ThunderboltOutlined />, colour: '#fa8c16' },
        ].map((s) => (
          <Col key={s.label} xs={12} md={6}>
            <StatCard label={s.label} value={s.value} icon={s.icon} colour={s.colour} loading={query.isPending} />
          </Col>
        ))}
      </Row>

      <FilterBar
        search={{
          value: filters.search,
          onChange: (search) => set({ search }),
          label: tr.qr.searchPlaceholder,
          placeholder: tr.qr.searchPlaceholder,
        }}
        active={filtered}
        onClear={() => setFilters(EMPTY_FILTERS)}
        view={{ value: view, onChange: setView, gridLabel: tr.common.gridShort, listLabel: tr.common.listShort }}
        advanced={
          <>
            <FilterField label={tr.qr.filters.status}>
              <Select
                aria-label={tr.qr.filters.status}
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
            <FilterField label={tr.qr.filters.access}>
              <Select
                aria-label={tr.qr.filters.access}
                value={filters.access}
                onChange={(access) => set({ access })}
                options={[
                  { value: 'all', label: tr.qr.filters.accessAll },
                  { value: 'used', label: tr.qr.filters.accessUsed },
                  { value: 'unused', label: tr.qr.filters.accessUnused },
                ]}
                style={{ minWidth: 180 }}
              />
            </FilterField>
          </>
        }
      >
        {restaurants.length > 1 ? (
          <Select
            aria-label={tr.qr.fields.restaurant}
            value={filters.restaurantId ?? 0}
            onChange={(v) => set({ restaurantId: v || null })}
            options={[
              { value: 0, label: tr.qr.allRestaurants },
              ...restaurants.map((r) => ({ value: r.id, label: r.name })),
            ]}
            style={{ flex: '0 1 220px', minWidth: 160 }}
          />
        ) : null}
      </FilterBar>

      {toReprint.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={tr.qr.reprint.banner(toReprint.length)}
          description={tr.qr.reprint.bannerHint}
          action={
            <Button size="small" icon={<PrinterOutlined />} onClick={() => setSelectedIds(toReprint.map((q) => q.id))}>
              {tr.qr.reprint.select}
            </Button>
          }
        />
      ) : null}

      {list.length > 0 ? (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
            {selected.length ? tr.qr.print.selected(selected.length) : tr.qr.print.selectHint}
          </Typography.Text>
          {selected.length ? <Button onClick={() => setSelectedIds([])}>{tr.qr.print.clearSelection}</Button> : null}
          <Button
            icon={<PrinterOutlined />}
            onClick={() => void actions.exportPdf(targets)}
            disabled={!!actions.exporting}
          >
            {selected.length ? tr.qr.print.pdfSelected(selected.length) : tr.qr.print.pdfAll}
          </Button>
          <Button
            icon={<FileZipOutlined />}
            onClick={() => void actions.exportZip(targets)}
            disabled={!!actions.exporting}
          >
            {selected.length ? tr.qr.print.zipSelected(selected.length) : tr.qr.print.zipAll}
          </Button>
        </Flex>
      ) : null}

      {query.isError ? (
        <LoadFailedAlert
          title={tr.qr.loadFailedTitle}
          description={loadAlertMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}

      {query.isPending ? (
        <SkeletonCardGrid count={8} col={GRID_COL} label={tr.common.loading} />
      ) : list.length === 0 && !query.isError ? (
        <EmptyState
          title={tr.qr.empty}
          description={filtered ? tr.qr.emptyFiltered : tr.qr.emptyHint}
          action={
            filtered ? (
              <Button icon={<ClearOutlined />} onClick={() => setFilters(EMPTY_FILTERS)}>
                {tr.common.clearFilters}
              </Button>
            ) : (
              <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
                {tr.qr.createFirst}
              </Button>
            )
          }
        />
      ) : view === 'grid' ? (
        <Row gutter={[16, 16]} role="list" aria-label={tr.qr.listLabel}>
          {list.map((qr) => (
            <Col key={qr.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
              <QrCard
                qr={qr}
                restaurantName={lookup.name(qr.restaurantId)}
                selected={selectedIds.includes(qr.id)}
                onSelect={select}
                busy={actions.togglingId === qr.id}
                handlers={handlers}
                visits={visits?.get(qr.id)}
              />
            </Col>
          ))}
        </Row>
      ) : (
        <QrTable
          list={list}
          restaurantName={lookup.name}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          busyId={actions.togglingId}
          handlers={handlers}
          visits={visits}
        />
      )}

      <QrFormModal
        open={editor.open}
        record={editor.editing}
        restaurants={restaurants}
        automaticUrl={automaticUrl}
        saving={actions.saving}
        onCancel={editor.close}
        onSubmit={(values) => editor.saveAndClose(actions.save(values, editor.editing))}
      />
      <QrViewModal
        qr={viewing}
        restaurantName={viewing ? lookup.name(viewing.restaurantId) : ''}
        onClose={() => setViewing(null)}
        onDownload={(q) => void actions.downloadPng(q)}
      />
      <BulkCreateModal
        open={bulkOpen}
        restaurants={restaurants}
        onSubmit={actions.bulkCreate}
        onClose={() => setBulkOpen(false)}
      />
      <Modal
        open={!!actions.exporting}
        footer={null}
        closable={false}
        title={actions.exporting?.kind === 'pdf' ? tr.qr.print.pdfAll : tr.qr.print.zipAll}
      >
        {actions.exporting ? (
          <div role="status">
            <Typography.Text>{tr.qr.print.preparing(actions.exporting.done, actions.exporting.total)}</Typography.Text>
            <Progress
              percent={Math.round((actions.exporting.done / Math.max(1, actions.exporting.total)) * 100)}
              status="active"
            />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
