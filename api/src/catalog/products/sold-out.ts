// When a sold-out tap ends: in an hour, at the end of the restaurant's day (its closing time today while it is
// open, else the next midnight, in Turkey's time), never (staff put it back), or now (back on sale).
import { and, eq, gte, lte } from 'drizzle-orm';
import { computeOpenState, DEFAULT_TIME_ZONE, type SoldOutChoice } from '@menu/shared/contract';
import type { Database } from '../../db/client';
import { restaurantHours, specialDays } from '../../db/schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The next midnight in `timeZone` after `at` (the zone's offset read from Intl, as the open-now rule does). */
export function nextMidnight(at: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const localAsUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = localAsUtc - Math.floor(at.getTime() / 1000) * 1000;
  const nextLocalMidnight = Date.UTC(+parts.year, +parts.month - 1, +parts.day + 1);
  return new Date(nextLocalMidnight - offset);
}

/** What a tap writes: a timed sold-out leaves isAvailable on, so the product returns by itself at its time. */
export interface SoldOutValues {
  isAvailable: boolean;
  soldOutUntil: Date | null;
}

export function createSoldOutClock(db: Database, now: () => Date = () => new Date()) {
  async function endOfDay(restaurantId: number, at: Date): Promise<Date> {
    const near = (offset: number) => new Date(at.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const [hours, days] = await Promise.all([
      db.select().from(restaurantHours).where(eq(restaurantHours.restaurantId, restaurantId)),
      db
        .select()
        .from(specialDays)
        .where(
          and(
            eq(specialDays.restaurantId, restaurantId),
            gte(specialDays.date, near(-1)),
            lte(specialDays.date, near(1)),
          ),
        ),
    ]);
    const state = computeOpenState({ hours, specialDays: days, now: at });
    if (state.isOpen && state.nextChange?.type === 'closes') return new Date(state.nextChange.at);
    return nextMidnight(at);
  }

  return {
    now,
    /** The values a tap writes for one restaurant's products. */
    async values(choice: SoldOutChoice, restaurantId: number): Promise<SoldOutValues> {
      const at = now();
      if (choice === 'hour') return { isAvailable: true, soldOutUntil: new Date(at.getTime() + HOUR_MS) };
      if (choice === 'day') return { isAvailable: true, soldOutUntil: await endOfDay(restaurantId, at) };
      if (choice === 'manual') return { isAvailable: false, soldOutUntil: null };
      return { isAvailable: true, soldOutUntil: null };
    },
  };
}
export type SoldOutClock = ReturnType<typeof createSoldOutClock>;
