// Days of the week: their Turkish names (Sunday first, as JavaScript counts them), the Monday-first order the
// screens show, and a category's time-of-day windows in words.
import { tr } from './strings';

/** Days 0 Sunday .. 6 Saturday, displayed Monday first. */
export const DAY_NAMES = tr.common.dayNames;
export function mondayFirstIndex(dayOfWeek: number): number {
  return (dayOfWeek + 6) % 7;
}

/** A category's time-of-day windows in words: 'Her gün 08:00–11:30', 'Hafta sonu 09:00–14:00', 'Pzt, Çar 12:00–15:00'. */
export function availabilitySummary(windows: ReadonlyArray<{ days: number[]; from: string; to: string }>): string {
  const t = tr.catalog.categories.availability;
  const days = (d: number[]) => {
    const key = [...d].sort((a, b) => a - b).join(',');
    if (key === '1,2,3,4,5,6,7') return t.everyDay;
    if (key === '1,2,3,4,5') return t.weekdaysOnly;
    if (key === '6,7') return t.weekend;
    return [...d]
      .sort((a, b) => a - b)
      .map((n) => t.weekdays[n - 1])
      .join(', ');
  };
  return windows.map((w) => `${days(w.days)} ${w.from}–${w.to}`).join(' · ');
}
