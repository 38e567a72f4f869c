// When a sold-out tap ends: in an hour, at the end of the restaurant's day (its closing time today while it is
// open, else the next midnight, in Turkey's time), never (staff put it back), or now (back on sale).
import { DEFAULT_TIME_ZONE, type SoldOutChoice } from '@menu/shared/contract';
import type { Database } from '../../db/client';
import { openStateAt } from '../../hours/open-state';
import { nextZoneMidnight } from '../../lib/zone-time';

const HOUR_MS = 3_600_000;

/** What a tap writes: a timed sold-out leaves isAvailable on, so the product returns by itself at its time. */
export interface SoldOutValues {
  isAvailable: boolean;
  soldOutUntil: Date | null;
}

export function createSoldOutClock(db: Database, now: () => Date = () => new Date()) {
  async function endOfDay(restaurantId: number, at: Date): Promise<Date> {
    const state = await openStateAt(db, restaurantId, at);
    if (state.isOpen && state.nextChange?.type === 'closes') return new Date(state.nextChange.at);
    return nextZoneMidnight(at, DEFAULT_TIME_ZONE);
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
