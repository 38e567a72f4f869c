// SQL for the categories table.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { withActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { categories, restaurants } from '../../db/schema';
import { deleteById } from '../../db/rows';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;

function repository(db: Database) {
  return {
    async list(scope: 'all' | number[]): Promise<CategoryRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db.select().from(categories);
      const scoped = scope === 'all' ? query : query.where(inArray(categories.restaurantId, scope));
      return scoped.orderBy(asc(categories.restaurantId), asc(categories.displayOrder), asc(categories.id));
    },
    /** Active categories of an active restaurant (public menu). */
    async listPublic(restaurantId: number): Promise<CategoryRow[]> {
      const rows = await db
        .select({ category: categories })
        .from(categories)
        .innerJoin(restaurants, eq(restaurants.id, categories.restaurantId))
        .where(
          and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true), eq(restaurants.isActive, true)),
        )
        .orderBy(asc(categories.displayOrder), asc(categories.id));
      return rows.map((r) => r.category);
    },
    /** The restaurant's active categories' names (the same-name check). */
    async activeNames(restaurantId: number): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true)));
    },
    async findById(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },
    async insert(values: NewCategoryRow): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row;
    },
    /** Bulk writes (the catalog import) need only the new id, and no row back from an update. */
    async insertId(values: NewCategoryRow): Promise<number> {
      const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
      return row.id;
    },
    async set(id: number, values: Partial<NewCategoryRow>): Promise<void> {
      await db.update(categories).set(values).where(eq(categories.id, id));
    },
    async update(id: number, values: Partial<NewCategoryRow>): Promise<CategoryRow | undefined> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row;
    },
    /** False when absent; throws the database's foreign-key error when products still use it. */
    delete: (id: number) => deleteById(db, categories, id),
  };
}
/** The category queries, and `within` a transaction the caller holds (the catalog import). */
export function createCategoryRepository(db: Database) {
  return withActor(db, repository);
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
