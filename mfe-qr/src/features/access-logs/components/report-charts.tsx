// The report's charts: visits per day and devices; the weekday × hour heatmap and the menu languages; the
// busiest tables and the menu sections opened most.
import { tr, useRestaurantChoices, type AccessLogStats } from '@menu/shared';
import { Card, Col, Empty, Row } from 'antd';
import type { ReactNode } from 'react';
import { fillDays } from '../lib/report-filters';
import { DeviceChart } from './device-chart';
import { Heatmap } from './heatmap';
import { ShareBars } from './share-bars';
import { VisitsChart } from './visits-chart';

/** Rows of a ranking (tables, sections). */
const TOP = 10;
const EMPTY_HEATMAP = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
/** Colours of the language bars, each with 3:1 contrast against white. */
const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#d4380d', '#389e0d', '#c41d7f', '#ad6800', '#595959'];
const NO_DEVICES = { mobile: 0, tablet: 0, desktop: 0, other: 0 };

function ChartCard({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }} loading={loading}>
      {children}
    </Card>
  );
}

/** Two charts side by side on a wide screen (the first the wider unless `even`), one under the other on a phone. */
function ChartRow({ first, second, even = false }: { first: ReactNode; second: ReactNode; even?: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={even ? 12 : 16}>
        {first}
      </Col>
      <Col xs={24} lg={even ? 12 : 8}>
        {second}
      </Col>
    </Row>
  );
}

function TableRanking({ s }: { s: AccessLogStats | undefined }) {
  const { restaurants, nameOf } = useRestaurantChoices();
  if (!s?.perQrCode.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.accessLogs.qrRankingEmpty} />;
  const items = s.perQrCode.slice(0, TOP).map((q) => {
    const name = q.tableNumber ? tr.accessLogs.tableName(q.tableNumber) : tr.accessLogs.noQr;
    const where = restaurants.length > 1 && q.restaurantId ? ` · ${nameOf(q.restaurantId)}` : '';
    return {
      key: q.qrCodeId ?? 'none',
      label: `${name}${where}`,
      name: `${name}${where}`,
      count: q.count,
      colour: '#1677ff',
    };
  });
  return <ShareBars items={items} total={s.total} />;
}

function SectionRanking({ s }: { s: AccessLogStats | undefined }) {
  if (!s?.sections.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.accessLogs.sectionsEmpty} />;
  const items = s.sections.slice(0, TOP).map((c) => ({
    key: c.categoryId,
    label: c.name ?? tr.accessLogs.deletedCategory,
    name: c.name ?? tr.accessLogs.deletedCategory,
    count: c.opens,
    colour: '#722ed1',
  }));
  return <ShareBars items={items} total={s.sections.reduce((sum, c) => sum + c.opens, 0)} />;
}

export function ReportCharts({ stats: s, loading }: { stats: AccessLogStats | undefined; loading: boolean }) {
  const t = tr.accessLogs;
  const languages = (s?.languages ?? []).map((l, i) => ({
    key: l.language,
    label: t.languageName(l.language),
    name: t.languageName(l.language),
    count: l.count,
    colour: PALETTE[i % PALETTE.length],
  }));
  return (
    <>
      <ChartRow
        first={
          <ChartCard title={t.perDayTitle} loading={loading}>
            <VisitsChart days={fillDays(s?.perDay ?? [])} />
          </ChartCard>
        }
        second={
          <ChartCard title={t.devicesTitle} loading={loading}>
            <DeviceChart devices={s?.devices ?? NO_DEVICES} />
          </ChartCard>
        }
      />
      <ChartRow
        first={
          <ChartCard title={t.heatmapTitle} loading={loading}>
            <Heatmap heatmap={s?.heatmap?.length ? s.heatmap : EMPTY_HEATMAP} />
          </ChartCard>
        }
        second={
          <ChartCard title={t.languagesTitle} loading={loading}>
            <ShareBars items={languages} total={s?.total} />
          </ChartCard>
        }
      />
      <ChartRow
        even
        first={
          <ChartCard title={t.qrRankingTitle} loading={loading}>
            <TableRanking s={s} />
          </ChartCard>
        }
        second={
          <ChartCard title={t.sectionsTitle} loading={loading}>
            <SectionRanking s={s} />
          </ChartCard>
        }
      />
    </>
  );
}
