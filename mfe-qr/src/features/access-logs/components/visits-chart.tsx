// Visits per day as a small SVG bar chart (no chart library: a few dozen bars do not need one).
import { formatShortDate, tr } from '@menu/shared';
import { Empty, Flex, Typography } from 'antd';

export interface VisitsChartProps {
  days: Array<{ date: string; count: number }>;
  colour?: string;
}

const HEIGHT = 150;
const dayLabel = (date: string) => formatShortDate(`${date}T12:00:00Z`);

export function VisitsChart({ days, colour = '#1677ff' }: VisitsChartProps) {
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.accessLogs.perDayEmpty} />;
  const max = Math.max(1, ...days.map((d) => d.count));
  const slot = 100 / days.length;
  const gap = Math.min(slot * 0.25, 1.2);
  const total = days.reduce((s, d) => s + d.count, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`${tr.accessLogs.perDayTitle}: ${tr.accessLogs.perDayRange(dayLabel(days[0].date), dayLabel(days[days.length - 1].date))}, ${total} ziyaret`}
        style={{ display: 'block', background: 'linear-gradient(#fafafa 1px, transparent 1px) 0 0 / 100% 25%' }}
      >
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 6));
          return (
            <rect key={d.date} x={i * slot + gap / 2} y={HEIGHT - h} width={Math.max(0.3, slot - gap)} height={h} rx={0.4} fill={colour} data-testid="visits-bar">
              <title>{tr.accessLogs.perDayLabel(dayLabel(d.date), d.count)}</title>
            </rect>
          );
        })}
      </svg>
      <Flex justify="space-between" style={{ marginTop: 6 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dayLabel(days[0].date)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          En yüksek: {max.toLocaleString('tr-TR')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dayLabel(days[days.length - 1].date)}
        </Typography.Text>
      </Flex>
    </figure>
  );
}
