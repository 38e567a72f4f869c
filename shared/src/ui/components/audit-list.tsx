// The change trail in words, newest first: "Ayşe Yılmaz, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı ·
// 12.11.2026 14:03", with older rows on demand. Used by the users remote's "Değişiklik geçmişi" screen and by
// the "Geçmiş" button of a record's form (RecordHistoryButton).
import { HistoryOutlined } from '@ant-design/icons';
import {
  auditSentence,
  formatDateTime,
  loadAlertMessage,
  tr,
  useScopedUser,
  type AuditEvent,
  type AuditPage,
} from '@menu/shared';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { auditPagesQuery } from '../../toolkit/records/audit-trail';
import { EmptyState } from './empty-state';
import { LoadFailedAlert } from './load-failed-alert';

const text = tr.audit;

export interface AuditListProps {
  pages: UseInfiniteQueryResult<InfiniteData<AuditPage>>;
  /** Shows the record kind beside each row (the screen lists every kind; a record's history one). */
  showKind?: boolean;
}

function AuditRow({ row, showKind }: { row: AuditEvent; showKind: boolean }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{auditSentence(row)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {formatDateTime(row.at)}
          {row.clientAddress ? ` · ${text.fromAddress(row.clientAddress)}` : ''}
          {showKind ? (
            <Tag style={{ marginInlineStart: 8 }} color={row.action === 'event' ? 'red' : undefined}>
              {text.entities[row.entity] ?? row.entity}
            </Tag>
          ) : null}
        </Typography.Text>
      </Flex>
    </li>
  );
}

export function AuditList({ pages, showKind = true }: AuditListProps) {
  if (pages.isError)
    return (
      <LoadFailedAlert
        title={text.loadFailed}
        description={loadAlertMessage(pages.error)}
        onRetry={() => pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  if (pages.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = pages.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <EmptyState title={text.empty} description={text.emptyHint} />;
  return (
    <Flex vertical gap={12}>
      <ul aria-label={text.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <AuditRow key={row.id} row={row} showKind={showKind} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {text.loadMore}
        </Button>
      ) : null}
    </Flex>
  );
}

/** "Geçmiş": the rows of one record, in a dialog, read when opened. */
export function RecordHistoryButton({ entity, recordId, name }: { entity: string; recordId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const userId = useScopedUser()?.id ?? null;
  const pages = useInfiniteQuery(auditPagesQuery({ entity, recordId }, userId, open));
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {text.productHistory}
      </Button>
      <Modal
        open={open}
        title={text.productHistoryTitle(name)}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <AuditList pages={pages} showKind={false} />
      </Modal>
    </>
  );
}
