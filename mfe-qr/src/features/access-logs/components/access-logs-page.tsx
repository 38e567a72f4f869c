// The menu access logs report (SPEC 'Menu Access Logs'): refresh, CSV, four stat cards, visits per day,
// device distribution, filters (dates, device, restaurant) and the paged table; all counted on the server.
import { ClearOutlined, ClockCircleOutlined, DownloadOutlined, EyeOutlined, GlobalOutlined, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEVICE_LABELS, DEVICE_TYPES, errorMessage, formatDuration, tr, useSession, type DeviceType } from '@menu/shared';
import { EmptyState, PageHeader, StatCard } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { accessLogKeys, fetchAccessLogCsv, useAccessLogPage, useAccessLogStats } from '../api/access-logs';
import { fillDays, hasFilters, NO_FILTERS, toQuery, type ReportFilters } from '../lib/report-filters';
import { AccessLogTable } from './access-log-table';
import { DeviceChart } from './device-chart';
import { VisitsChart } from './visits-chart';

const f = tr.accessLogs.filters;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AccessLogsPage() {
  const { notification } = App.useApp();
  const client = useQueryClient();
  const restaurants = useSession((s) => s.restaurants);
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [csvBusy, setCsvBusy] = useState(false);

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

  async function downloadCsv() {
    setCsvBusy(true);
    try {
      const { blob, fileName } = await fetchAccessLogCsv(query);
      saveBlob(blob, fileName);
    } catch (error) {
      notification.error({ title: tr.accessLogs.csvFailed, description: errorMessage(error, 'load', tr.accessLogs.loadFailed), placement: 'topRight' });
    } finally {
      setCsvBusy(false);
    }
  }

  const error = stats.error ?? logs.error;
  const s = stats.data;
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
            <Button size="large" icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: accessLogKeys.all })} loading={stats.isFetching || logs.isFetching}>
              {tr.accessLogs.refresh}
            </Button>
            <Button size="large" type="primary" icon={<DownloadOutlined />} onClick={() => void downloadCsv()} loading={csvBusy} disabled={loaded && total === 0}>
              {csvBusy ? tr.accessLogs.csvPreparing : tr.accessLogs.csv}
            </Button>
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
              options={[{ value: 'all', label: f.allDevices }, ...DEVICE_TYPES.map((d) => ({ value: d, label: DEVICE_LABELS[d] }))]}
            />
          </label>
          {restaurants.length > 1 ? (
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '0 1 240px', minWidth: 180 }}>
              <Typography.Text type="secondary">{f.restaurant}</Typography.Text>
              <Select
                aria-label={f.restaurant}
                value={filters.restaurantId ?? 0}
                onChange={(v: number) => change({ restaurantId: v || null })}
                options={[{ value: 0, label: f.allRestaurants }, ...restaurants.map((r) => ({ value: r.id, label: r.name }))]}
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
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={tr.accessLogs.loadFailedTitle}
          description={errorMessage(error, 'load', tr.accessLogs.loadFailed)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: accessLogKeys.all })}>
              {tr.common.retry}
            </Button>
          }
        />
      ) : null}

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          { label: tr.accessLogs.stats.total, value: s ? s.total.toLocaleString('tr-TR') : '-', icon: <EyeOutlined />, colour: '#1677ff' },
          { label: tr.accessLogs.stats.uniqueIps, value: s ? s.uniqueIps.toLocaleString('tr-TR') : '-', icon: <GlobalOutlined />, colour: '#13c2c2' },
          { label: tr.accessLogs.stats.averageSession, value: s ? formatDuration(s.averageSession) : '-', icon: <ClockCircleOutlined />, colour: '#722ed1' },
          { label: tr.accessLogs.stats.mobileShare, value: s ? `%${s.mobileShare.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}` : '-', icon: <MobileOutlined />, colour: '#fa8c16' },
        ].map((c) => (
          <Col key={c.label} xs={12} lg={6}>
            <StatCard label={c.label} value={c.value} icon={c.icon} colour={c.colour} loading={stats.isPending && !error} />
          </Col>
        ))}
      </Row>

      {s && s.refused > 0 ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={tr.accessLogs.refusedNote(s.refused)} /> : null}

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
              <Card title={tr.accessLogs.perDayTitle} size="small" style={{ height: '100%' }} loading={stats.isPending && !error}>
                <VisitsChart days={fillDays(s?.perDay ?? [])} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title={tr.accessLogs.devicesTitle} size="small" style={{ height: '100%' }} loading={stats.isPending && !error}>
                <DeviceChart devices={s?.devices ?? { mobile: 0, tablet: 0, desktop: 0, other: 0 }} />
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
