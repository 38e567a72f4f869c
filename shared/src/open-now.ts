// The open-now rule: weekly hours plus special days, an instant and the restaurant's time zone give
// open/closed, today's hours and the next opening or closing time. Pure (no I/O, no clock): the caller
// passes `now`. Local wall time comes from Intl.DateTimeFormat with the time zone (zone-time.ts), no extra library.
//
// Rules: a special day for the local date overrides the weekday entry; an entry is open from openTime
// (inclusive) to closeTime (exclusive); a closed entry, an entry without both times, or a missing entry
// is closed all day; the next opening is looked up to 7 days ahead. Hours never cross midnight (the API
// requires close after open), so an entry with close <= open is treated as closed.
import type { z } from 'zod';
import type { OpenStateWire } from './schemas/menu-answer';
import { zoneParts } from './zone-time';

export interface OpenStateInput {
  hours: Array<{ dayOfWeek: number; openTime: string | null; closeTime: string | null; isClosed: boolean }>;
  specialDays: Array<{
    date: string /* YYYY-MM-DD */;
    name: string | null;
    openTime: string | null;
    closeTime: string | null;
    isClosed: boolean;
    note: string | null;
  }>;
  now: Date;
  timeZone?: string /* default 'Europe/Istanbul' */;
}

/** Open now, today's hours and where they come from, the next change (declared with the menu's answer). */
export type OpenState = z.output<typeof OpenStateWire>;

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
const LOOKAHEAD_DAYS = 7;

/** 'HH:MM' or 'HH:MM:SS' -> seconds since midnight; anything else -> null. */
export function timeToSeconds(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]),
    min = Number(m[2]),
    s = Number(m[3] ?? 0);
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateKey = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The UTC instant at which the wall clock in `timeZone` shows the given local date and time. */
function zonedInstant(y: number, m: number, d: number, seconds: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d) + seconds * 1000;
  let guess = wall;
  // Two passes settle the offset (also across a DST change).
  for (let i = 0; i < 2; i++) {
    const p = zoneParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day) + p.seconds * 1000;
    guess += wall - shown;
  }
  return new Date(guess);
}

interface DayEntry {
  source: 'special' | 'weekly' | 'none';
  isClosed: boolean;
  openTime: string | null;
  closeTime: string | null;
  name: string | null;
  note: string | null;
}

function entryFor(input: OpenStateInput, key: string, weekday: number): DayEntry {
  const special = input.specialDays.find((s) => String(s.date).slice(0, 10) === key);
  if (special) {
    return {
      source: 'special',
      isClosed: Boolean(special.isClosed),
      openTime: special.isClosed ? null : (special.openTime ?? null),
      closeTime: special.isClosed ? null : (special.closeTime ?? null),
      name: special.name ?? null,
      note: special.note ?? null,
    };
  }
  const weekly = input.hours.find((h) => Number(h.dayOfWeek) === weekday);
  if (weekly) {
    return {
      source: 'weekly',
      isClosed: Boolean(weekly.isClosed),
      openTime: weekly.isClosed ? null : (weekly.openTime ?? null),
      closeTime: weekly.isClosed ? null : (weekly.closeTime ?? null),
      name: null,
      note: null,
    };
  }
  return { source: 'none', isClosed: true, openTime: null, closeTime: null, name: null, note: null };
}

/** Opening window of an entry in seconds since local midnight, or null when closed all day. */
function windowOf(e: DayEntry): { open: number; close: number } | null {
  if (e.isClosed) return null;
  const open = timeToSeconds(e.openTime);
  const close = timeToSeconds(e.closeTime);
  if (open == null || close == null || close <= open) return null;
  return { open, close };
}

export function computeOpenState(input: OpenStateInput): OpenState {
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const local = zoneParts(input.now, timeZone);
  const todayKey = dateKey(local.year, local.month, local.day);
  const today = entryFor(input, todayKey, local.weekday);
  const win = windowOf(today);

  if (win && local.seconds >= win.open && local.seconds < win.close) {
    const at = zonedInstant(local.year, local.month, local.day, win.close, timeZone);
    return { isOpen: true, today, nextChange: { type: 'closes', at: at.toISOString() } };
  }
  if (win && local.seconds < win.open) {
    const at = zonedInstant(local.year, local.month, local.day, win.open, timeZone);
    return { isOpen: false, today, nextChange: { type: 'opens', at: at.toISOString() } };
  }
  // Calendar arithmetic on the local date (UTC used only as a calendar, never as the zone).
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const cal = new Date(Date.UTC(local.year, local.month - 1, local.day + ahead));
    const y = cal.getUTCFullYear(),
      m = cal.getUTCMonth() + 1,
      d = cal.getUTCDate();
    const w = windowOf(entryFor(input, dateKey(y, m, d), cal.getUTCDay()));
    if (w) {
      const at = zonedInstant(y, m, d, w.open, timeZone);
      return { isOpen: false, today, nextChange: { type: 'opens', at: at.toISOString() } };
    }
  }
  return { isOpen: false, today, nextChange: null };
}

