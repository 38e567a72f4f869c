// The visits table in the owner's words: when, which table, restaurant, device and how long. Addresses and
// browser strings stay out (they are in the downloads for whoever needs them). Paged on the server.
import { DEVICE_LABELS, formatDateTime, formatDuration, tr, type AccessLog } from '@menu/shared';
import { Grid, Table, Tooltip, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { DEVICE_ICONS } from './device-chart';

const c = tr.accessLogs.columns;

export interface AccessLogTableProps {
  rows: AccessLog[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  restaurantName: (id: number) => string;
  /** The visit's table number, when its QR code is known. */
  tableOf: (qrCodeId: number | null) => string | null;
  onPageChange: (page: number, pageSize: number) => void;
}

export function AccessLogTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  restaurantName,
  tableOf,
  onPageChange,
}: AccessLogTableProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  const box = useRef<HTMLDivElement>(null);
  // The table scrolls sideways on a phone and holds nothing focusable: its scrolling part takes the keyboard focus
  // (antd renders that element itself, so it is marked after each render).
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', tr.accessLogs.tableLabel);
    });
  });
  return (
    <div ref={box}>
      <Table<AccessLog>
        rowKey="id"
        dataSource={rows}
        loading={loading}
        size="middle"
        aria-label={tr.accessLogs.tableLabel}
        scroll={{ x: 640 }}
        locale={{ emptyText: tr.accessLogs.emptyFilteredTitle }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: wide,
          size: wide ? 'middle' : 'small',
          pageSizeOptions: [20, 50, 100],
          showTotal: (t, [from, to]) => tr.accessLogs.pageTotal(from, to, t),
          onChange: onPageChange,
        }}
        columns={[
          { key: 'date', title: c.date, width: 150, render: (_, r) => formatDateTime(r.accessDate) },
          {
            key: 'table',
            title: c.table,
            width: 110,
            render: (_, r) => {
              const table = tableOf(r.qrCodeId);
              return table ? (
                tr.accessLogs.tableName(table)
              ) : (
                <Typography.Text type="secondary">{tr.accessLogs.noTable}</Typography.Text>
              );
            },
          },
          {
            key: 'restaurant',
            title: c.restaurant,
            width: 170,
            ellipsis: true,
            render: (_, r) => restaurantName(r.restaurantId),
          },
          {
            key: 'device',
            title: c.device,
            width: 120,
            render: (_, r) => (
              <span>
                <span aria-hidden style={{ marginInlineEnd: 6 }}>
                  {DEVICE_ICONS[r.deviceType]}
                </span>
                {DEVICE_LABELS[r.deviceType]}
              </span>
            ),
          },
          {
            key: 'duration',
            title: c.duration,
            width: 150,
            render: (_, r) =>
              r.sessionDuration > 0 ? (
                formatDuration(r.sessionDuration)
              ) : (
                <Tooltip title={tr.accessLogs.durationUnknownHint}>
                  <Typography.Text type="secondary">{tr.accessLogs.durationUnknown}</Typography.Text>
                </Tooltip>
              ),
          },
        ]}
      />
    </div>
  );
}
