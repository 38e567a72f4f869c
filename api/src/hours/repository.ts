// SQL for the restaurant_hours table.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurantHours } from '../db/schema';
import { deleteById } from '../db/rows';

export type HoursRow = typeof restaurantHours.$inferSelect;
export type NewHoursRow = typeof restaurantHours.$inferInsert;

export function createHoursRepository(db: Database) {
  return {
    async list(scope: 'all' | number[], restaurantId?: number): Promise<HoursRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const where: SQL[] = [];
      if (scope !== 'all') where.push(inArray(restaurantHours.restaurantId, scope));
      if (restaurantId != null) where.push(eq(restaurantHours.restaurantId, restaurantId));
      return db
        .select()
        .from(restaurantHours)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(restaurantHours.restaurantId), asc(restaurantHours.dayOfWeek));
    },
    async findById(id: number): Promise<HoursRow | undefined> {
      const [row] = await db.select().from(restaurantHours).where(eq(restaurantHours.id, id)).limit(1);
      return row;
    },
    /** Throws the database's unique violation when the restaurant already has this day. */
    async insert(values: NewHoursRow): Promise<HoursRow> {
      const [row] = await db.insert(restaurantHours).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewHoursRow>): Promise<HoursRow | undefined> {
      const [row] = await db.update(restaurantHours).set(values).where(eq(restaurantHours.id, id)).returning();
      return row;
    },
    delete: (id: number) => deleteById(db, restaurantHours, id),
  };
}
export type HoursRepository = ReturnType<typeof createHoursRepository>;
