// The report's buttons: refresh, the log as CSV, and the other downloads in a menu.
import { DownloadOutlined, DownOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Button, Dropdown } from 'antd';
import type { ExportKind } from '../api/access-logs';

interface ReportActionsProps {
  onRefresh: () => void;
  refreshing: boolean;
  busy: ExportKind | null;
  onDownload: (kind: ExportKind) => void;
  /** Nothing to download: the filtered log is empty. */
  empty: boolean;
}

export function ReportActions({ onRefresh, refreshing, busy, onDownload, empty }: ReportActionsProps) {
  const otherBusy = busy !== null && busy !== 'logCsv';
  return (
    <>
      <Button size="large" icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
        {tr.accessLogs.refresh}
      </Button>
      <Button
        size="large"
        type="primary"
        icon={<DownloadOutlined />}
        onClick={() => onDownload('logCsv')}
        loading={busy === 'logCsv'}
        disabled={empty}
      >
        {busy === 'logCsv' ? tr.accessLogs.csvPreparing : tr.accessLogs.csv}
      </Button>
      <Dropdown
        disabled={empty || busy !== null}
        trigger={['click']}
        menu={{
          items: (['logXlsx', 'reportCsv', 'reportXlsx'] as const).map((kind) => ({
            key: kind,
            label: tr.accessLogs.exports[kind],
            icon: <FileExcelOutlined />,
          })),
          onClick: ({ key }) => onDownload(key as ExportKind),
        }}
      >
        <Button size="large" icon={<DownOutlined />} iconPlacement="end" loading={otherBusy}>
          {otherBusy ? tr.accessLogs.exportPreparing : tr.accessLogs.exportMore}
        </Button>
      </Dropdown>
    </>
  );
}
