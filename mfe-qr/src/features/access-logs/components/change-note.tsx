// The change of a figure against the period of equal length just before the chosen one: ↑ green, ↓ red.
import { percentChange, tr } from '@menu/shared';
import { Typography } from 'antd';

const t = tr.accessLogs.change;

export function ChangeNote({ now, before }: { now: number; before: number | null | undefined }) {
  if (before === undefined) return null;
  if (!before) return <Typography.Text type="secondary">{t.none}</Typography.Text>;
  const change = percentChange(now, before)!;
  const text = Math.abs(change).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  if (change === 0) return <Typography.Text type="secondary">{t.same}</Typography.Text>;
  const up = change > 0;
  return (
    <Typography.Text style={{ color: up ? '#237804' : '#a8071a' }} aria-label={up ? t.up(text) : t.down(text)}>
      <span aria-hidden>
        {up ? '↑' : '↓'} %{text}
      </span>
    </Typography.Text>
  );
}
