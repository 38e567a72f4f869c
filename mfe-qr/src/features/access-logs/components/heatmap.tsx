// Visits by weekday (Monday first) and hour in Turkey: a 7 × 24 table whose cells are shaded by their count, so an
// owner sees at a glance when the restaurant is busy. A real table: a screen reader reads each cell's day, hour
// and count.
import { tr } from '@menu/shared';
import { Typography } from 'antd';

const t = tr.accessLogs;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Read by screen readers, not shown. */
const HIDDEN = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** White to the report's blue; a cell with visits never fades out completely. */
function shade(count: number, max: number): string {
  if (count === 0 || max === 0) return '#f5f5f5';
  const alpha = 0.12 + 0.88 * (count / max);
  return `rgba(22, 119, 255, ${alpha.toFixed(3)})`;
}

export function Heatmap({ heatmap }: { heatmap: number[][] }) {
  const max = Math.max(0, ...heatmap.flat());
  return (
    // On a phone the table scrolls sideways: the region takes the keyboard focus so it can be scrolled without a mouse.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.heatmapTitle}>
      <table aria-label={t.heatmapTitle} style={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', minWidth: 560, tableLayout: 'fixed' }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 40 }}>
              <span style={HIDDEN}>{t.heatmapHint}</span>
            </th>
            {HOURS.map((h) => (
              <th key={h} scope="col" style={{ fontWeight: 400, fontSize: 11, color: '#595959', textAlign: 'center', padding: 0 }}>
                {h % 3 === 0 ? String(h).padStart(2, '0') : <span style={HIDDEN}>{`${String(h).padStart(2, '0')}:00`}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heatmap.map((hours, day) => (
            <tr key={day}>
              <th scope="row" abbr={t.weekdays[day]} style={{ fontWeight: 400, fontSize: 12, color: '#595959', textAlign: 'start', paddingInlineEnd: 4 }}>
                {t.weekdaysShort[day]}
              </th>
              {hours.map((count, hour) => {
                const label = t.heatmapCell(t.weekdays[day], hour, count);
                return (
                  <td key={hour} aria-label={label} title={label} style={{ height: 22, borderRadius: 3, background: shade(count, max), padding: 0 }} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.heatmapHint}
      </Typography.Text>
    </div>
  );
}
