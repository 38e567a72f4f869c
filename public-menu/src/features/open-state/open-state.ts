// Open/closed wording from the open-now rule's answer, in the diner's language.
import { formatClosingTime, formatHoursSpan, type OpenState } from '@menu/shared/menu';
import type { MenuText } from '../../i18n/ui-text';

const localDay = (iso: string, timeZone: string) => {
  const d = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
  };
};

export interface OpenLabel {
  isOpen: boolean;
  /** 'Şu an açık' / 'Şu an kapalı' */
  status: string;
  /** 'Kapanış 22:00', 'Açılış Yarın 10:00'... or '' */
  change: string;
  /** '10:00 – 22:00' (a 23:59 close reads '24:00') or 'Bugün kapalı' */
  today: string;
  /** A special day's name and note, when today is one. */
  special: string;
}

export function describeOpenState(state: OpenState, text: MenuText, timeZone: string, now: Date): OpenLabel {
  const t = state.today;
  const today =
    t.isClosed || !t.openTime || !t.closeTime
      ? text.closedToday
      : text.todayHours(formatHoursSpan(t.openTime, t.closeTime));
  let change = '';
  if (state.nextChange) {
    const at = localDay(state.nextChange.at, timeZone);
    if (state.nextChange.type === 'closes') change = text.closesAt(formatClosingTime(at.time));
    else {
      const todayKey = localDay(now.toISOString(), timeZone).date;
      const tomorrowKey = localDay(new Date(now.getTime() + 86_400_000).toISOString(), timeZone).date;
      if (at.date === todayKey) change = text.opensAt(at.time);
      else change = text.opensOn(at.date === tomorrowKey ? text.tomorrow : (text.days[at.weekday] ?? ''), at.time);
    }
  }
  const special = t.source === 'special' ? [t.name, t.note].filter(Boolean).join(': ') : '';
  return { isOpen: state.isOpen, status: state.isOpen ? text.open : text.closed, change, today, special };
}
