// A restaurant's open state at an instant, from its weekly hours and the special days around that date (the
// day before and after too, as the zone's date may differ from UTC's): what a timed sold-out and a table's
// "closed now" both read.
import { and, eq, gte, lte } from 'drizzle-orm';
import { computeOpenState } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { restaurantHours, specialDays } from '../db/schema';

const DAY_MS = 86_400_000;

export async function openStateAt(db: Database, restaurantId: number, at: Date) {
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
  return computeOpenState({ hours, specialDays: days, now: at });
}
