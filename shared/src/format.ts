// Formatters for what the interface shows: lira, Turkish dates, times, durations, ages, initials.
const liraFormat = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
/** Dates and times as Turkey reads them, on Istanbul's clock whatever the device's zone. */
const turkish = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('tr-TR', { ...options, timeZone: 'Europe/Istanbul' });
const longDateFormat = turkish({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = turkish({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const clockFormat = turkish({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayMonthFormat = turkish({ day: '2-digit', month: '2-digit' });
const shortDateFormat = turkish({ day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatLira(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return liraFormat.format(Number.isFinite(n) ? (n as number) : 0);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '5 Ocak 2026' */
export function formatLongDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? longDateFormat.format(d) : '-';
}

/** '05.01.2026 14:30' */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '-';
}

/**
 * An instant as a clock reads it in Turkey: `time` is 'HH:mm'; `when` is the time alone today, else the day and
 * month before it ('28.11 02:00'). Null for no or an unreadable value.
 */
export function formatInstant(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): { when: string; time: string } | null {
  const d = toDate(value);
  if (!d) return null;
  const time = clockFormat.format(d);
  const day = dayMonthFormat.format(d);
  return { time, when: day === dayMonthFormat.format(now) ? time : `${day} ${time}` };
}

export function formatShortDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? shortDateFormat.format(d) : '-';
}

/** '09:30:00' -> '09:30'; null or malformed -> '' */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : '';
}

/** A closing time as a diner reads it: a day kept open to its last minute ('23:59', '23:59:59') closes at '24:00'. */
export function formatClosingTime(value: string | null | undefined): string {
  const time = formatTime(value);
  return time === '23:59' ? '24:00' : time;
}

/** A day's opening hours as a diner reads them, in every language: '10:00 – 24:00' (an en dash between spaces). */
export function formatHoursSpan(open: string | null | undefined, close: string | null | undefined): string {
  return `${formatTime(open)} – ${formatClosingTime(close)}`;
}

/** '09:30' -> '09:30:00' (times go on the wire as HH:MM:SS) */
export function toWireTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/** Seconds as '1 sa 5 dk 3 sn', hiding zero units; 0 or missing -> '0 sn'. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const s = Math.max(0, Math.round(Number(totalSeconds) || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} sa`);
  if (m) parts.push(`${m} dk`);
  if (sec || parts.length === 0) parts.push(`${sec} sn`);
  return parts.join(' ');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bugün; N gün under 7 days; N hafta under 30; N ay under 365; N yıl. */
export function formatAccountAge(created: Date | string | null | undefined, now: Date = new Date()): string {
  const d = toDate(created);
  if (!d) return '-';
  const days = Math.floor((now.getTime() - d.getTime()) / DAY_MS);
  if (days < 1) return 'Bugün';
  if (days < 7) return `${days} gün`;
  if (days < 30) return `${Math.floor(days / 7)} hafta`;
  if (days < 365) return `${Math.floor(days / 30)} ay`;
  return `${Math.floor(days / 365)} yıl`;
}

/** Up to two letters: 'Lezzet Durağı' -> 'LD', 'ahmet' -> 'A'. */
export function initials(...names: Array<string | null | undefined>): string {
  const words = names
    .filter((n): n is string => !!n)
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

/** '12,50' or '12.50' -> 12.5; anything else -> NaN */
export function parseDecimal(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  if (input == null) return NaN;
  const s = String(input).trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return NaN;
  return Number(s);
}

/** Percent change from `before` to `now`, one decimal (12.5); null without a previous figure (none, or zero). */
export function percentChange(now: number, before: number | null | undefined): number | null {
  if (before == null || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
