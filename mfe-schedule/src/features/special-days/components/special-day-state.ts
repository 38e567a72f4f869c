// Past or upcoming (docs/screens.md, States and transitions) by the local calendar date: today counts as upcoming, not past.
import type { SpecialDay } from '@menu/shared';

export type SpecialDayState = 'past' | 'today' | 'upcoming';

export function localDateKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function specialDayState(date: string, now: Date = new Date()): SpecialDayState {
  const today = localDateKey(now);
  const day = date.slice(0, 10);
  return day < today ? 'past' : day === today ? 'today' : 'upcoming';
}

/** Date ascending, then restaurant, then id, so the order never jumps. */
export function sortByDate<T extends Pick<SpecialDay, 'date' | 'restaurantId' | 'id'>>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date) || a.restaurantId - b.restaurantId || a.id - b.id);
}

/** '2027-01-01' as '1 Ocak 2027 Cuma', read as a calendar date (no time-zone shift). */
export function formatDayLong(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' }).format(
    new Date(y, m - 1, d),
  );
}
