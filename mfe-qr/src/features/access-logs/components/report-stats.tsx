// The report's four figures (visits and distinct addresses with the change against the previous period,
// the average visit, the share of phones), and a note on the visits the server refused to count.
import { ClockCircleOutlined, EyeOutlined, GlobalOutlined, MobileOutlined } from '@ant-design/icons';
import { formatDuration, tr, type AccessLogStats } from '@menu/shared';
import { StatCard } from '@menu/shared/ui';
import { Alert, Col, Row } from 'antd';
import type { ReactNode } from 'react';

import { ChangeNote } from './change-note';

/** A stat card's figure, as StatCard shows it. */
interface Figure {
  label: string;
  value: string;
  icon: ReactNode;
  colour: string;
  extra?: ReactNode;
}

function figures(s: AccessLogStats | undefined): Figure[] {
  const t = tr.accessLogs.stats;
  return [
    {
      label: t.total,
      value: s ? s.total.toLocaleString('tr-TR') : '-',
      icon: <EyeOutlined />,
      colour: '#1677ff',
      extra: s?.previous ? <ChangeNote now={s.total} before={s.previous.total} /> : null,
    },
    {
      label: t.uniqueIps,
      value: s ? s.uniqueIps.toLocaleString('tr-TR') : '-',
      icon: <GlobalOutlined />,
      colour: '#13c2c2',
      extra: s?.previous ? <ChangeNote now={s.uniqueIps} before={s.previous.uniqueIps} /> : null,
    },
    {
      label: t.averageSession,
      value: s ? formatDuration(s.averageSession) : '-',
      icon: <ClockCircleOutlined />,
      colour: '#722ed1',
    },
    {
      label: t.mobileShare,
      value: s ? `%${s.mobileShare.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}` : '-',
      icon: <MobileOutlined />,
      colour: '#fa8c16',
    },
  ];
}

export function ReportStats({ stats, loading }: { stats: AccessLogStats | undefined; loading: boolean }) {
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {figures(stats).map((c) => (
          <Col key={c.label} xs={12} lg={6}>
            <StatCard {...c} loading={loading} />
          </Col>
        ))}
      </Row>
      {stats && stats.refused > 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={tr.accessLogs.refusedNote(stats.refused)} />
      ) : null}
    </>
  );
}
