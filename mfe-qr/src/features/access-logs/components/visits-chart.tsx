// Visits per day as a time series, drawn by uPlot (a small, maintained canvas chart library, loaded with this
// screen only: the portal's first load and the sign-in page never carry it). Axes in Turkish dates and counts, a
// tooltip that follows the pointer, and drag across the chart to zoom into a range (a button resets it). The days
// are also a table, read by screen readers, and shown instead of the chart where a canvas cannot be drawn.
import { formatShortDate, tr } from '@menu/shared';
import { VISUALLY_HIDDEN } from '@menu/shared/ui';
import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface VisitsChartProps {
  days: Array<{ date: string; count: number }>;
  colour?: string;
}

const t = tr.accessLogs;
const HEIGHT = 220;
const dayLabel = (date: string) => formatShortDate(`${date}T12:00:00Z`);
/** '27 Eki': short enough for the axis. */
const axisDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** Noon of the day in seconds (uPlot's time unit), so a day's point sits in the middle of its day. */
const secondsOf = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const canDraw = () => typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;

/** The tooltip that follows the pointer over the chart. */
function createTooltip(): HTMLDivElement {
  const tooltip = document.createElement('div');
  tooltip.setAttribute('aria-hidden', 'true');
  Object.assign(tooltip.style, {
    position: 'absolute',
    pointerEvents: 'none',
    display: 'none',
    padding: '4px 8px',
    borderRadius: '6px',
    whiteSpace: 'nowrap',
    background: 'rgba(0, 0, 0, 0.78)',
    color: '#fff',
    fontSize: '12px',
    transform: 'translate(-50%, calc(-100% - 10px))',
    zIndex: '2',
  });
  return tooltip;
}

interface ChartInput {
  width: number;
  days: VisitsChartProps['days'];
  xs: number[];
  ys: number[];
  colour: string;
  tooltip: HTMLDivElement;
  setZoomed: (zoomed: boolean) => void;
}

/** Turkish axes, the visits series, the pointer's tooltip and drag-to-zoom (which tells whether it is zoomed). */
function chartOptions({ width, days, xs, ys, colour, tooltip, setZoomed }: ChartInput): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
    axes: [
      {
        values: (_u, splits) => splits.map((s) => axisDay.format(new Date(s * 1000))),
        space: 64,
        stroke: '#595959',
        grid: { stroke: '#f0f0f0' },
        ticks: { stroke: '#f0f0f0' },
      },
      {
        values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? s.toLocaleString('tr-TR') : '')),
        size: 56,
        stroke: '#595959',
        grid: { stroke: '#f0f0f0' },
        ticks: { stroke: '#f0f0f0' },
      },
    ],
    series: [
      { value: (_u, v) => (v == null ? '' : dayLabel(dateOf(v))) },
      {
        label: t.visitsSeries,
        stroke: colour,
        fill: `${colour}22`,
        width: 2,
        points: { show: days.length <= 62, size: 5 },
      },
    ],
    cursor: { drag: { x: true, y: false, setScale: true }, y: false },
    legend: { show: false },
    hooks: {
      init: [(u) => u.over.appendChild(tooltip)],
      setCursor: [
        (u) => {
          const i = u.cursor.idx;
          if (i == null || u.cursor.left == null || u.cursor.left < 0) {
            tooltip.style.display = 'none';
            return;
          }
          tooltip.textContent = t.perDayLabel(dayLabel(days[i].date), days[i].count);
          tooltip.style.left = `${u.valToPos(xs[i], 'x')}px`;
          tooltip.style.top = `${u.valToPos(ys[i], 'y')}px`;
          tooltip.style.display = 'block';
        },
      ],
      setScale: [
        (u, key) => {
          if (key === 'x')
            setZoomed((u.scales.x.min ?? xs[0]) > xs[0] || (u.scales.x.max ?? xs[xs.length - 1]) < xs[xs.length - 1]);
        },
      ],
    },
  };
}

export function VisitsChart({ days, colour = '#1677ff' }: VisitsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [drawn, setDrawn] = useState<'loading' | 'drawn' | 'table'>(canDraw() ? 'loading' : 'table');
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    if (!days.length || drawn === 'table' || !host.current) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const xs = days.map((d) => secondsOf(d.date));
    const ys = days.map((d) => d.count);
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        const element = host.current;
        if (disposed || !element) return;
        const tooltip = createTooltip();
        const options = chartOptions({ width: element.clientWidth || 600, days, xs, ys, colour, tooltip, setZoomed });
        plot.current = new UPlot(options, [xs, ys], element);
        setDrawn('drawn');
        observer = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      })
      // Without the chart the days stay readable as a table.
      .catch(() => !disposed && setDrawn('table'));
    return () => {
      disposed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
      setZoomed(false);
    };
  }, [days, colour, drawn === 'table']); // eslint-disable-line react-hooks/exhaustive-deps

  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.perDayEmpty} />;
  const total = days.reduce((s, d) => s + d.count, 0);
  const resetZoom = () =>
    plot.current?.setScale('x', { min: secondsOf(days[0].date), max: secondsOf(days[days.length - 1].date) });
  const table = <DaysTable days={days} hidden={drawn !== 'table'} />;
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={t.perDaySummary(
        t.perDayTitle,
        t.perDayRange(dayLabel(days[0].date), dayLabel(days[days.length - 1].date)),
        total,
      )}
    >
      {drawn === 'table' ? (
        <div style={{ maxHeight: HEIGHT, overflowY: 'auto' }}>{table}</div>
      ) : (
        <>
          <div ref={host} style={{ position: 'relative', minHeight: HEIGHT, width: '100%' }} aria-hidden="true">
            {drawn === 'loading' ? <Typography.Text type="secondary">{t.chartLoading}</Typography.Text> : null}
          </div>
          {table}
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 4 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.zoomHint}
            </Typography.Text>
            {zoomed ? (
              <Button size="small" onClick={resetZoom}>
                {t.zoomReset}
              </Button>
            ) : null}
          </Flex>
        </>
      )}
    </figure>
  );
}

/** The days as a table: for screen readers beside the chart, and on screen where no canvas can be drawn. */
function DaysTable({ days, hidden }: { days: VisitsChartProps['days']; hidden: boolean }) {
  return (
    <table aria-label={t.perDayTitle} style={hidden ? VISUALLY_HIDDEN : { width: '100%', fontSize: 13 }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {tr.accessLogs.columns.date}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {t.visitsSeries}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <td>{dayLabel(d.date)}</td>
            <td style={{ textAlign: 'end' }}>{d.count.toLocaleString('tr-TR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
