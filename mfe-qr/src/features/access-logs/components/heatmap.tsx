// Visits by weekday (Monday first) and hour in Turkey: a 7 × 24 table whose cells are shaded by their count, so an
// owner sees at a glance when the restaurant is busy. A real table: a screen reader reads each cell's day, hour
// and count. A legend says what the shades mean; on a phone the table opens scrolled to the busiest hours and
// says that it scrolls.
import { tr } from '@menu/shared';
import { VISUALLY_HIDDEN } from '@menu/shared/ui';
import { Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

const t = tr.accessLogs;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** White to the report's blue; a cell with visits never fades out completely. */
function shade(count: number, max: number): string {
  if (count === 0 || max === 0) return '#f5f5f5';
  const alpha = 0.12 + 0.88 * (count / max);
  return `rgba(22, 119, 255, ${alpha.toFixed(3)})`;
}

/** The hour with the most visits over the week (null when there are none). */
export function busiestHour(heatmap: number[][]): number | null {
  let best: number | null = null;
  let bestCount = 0;
  for (const h of HOURS) {
    const count = heatmap.reduce((sum, day) => sum + (day[h] ?? 0), 0);
    if (count > bestCount) [best, bestCount] = [h, count];
  }
  return best;
}

export function Heatmap({ heatmap }: { heatmap: number[][] }) {
  const max = Math.max(0, ...heatmap.flat());
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const busy = busiestHour(heatmap);
  // Narrower than the table (a phone): start with the busiest hour a third of the way in, and say it scrolls.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const narrow = el.scrollWidth > el.clientWidth + 1;
    setScrolls(narrow);
    if (!narrow || busy == null) return;
    const cell = el.querySelector<HTMLElement>(`[data-hour="${busy}"]`);
    if (cell) el.scrollLeft = Math.max(0, cell.offsetLeft - el.clientWidth / 3);
  }, [busy]);
  return (
    <div>
      {/* The region takes the keyboard focus so the table can be scrolled without a mouse. */}
      <div ref={box} style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.heatmapTitle}>
        <table
          aria-label={t.heatmapTitle}
          style={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', minWidth: 560, tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ width: 40 }}>
                <span style={VISUALLY_HIDDEN}>{t.heatmapHint}</span>
              </th>
              {HOURS.map((h) => (
                <th
                  key={h}
                  scope="col"
                  data-hour={h}
                  style={{ fontWeight: 400, fontSize: 11, color: '#595959', textAlign: 'center', padding: 0 }}
                >
                  {h % 3 === 0 ? (
                    String(h).padStart(2, '0')
                  ) : (
                    <span style={VISUALLY_HIDDEN}>{`${String(h).padStart(2, '0')}:00`}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.map((hours, day) => (
              <tr key={day}>
                <th
                  scope="row"
                  abbr={t.weekdays[day]}
                  style={{ fontWeight: 400, fontSize: 12, color: '#595959', textAlign: 'start', paddingInlineEnd: 4 }}
                >
                  {t.weekdaysShort[day]}
                </th>
                {hours.map((count, hour) => {
                  const label = t.heatmapCell(t.weekdays[day], hour, count);
                  return (
                    <td
                      key={hour}
                      aria-label={label}
                      title={label}
                      style={{ height: 22, borderRadius: 3, background: shade(count, max), padding: 0 }}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginTop: 8 }}>
        <Flex align="center" gap={6} aria-label={t.heatmapLegend} role="group">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.heatmapLegendNone}
          </Typography.Text>
          <span
            aria-hidden
            style={{
              width: 96,
              height: 10,
              borderRadius: 3,
              background: `linear-gradient(90deg, #f5f5f5, ${shade(1, 8)}, ${shade(1, 1)})`,
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.heatmapLegendMax(max)}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {scrolls ? `${t.heatmapHint} · ${t.heatmapScrollHint}` : t.heatmapHint}
        </Typography.Text>
      </Flex>
    </div>
  );
}
