// SQL for the special_days table.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { specialDays } from '../db/schema';
import { deleteById } from '../db/rows';

export type SpecialDayRow = typeof specialDays.$inferSelect;
export type NewSpecialDayRow = typeof specialDays.$inferInsert;

export function createSpecialDayRepository(db: Database) {
  return {
    async list(scope: 'all' | number[], restaurantId?: number): Promise<SpecialDayRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const where: SQL[] = [];
      if (scope !== 'all') where.push(inArray(specialDays.restaurantId, scope));
      if (restaurantId != null) where.push(eq(specialDays.restaurantId, restaurantId));
      return db
        .select()
        .from(specialDays)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(specialDays.date), asc(specialDays.restaurantId));
    },
    async findById(id: number): Promise<SpecialDayRow | undefined> {
      const [row] = await db.select().from(specialDays).where(eq(specialDays.id, id)).limit(1);
      return row;
    },
    /** Throws the database's unique violation when the restaurant already has this date. */
    async insert(values: NewSpecialDayRow): Promise<SpecialDayRow> {
      const [row] = await db.insert(specialDays).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewSpecialDayRow>): Promise<SpecialDayRow | undefined> {
      const [row] = await db.update(specialDays).set(values).where(eq(specialDays.id, id)).returning();
      return row;
    },
    delete: (id: number) => deleteById(db, specialDays, id),
  };
}
export type SpecialDayRepository = ReturnType<typeof createSpecialDayRepository>;
