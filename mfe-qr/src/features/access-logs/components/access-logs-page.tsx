// The menu access logs report (docs/screens.md, Access logs): refresh, CSV and the other downloads, four stat
// cards (with the change against the previous period), visits per day (a zoomable time series), devices, the
// weekday × hour heatmap, menu languages, the busiest tables and the menu sections opened most, filters (dates,
// device, restaurant) and the paged table; all counted on the server.
import {
  ClearOutlined,
  ClockCircleOutlined,
  DownloadOutlined,
  DownOutlined,
  EyeOutlined,
  FileExcelOutlined,
  GlobalOutlined,
  MobileOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  DEVICE_LABELS,
  DEVICE_TYPES,
  errorMessage,
  formatDuration,
  saveBlob,
  tr,
  useSession,
  type DeviceType,
} from '@menu/shared';
import { EmptyState, LoadFailedAlert, PageHeader, StatCard } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Dropdown, Empty, Flex, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import {
  accessLogKeys,
  fetchAccessLogExport,
  useAccessLogPage,
  useAccessLogStats,
  useTableNumbers,
  type ExportKind,
} from '../api/access-logs';
import { fillDays, hasFilters, NO_FILTERS, toQuery, type ReportFilters } from '../lib/report-filters';
import { AccessLogTable } from './access-log-table';
import { ChangeNote } from './change-note';
import { DeviceChart } from './device-chart';
import { Heatmap } from './heatmap';
import { ShareBars } from './share-bars';
import { VisitsChart } from './visits-chart';

/** Rows of a ranking (tables, sections). */
const TOP = 10;
const EMPTY_HEATMAP = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
/** Colours of the language bars, each with 3:1 contrast against white. */
const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#d4380d', '#389e0d', '#c41d7f', '#ad6800', '#595959'];

const f = tr.accessLogs.filters;

