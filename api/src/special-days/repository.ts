// SQL for the special_days table: a restaurant's plain records (lib/scoped-records.ts), by date and restaurant.
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { specialDays } from '../db/schema';
import { createScopedRecordRepository } from '../lib/scoped-records';

export type SpecialDayRow = typeof specialDays.$inferSelect;

export const createSpecialDayRepository = (db: Database) =>
  createScopedRecordRepository(db, specialDays, [asc(specialDays.date), asc(specialDays.restaurantId)]);
export type SpecialDayRepository = ReturnType<typeof createSpecialDayRepository>;
