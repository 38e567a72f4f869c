// "Değişiklik geçmişi" (Admin: their restaurant; SuperAdmin: every restaurant): who changed what and when, each
// row in words, filtered by user, record kind and date, with older rows on demand and CSV/Excel downloads of
// the same filters.
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage, saveBlob, tr, useSession } from '@menu/shared';
import { AuditList, fetchAuditExport, PageHeader, type AuditFilters } from '@menu/shared/ui';
import { App, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useAuditPages, useAuditUsers } from '../api/audit-api';
import { AuditFiltersBar, NO_AUDIT_FILTERS } from './audit-filters';

const text = tr.audit;

export function AuditPage() {
  const { notification } = App.useApp();
  const viewer = useSession((s) => s.user);
  const restaurants = useSession((s) => s.restaurants);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const pages = useAuditPages(filters);
  const users = useAuditUsers();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const download = async (kind: 'csv' | 'xlsx') => {
    setBusy(kind);
    try {
      const { blob, fileName } = await fetchAuditExport(kind, filters);
      saveBlob(blob, fileName);
    } catch (error) {
      notification.error({
        title: text.exportFailed,
        description: errorMessage(error, 'load', text.loadFailed),
        placement: 'topRight',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
              {text.exportCsv}
            </Button>
            <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
              {text.exportXlsx}
            </Button>
          </Flex>
        }
      />
      <AuditFiltersBar
        value={filters}
        onChange={setFilters}
        users={users.data ?? []}
        restaurants={viewer?.role === 'SuperAdmin' ? restaurants : []}
      />
      <Card size="small" styles={{ body: { padding: '4px 16px' } }}>
        <AuditList pages={pages} />
      </Card>
    </div>
  );
}