export function AccessLogsPage() {
  const { notification } = App.useApp();
  const client = useQueryClient();
  const restaurants = useSession((s) => s.restaurants);
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const query = useMemo(() => toQuery(filters), [filters]);
  const stats = useAccessLogStats(query);
  const logs = useAccessLogPage(query, page, pageSize);
  const names = useMemo(() => new Map(restaurants.map((r) => [r.id, r.name])), [restaurants]);
  const restaurantName = (id: number) => names.get(id) ?? `Restoran #${id}`;
  const filtered = hasFilters(filters);

  const change = (patch: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  async function download(kind: ExportKind) {
    setBusy(kind);
    try {
      const { blob, fileName } = await fetchAccessLogExport(kind, query);
      saveBlob(blob, fileName);
    } catch (error) {
      notification.error({
        title: kind === 'logCsv' ? tr.accessLogs.csvFailed : tr.accessLogs.exportFailed,
        description: errorMessage(error, 'load', tr.accessLogs.loadFailed),
        placement: 'topRight',
      });
    } finally {
      setBusy(null);
    }
  }

  const error = stats.error ?? logs.error;
  const s = stats.data;
  const tables = useTableNumbers();
  const rows = logs.data?.items ?? [];
  const total = logs.data?.total ?? 0;
  const loaded = logs.data !== undefined;
  const today = dayjs();

  return (
    <section aria-labelledby="access-logs-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="access-logs-title">{tr.accessLogs.title}</span>}
        subtitle={tr.accessLogs.subtitle}
        extra={
          <>
            <Button
              size="large"
              icon={<ReloadOutlined />}
              onClick={() => void client.invalidateQueries({ queryKey: accessLogKeys.all })}
              loading={stats.isFetching || logs.isFetching}
            >
              {tr.accessLogs.refresh}
            </Button>
            <Button
              size="large"
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => void download('logCsv')}
              loading={busy === 'logCsv'}
              disabled={loaded && total === 0}
            >
              {busy === 'logCsv' ? tr.accessLogs.csvPreparing : tr.accessLogs.csv}
            </Button>
            <Dropdown
              disabled={(loaded && total === 0) || busy !== null}
              trigger={['click']}
              menu={{
                items: (['logXlsx', 'reportCsv', 'reportXlsx'] as const).map((kind) => ({
                  key: kind,
                  label: tr.accessLogs.exports[kind],
                  icon: <FileExcelOutlined />,
                })),
                onClick: ({ key }) => void download(key as ExportKind),
              }}
            >
              <Button
                size="large"
                icon={<DownOutlined />}
                iconPlacement="end"
                loading={busy !== null && busy !== 'logCsv'}
              >
                {busy !== null && busy !== 'logCsv' ? tr.accessLogs.exportPreparing : tr.accessLogs.exportMore}
              </Button>
            </Dropdown>
          </>
        }
      />

      <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: 12 } }}>
        <Flex gap={12} wrap align="flex-end">
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 260px', maxWidth: 340 }}>
            <Typography.Text type="secondary">{f.dateRange}</Typography.Text>
            <DatePicker.RangePicker
              value={filters.range}
              onChange={(v) => change({ range: v && v[0] && v[1] ? [v[0], v[1]] : null })}
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
          </label>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '0 1 200px', minWidth: 160 }}>
            <Typography.Text type="secondary">{f.device}</Typography.Text>
            <Select
              aria-label={f.device}
              value={filters.deviceType ?? 'all'}
              onChange={(v: DeviceType | 'all') => change({ deviceType: v === 'all' ? null : v })}
              options={[
                { value: 'all', label: f.allDevices },
                ...DEVICE_TYPES.map((d) => ({ value: d, label: DEVICE_LABELS[d] })),
              ]}
            />
          </label>
          {restaurants.length > 1 ? (
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '0 1 240px', minWidth: 180 }}>
              <Typography.Text type="secondary">{f.restaurant}</Typography.Text>
              <Select
                aria-label={f.restaurant}
                value={filters.restaurantId ?? 0}
                onChange={(v: number) => change({ restaurantId: v || null })}
                options={[
                  { value: 0, label: f.allRestaurants },
                  ...restaurants.map((r) => ({ value: r.id, label: r.name })),
                ]}
              />
            </label>
          ) : null}
          {filtered ? (
            <Button icon={<ClearOutlined />} onClick={() => change(NO_FILTERS)}>
              {tr.common.clearFilters}
            </Button>
          ) : null}
        </Flex>
      </Card>

      {error ? (
        <LoadFailedAlert
          title={tr.accessLogs.loadFailedTitle}
          description={errorMessage(error, 'load', tr.accessLogs.loadFailed)}
          onRetry={() => client.invalidateQueries({ queryKey: accessLogKeys.all })}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          {
            label: tr.accessLogs.stats.total,
            value: s ? s.total.toLocaleString('tr-TR') : '-',
            icon: <EyeOutlined />,
            colour: '#1677ff',
            extra: s?.previous ? <ChangeNote now={s.total} before={s.previous.total} /> : null,
          },
          {
            label: tr.accessLogs.stats.uniqueIps,
            value: s ? s.uniqueIps.toLocaleString('tr-TR') : '-',
            icon: <GlobalOutlined />,
            colour: '#13c2c2',
            extra: s?.previous ? <ChangeNote now={s.uniqueIps} before={s.previous.uniqueIps} /> : null,
          },
          {
            label: tr.accessLogs.stats.averageSession,
            value: s ? formatDuration(s.averageSession) : '-',
            icon: <ClockCircleOutlined />,
            colour: '#722ed1',
          },
          {
            label: tr.accessLogs.stats.mobileShare,
            value: s ? `%${s.mobileShare.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}` : '-',
            icon: <MobileOutlined />,
            colour: '#fa8c16',
          },
        ].map((c) => (
          <Col key={c.label} xs={12} lg={6}>
            <StatCard
              label={c.label}
              value={c.value}
              icon={c.icon}
              colour={c.colour}
              loading={stats.isPending && !error}
              extra={'extra' in c ? c.extra : null}
            />
          </Col>
        ))}
      </Row>

      {s && s.refused > 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={tr.accessLogs.refusedNote(s.refused)} />
      ) : null}

      {loaded && total === 0 && !error ? (
        filtered ? (
          <EmptyState
            title={tr.accessLogs.emptyFilteredTitle}
            description={tr.accessLogs.emptyFilteredHint}
            action={
              <Button icon={<ClearOutlined />} onClick={() => change(NO_FILTERS)}>
                {tr.common.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState title={tr.accessLogs.emptyTitle} description={tr.accessLogs.emptyHint} />
        )
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={16}>
              <Card
                title={tr.accessLogs.perDayTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                <VisitsChart days={fillDays(s?.perDay ?? [])} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card
                title={tr.accessLogs.devicesTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                <DeviceChart devices={s?.devices ?? { mobile: 0, tablet: 0, desktop: 0, other: 0 }} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={16}>
              <Card
                title={tr.accessLogs.heatmapTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                <Heatmap heatmap={s?.heatmap?.length ? s.heatmap : EMPTY_HEATMAP} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card
                title={tr.accessLogs.languagesTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                <ShareBars
                  items={(s?.languages ?? []).map((l, i) => ({
                    key: l.language,
                    label: tr.accessLogs.languageName(l.language),
                    name: tr.accessLogs.languageName(l.language),
                    count: l.count,
                    colour: PALETTE[i % PALETTE.length],
                  }))}
                  total={s?.total}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={12}>
              <Card
                title={tr.accessLogs.qrRankingTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                {s && s.perQrCode.length ? (
                  <ShareBars
                    items={s.perQrCode.slice(0, TOP).map((q) => {
                      const name = q.tableNumber ? tr.accessLogs.tableName(q.tableNumber) : tr.accessLogs.noQr;
                      const where =
                        restaurants.length > 1 && q.restaurantId ? ` · ${restaurantName(q.restaurantId)}` : '';
                      return {
                        key: q.qrCodeId ?? 'none',
                        label: `${name}${where}`,
                        name: `${name}${where}`,
                        count: q.count,
                        colour: '#1677ff',
                      };
                    })}
                    total={s.total}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.accessLogs.qrRankingEmpty} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title={tr.accessLogs.sectionsTitle}
                size="small"
                style={{ height: '100%' }}
                loading={stats.isPending && !error}
              >
                {s && s.sections.length ? (
                  <ShareBars
                    items={s.sections.slice(0, TOP).map((c) => ({
                      key: c.categoryId,
                      label: c.name ?? tr.accessLogs.deletedCategory,
                      name: c.name ?? tr.accessLogs.deletedCategory,
                      count: c.opens,
                      colour: '#722ed1',
                    }))}
                    total={s.sections.reduce((sum, c) => sum + c.opens, 0)}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.accessLogs.sectionsEmpty} />
                )}
              </Card>
            </Col>
          </Row>
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <AccessLogTable
              rows={rows}
              total={total}
              page={page}
              pageSize={pageSize}
              loading={logs.isFetching}
              restaurantName={restaurantName}
              tableOf={(id) => (id == null ? null : (tables.data?.get(id) ?? null))}
              onPageChange={(p, size) => {
                setPage(size !== pageSize ? 1 : p);
                setPageSize(size);
              }}
            />
          </Card>
        </>
      )}
    </section>
  );
}
