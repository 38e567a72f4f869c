// SQL for the restaurant_hours table: a restaurant's plain records (lib/scoped-records.ts), by restaurant and weekday.
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurantHours } from '../db/schema';
import { createScopedRecordRepository } from '../lib/scoped-records';

export type HoursRow = typeof restaurantHours.$inferSelect;

export const createHoursRepository = (db: Database) =>
  createScopedRecordRepository(db, restaurantHours, [
    asc(restaurantHours.restaurantId),
    asc(restaurantHours.dayOfWeek),
  ]);
export type HoursRepository = ReturnType<typeof createHoursRepository>;
