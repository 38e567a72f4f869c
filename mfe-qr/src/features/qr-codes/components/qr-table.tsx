// The list view: one row per code, selectable, with the same badges and actions as the cards.
import { formatDateTime, tr } from '@menu/shared';
import { Table, Typography } from 'antd';
import type { QrCodeItem } from '../api/qr-codes';
import { QrActionsBar, type QrItemHandlers } from './qr-actions-bar';
import type { TableVisits } from '../lib/table-visits';
import { AccessCountTag, ReprintTag, StatusTag, VisitsTag } from './qr-badges';
import { QrImage } from './qr-image';

export interface QrTableProps {
  list: QrCodeItem[];
  restaurantName: (id: number) => string;
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  busyId: number | null;
  handlers: QrItemHandlers;
  visits?: Map<number, TableVisits>;
}

export function QrTable({
  list,
  restaurantName,
  selectedIds,
  onSelectionChange,
  busyId,
  handlers,
  visits,
}: QrTableProps) {
  return (
    <Table<QrCodeItem>
      rowKey="id"
      dataSource={list}
      size="middle"
      aria-label={tr.qr.listLabel}
      locale={{ emptyText: tr.common.noMatches }}
      pagination={list.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 960 }}
      rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => onSelectionChange(keys.map(Number)) }}
      columns={[
        {
          key: 'qr',
          title: 'QR',
          width: 72,
          render: (_, qr) => (
            <QrImage
              text={qr.scanUrl}
              size={48}
              alt={tr.qr.imageAlt(qr.tableNumber)}
              onClick={() => handlers.onView(qr)}
              clickLabel={tr.qr.openImage(qr.tableNumber)}
              dimmed={!qr.isActive}
            />
          ),
        },
        {
          key: 'table',
          title: tr.qr.fields.tableNumber,
          render: (_, qr) => <Typography.Text strong>{tr.qr.table(qr.tableNumber)}</Typography.Text>,
        },
        { key: 'restaurant', title: tr.qr.fields.restaurant, render: (_, qr) => restaurantName(qr.restaurantId) },
        {
          key: 'status',
          title: tr.qr.filters.status,
          render: (_, qr) => (
            <>
              <StatusTag active={qr.isActive} />
              <ReprintTag qr={qr} />
            </>
          ),
        },
        { key: 'access', title: tr.qr.accessCount, render: (_, qr) => <AccessCountTag count={qr.accessCount} /> },
        {
          key: 'last',
          title: tr.qr.lastAccess,
          render: (_, qr) =>
            qr.lastAccessedDate ? (
              formatDateTime(qr.lastAccessedDate)
            ) : (
              <Typography.Text type="secondary">{tr.qr.neverAccessed}</Typography.Text>
            ),
        },
        { key: 'usage', title: tr.qr.visits, render: (_, qr) => <VisitsTag qr={qr} visits={visits?.get(qr.id)} /> },
        {
          key: 'actions',
          title: '',
          width: 200,
          render: (_, qr) => <QrActionsBar qr={qr} busy={busyId === qr.id} handlers={handlers} compact />,
        },
      ]}
    />
  );
}
