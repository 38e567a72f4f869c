// The change of a figure against the period of equal length just before the chosen one: ↑ green, ↓ red.
import { tr } from '@menu/shared';
import { Typography } from 'antd';

const t = tr.accessLogs.change;

/** Percent change, one decimal in Turkish ('12,5'); null without a previous figure. */
export function changePercent(now: number, before: number | null | undefined): number | null {
  if (before == null || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export function ChangeNote({ now, before }: { now: number; before: number | null | undefined }) {
  if (before === undefined) return null;
  if (!before) return <Typography.Text type="secondary">{t.none}</Typography.Text>;
  const change = changePercent(now, before)!;
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
