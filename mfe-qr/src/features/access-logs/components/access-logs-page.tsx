// The menu access logs report (docs/screens.md, Access logs): refresh, CSV and the other downloads, four stat
// cards (with the change against the previous period), visits per day (a zoomable time series), devices, the
// weekday × hour heatmap, menu languages, the busiest tables and the menu sections opened most, filters (dates,
// device, restaurant) and the paged table; all counted on the server.
import { ClearOutlined } from '@ant-design/icons';
import { errorMessage, tr, useRestaurantChoices } from '@menu/shared';
import { EmptyState, LoadFailedAlert, ScreenPage } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { accessLogKeys, useSalesReport, useTableNumbers } from '../api/access-logs';
import { useAccessLogReport } from '../hooks/use-access-log-report';
import { useReportDownloads } from '../hooks/use-report-downloads';
import { AccessLogTable } from './access-log-table';
import { ReportActions } from './report-actions';
import { ReportCharts } from './report-charts';
import { ReportFilterBar } from './report-filter-bar';
import { ReportStats } from './report-stats';
import { SalesSection } from './sales-section';

export function AccessLogsPage() {
  const client = useQueryClient();
  const { nameOf } = useRestaurantChoices();
  const report = useAccessLogReport();
  const { stats, logs, error, total, loaded } = report;
  const downloads = useReportDownloads(report.query);
  const tables = useTableNumbers();
  const sales = useSalesReport(report.query);
  const statsLoading = stats.isPending && !error;
  const refresh = () => void client.invalidateQueries({ queryKey: accessLogKeys.all });

  return (
    <ScreenPage
      id="access-logs"
      text={tr.accessLogs}
      extra={
        <ReportActions
          onRefresh={refresh}
          refreshing={stats.isFetching || logs.isFetching}
          busy={downloads.busy}
          onDownload={(kind) => void downloads.download(kind)}
          empty={loaded && total === 0}
        />
      }
    >
      <ReportFilterBar
        filters={report.filters}
        onChange={report.change}
        filtered={report.filtered}
        onClear={report.clear}
      />
      {error ? (
        <LoadFailedAlert
          title={tr.accessLogs.loadFailedTitle}
          description={errorMessage(error, 'load', tr.accessLogs.loadFailed)}
          onRetry={refresh}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ReportStats stats={stats.data} loading={statsLoading} />

      {loaded && total === 0 && !error ? (
        report.filtered ? (
          <EmptyState
            title={tr.accessLogs.emptyFilteredTitle}
            description={tr.accessLogs.emptyFilteredHint}
            action={
              <Button icon={<ClearOutlined />} onClick={report.clear}>
                {tr.common.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState title={tr.accessLogs.emptyTitle} description={tr.accessLogs.emptyHint} />
        )
      ) : (
        <>
          <ReportCharts stats={stats.data} loading={statsLoading} />
          <SalesSection sales={sales.data} loading={sales.isPending} />
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <AccessLogTable
              rows={logs.data?.items ?? []}
              total={total}
              page={report.page}
              pageSize={report.pageSize}
              loading={logs.isFetching}
              restaurantName={nameOf}
              tableOf={(id) => (id == null ? null : (tables.data?.get(id) ?? null))}
              onPageChange={report.changePage}
            />
          </Card>
        </>
      )}
    </ScreenPage>
  );
}
