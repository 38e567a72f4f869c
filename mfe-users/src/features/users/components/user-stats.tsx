// The four stat cards: total, active, SuperAdmins, users who have signed in.
import { CheckCircleOutlined, CrownOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { StatCard } from '@menu/shared/ui';
import { Col, Row } from 'antd';
import type { UserStats as Stats } from '../hooks/filter-users';

export function UserStats({ stats, loading }: { stats: Stats; loading?: boolean }) {
  const items = [
    { key: 'total', label: tr.users.stats.total, value: stats.total, icon: <TeamOutlined />, colour: '#1677ff' },
    {
      key: 'active',
      label: tr.users.stats.active,
      value: stats.active,
      icon: <CheckCircleOutlined />,
      colour: '#389e0d',
    },
    {
      key: 'superAdmins',
      label: tr.users.stats.superAdmins,
      value: stats.superAdmins,
      icon: <CrownOutlined />,
      colour: '#c41d7f',
    },
    {
      key: 'signedIn',
      label: tr.users.stats.signedIn,
      value: stats.signedIn,
      icon: <LoginOutlined />,
      colour: '#d46b08',
    },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} role="region" aria-label={tr.users.statsLabel}>
      {items.map((item) => (
        <Col key={item.key} xs={12} lg={6}>
          <StatCard label={item.label} value={item.value} icon={item.icon} colour={item.colour} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
