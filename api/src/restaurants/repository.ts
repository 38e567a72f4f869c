// SQL for the restaurants table.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurants, type NewRestaurantRow, type RestaurantRow } from '../db/schema';
import { deleteById } from '../db/rows';

export function createRestaurantRepository(db: Database) {
  return {
    async list(scope: 'all' | number[]): Promise<RestaurantRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db.select().from(restaurants);
      return scope === 'all'
        ? query.orderBy(asc(restaurants.id))
        : query.where(inArray(restaurants.id, scope)).orderBy(asc(restaurants.id));
    },
    async findById(id: number): Promise<RestaurantRow | undefined> {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return row;
    },
    async insert(values: NewRestaurantRow): Promise<RestaurantRow> {
      const [row] = await db.insert(restaurants).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewRestaurantRow>): Promise<RestaurantRow | undefined> {
      const [row] = await db.update(restaurants).set(values).where(eq(restaurants.id, id)).returning();
      return row;
    },
    /** False when absent; throws the database's foreign-key error when dependents exist. */
    delete: (id: number) => deleteById(db, restaurants, id),
  };
}
export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;
