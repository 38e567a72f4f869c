// The visits table: date/time, restaurant, device, IP with its network label, session duration and the
// user agent (shortened, full text in a tooltip). Paged on the server.
import { DEVICE_LABELS, formatDateTime, formatDuration, ipNetworkLabel, isPrivateIp, tr, type AccessLog } from '@menu/shared';
import { Grid, Table, Tag, Tooltip, Typography } from 'antd';
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
  onPageChange: (page: number, pageSize: number) => void;
}

export function AccessLogTable({ rows, total, page, pageSize, loading, restaurantName, onPageChange }: AccessLogTableProps) {
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
      scroll={{ x: 980 }}
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
        { key: 'restaurant', title: c.restaurant, width: 170, ellipsis: true, render: (_, r) => restaurantName(r.restaurantId) },
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
          key: 'ip',
          title: c.ip,
          width: 220,
          render: (_, r) => (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography.Text style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}>{r.ipAddress ?? '-'}</Typography.Text>
              {r.ipAddress ? <Tag color={isPrivateIp(r.ipAddress) ? 'default' : 'blue'} style={{ marginInlineEnd: 0 }}>{ipNetworkLabel(r.ipAddress)}</Tag> : null}
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
        {
          key: 'ua',
          title: c.userAgent,
          render: (_, r) =>
            r.userAgent ? (
              <Tooltip title={r.userAgent} placement="topLeft">
                <Typography.Text style={{ maxWidth: 260, display: 'inline-block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>
                  {r.userAgent}
                </Typography.Text>
              </Tooltip>
            ) : (
              '-'
            ),
        },
      ]}
    />
    </div>
  );
}
