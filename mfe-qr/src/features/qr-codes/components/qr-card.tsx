// One QR code as a card: the image (click to view), table, restaurant, badges, last access and actions.
import { ClockCircleOutlined } from '@ant-design/icons';
import { formatDateTime, tr } from '@menu/shared';
import { Card, Checkbox, Flex, Typography } from 'antd';
import type { QrCodeItem } from '../api/qr-codes';
import { QR_SIZES } from '../lib/qr-image';
import { QrActionsBar, type QrItemHandlers } from './qr-actions-bar';
import type { TableVisits } from '../lib/table-visits';
import { AccessCountTag, ReprintTag, StatusTag, VisitsTag } from './qr-badges';
import { QrImage } from './qr-image';

export interface QrCardProps {
  qr: QrCodeItem;
  restaurantName: string;
  selected: boolean;
  onSelect: (qr: QrCodeItem, selected: boolean) => void;
  busy: boolean;
  handlers: QrItemHandlers;
  visits?: TableVisits;
}

export function QrCard({ qr, restaurantName, selected, onSelect, busy, handlers, visits }: QrCardProps) {
  const label = tr.qr.table(qr.tableNumber);
  return (
    <Card
      style={{
        width: '100%',
        borderColor: selected ? '#1677ff' : undefined,
        boxShadow: selected ? '0 0 0 1px #1677ff' : undefined,
      }}
      styles={{ body: { padding: 16 } }}
      actions={[<QrActionsBar key="actions" qr={qr} busy={busy} handlers={handlers} />]}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(qr, e.target.checked)}
          aria-label={tr.qr.select(qr.tableNumber)}
        />
        <StatusTag active={qr.isActive} />
      </Flex>
      <Flex justify="center" style={{ marginBottom: 12 }}>
        <QrImage
          text={qr.scanUrl}
          size={QR_SIZES.card}
          alt={tr.qr.imageAlt(qr.tableNumber)}
          onClick={() => handlers.onView(qr)}
          clickLabel={tr.qr.openImage(qr.tableNumber)}
          dimmed={!qr.isActive}
        />
      </Flex>
      <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
        {label}
      </Typography.Title>
      <Typography.Paragraph
        type="secondary"
        style={{
          textAlign: 'center',
          margin: '2px 0 10px',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {restaurantName}
      </Typography.Paragraph>
      <Flex gap={6} wrap justify="center" style={{ marginBottom: 8 }}>
        <AccessCountTag count={qr.accessCount} />
        <VisitsTag qr={qr} visits={visits} />
        <ReprintTag qr={qr} />
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', fontSize: 13 }}>
        <ClockCircleOutlined aria-hidden /> {tr.qr.lastAccess}:{' '}
        {qr.lastAccessedDate ? formatDateTime(qr.lastAccessedDate) : tr.qr.neverAccessed}
      </Typography.Text>
    </Card>
  );
}