/** Sort order for display: Monday first, Sunday (day 0) last. */
export function compareDaysMondayFirst(a: { dayOfWeek: number }, b: { dayOfWeek: number }): number {
  return ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7);
}

export function sortHoursMondayFirst<T extends { dayOfWeek: number }>(hours: readonly T[]): T[] {
  return [...hours].sort(compareDaysMondayFirst);
}

/** A time-of-day window of a category: on these weekdays (1–7, Monday = 1), from 'HH:mm' to 'HH:mm' (to after from). */
export interface AvailabilityWindow {
  days: number[];
  from: string;
  to: string;
}

export interface CategoryAvailability {
  /** In one of its windows now (always, without windows). */
  availableNow: boolean;
  /** While not available: the time ('HH:mm') it starts later today, else null. */
  startsAt: string | null;
  /** The next instant the answer changes (ISO), looked up to 7 days ahead; null when it never does. */
  nextChange: string | null;
}

const hhmm = (seconds: number) => `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;

/** Today's spans of a category in seconds since local midnight, clipped to a special day's hours (none on a closed one). */
function spansOn(
  windows: AvailabilityWindow[],
  input: Pick<OpenStateInput, 'specialDays'>,
  key: string,
  weekday: number,
): Array<{ from: number; to: number }> {
  const iso = weekday === 0 ? 7 : weekday;
  const special = input.specialDays.find((s) => String(s.date).slice(0, 10) === key);
  if (special?.isClosed) return [];
  const limit = special ? { open: timeToSeconds(special.openTime), close: timeToSeconds(special.closeTime) } : null;
  const spans: Array<{ from: number; to: number }> = [];
  for (const w of windows) {
    if (!w.days.includes(iso)) continue;
    let from = timeToSeconds(w.from);
    let to = timeToSeconds(w.to);
    if (from == null || to == null) continue;
    if (limit?.open != null && limit.close != null) {
      from = Math.max(from, limit.open);
      to = Math.min(to, limit.close);
    }
    if (to > from) spans.push({ from, to });
  }
  return spans.sort((a, b) => a.from - b.from);
}

/**
 * Whether a category with time-of-day windows is on the menu now, in the restaurant's time zone; a special
 * day closed all day has none of its windows, one with its own hours keeps only the part of them inside.
 */
export function categoryAvailability(
  windows: AvailabilityWindow[],
  input: Pick<OpenStateInput, 'specialDays' | 'now' | 'timeZone'>,
): CategoryAvailability {
  if (!windows.length) return { availableNow: true, startsAt: null, nextChange: null };
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const local = zoneParts(input.now, timeZone);
  const today = spansOn(windows, input, dateKey(local.year, local.month, local.day), local.weekday);
  const current = today.find((s) => local.seconds >= s.from && local.seconds < s.to);
  if (current) {
    // Open until the end of the span, or of the spans that follow on without a gap.
    let end = current.to;
    for (const s of today) if (s.from <= end && s.to > end) end = s.to;
    return {
      availableNow: true,
      startsAt: null,
      nextChange: zonedInstant(local.year, local.month, local.day, end, timeZone).toISOString(),
    };
  }
  const later = today.find((s) => s.from > local.seconds);
  if (later)
    return {
      availableNow: false,
      startsAt: hhmm(later.from),
      nextChange: zonedInstant(local.year, local.month, local.day, later.from, timeZone).toISOString(),
    };
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const cal = new Date(Date.UTC(local.year, local.month - 1, local.day + ahead));
    const y = cal.getUTCFullYear(),
      m = cal.getUTCMonth() + 1,
      d = cal.getUTCDate();
    const first = spansOn(windows, input, dateKey(y, m, d), cal.getUTCDay())[0];
    if (first)
      return {
        availableNow: false,
        startsAt: null,
        nextChange: zonedInstant(y, m, d, first.from, timeZone).toISOString(),
      };
  }
  return { availableNow: false, startsAt: null, nextChange: null };
}
