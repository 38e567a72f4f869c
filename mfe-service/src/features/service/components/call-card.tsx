// A waiting call: table, kind, how long it has waited (amber after 2 minutes, red after 5), Geliyorum and
// Tamamlandı.
import { CheckOutlined, FileTextOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { tr, type CallKind, type TableCall } from '@menu/shared';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ageTone, minutesSince, type AgeTone } from '../lib/age';

const s = tr.service;

const KIND_ICONS: Record<CallKind, ReactNode> = {
  waiter: <UserOutlined />,
  bill: <WalletOutlined />,
  'printed-menu': <FileTextOutlined />,
};

const TONE_STYLE: Record<AgeTone, { border: string; background: string; tag: string }> = {
  fresh: { border: '#d9d9d9', background: '#ffffff', tag: 'default' },
  amber: { border: '#faad14', background: '#fffbe6', tag: 'warning' },
  red: { border: '#ff4d4f', background: '#fff1f0', tag: 'error' },
};

export function CallCard({
  call,
  now,
  onUpdate,
  busy,
}: {
  call: TableCall;
  now: number;
  onUpdate: (status: 'acknowledged' | 'done') => void;
  busy: boolean;
}) {
  const minutes = call.createdAt ? minutesSince(call.createdAt, now) : 0;
  const tone = TONE_STYLE[ageTone(minutes)];
  const heading = s.table(call.tableNumber);
  return (
    <Card
      role="article"
      aria-label={`${heading}: ${s.kindLong[call.kind]}`}
      style={{ borderColor: tone.border, borderWidth: 2, background: tone.background, height: '100%' }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {heading}
          </Typography.Title>
          <Typography.Text style={{ fontSize: 16 }}>
            <span aria-hidden>{KIND_ICONS[call.kind]}</span> {s.kindLong[call.kind]}
          </Typography.Text>
        </div>
        <Tag color={tone.tag} style={{ fontSize: 14, padding: '2px 8px', marginInlineEnd: 0 }}>
          {s.age(minutes)}
        </Tag>
      </Flex>
      {call.status === 'acknowledged' && (
        <Tag color="processing" icon={<CheckOutlined />} style={{ marginTop: 8 }}>
          {s.acknowledged}
        </Tag>
      )}
      <Flex gap={8} style={{ marginTop: 12 }} wrap>
        {call.status === 'open' && (
          <Button
            type="primary"
            size="large"
            disabled={busy}
            onClick={() => onUpdate('acknowledged')}
            style={{ flex: '1 1 120px' }}
          >
            {s.acknowledge}
          </Button>
        )}
        <Button size="large" disabled={busy} onClick={() => onUpdate('done')} style={{ flex: '1 1 120px' }}>
          {s.done}
        </Button>
      </Flex>
    </Card>
  );
}
