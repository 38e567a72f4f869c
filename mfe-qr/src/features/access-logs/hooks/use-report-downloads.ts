// The report's downloads (the log as CSV, and the other files), one at a time, with a Turkish notice when one
// fails.
import { errorMessage, saveBlob, tr } from '@menu/shared';
import { App } from 'antd';
import { useState } from 'react';
import { fetchAccessLogExport, type ExportKind } from '../api/access-logs';
import type { AccessLogQuery } from '../lib/report-filters';

export function useReportDownloads(query: AccessLogQuery) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState<ExportKind | null>(null);

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

  return { busy, download };
}
