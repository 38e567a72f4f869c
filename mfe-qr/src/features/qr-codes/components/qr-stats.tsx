// The QR screen's four figures: codes, active codes, scans, codes scanned at least once.
import { BarChartOutlined, CheckCircleOutlined, QrcodeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { StatCard } from '@menu/shared/ui';
import { Col, Row } from 'antd';
import type { qrStats } from '../lib/qr-filters';

export function QrStats({ stats, loading }: { stats: ReturnType<typeof qrStats>; loading: boolean }) {
  const figures = [
    { label: tr.qr.stats.total, value: stats.total, icon: <QrcodeOutlined />, colour: '#1677ff' },
    { label: tr.qr.stats.active, value: stats.active, icon: <CheckCircleOutlined />, colour: '#52c41a' },
    {
      label: tr.qr.stats.accesses,
      value: stats.accesses.toLocaleString('tr-TR'),
      icon: <BarChartOutlined />,
      colour: '#722ed1',
    },
    { label: tr.qr.stats.used, value: stats.used, icon: <ThunderboltOutlined />, colour: '#fa8c16' },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figures.map((s) => (
        <Col key={s.label} xs={12} md={6}>
          <StatCard label={s.label} value={s.value} icon={s.icon} colour={s.colour} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
