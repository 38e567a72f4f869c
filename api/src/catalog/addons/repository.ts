// SQL for the product_addons table.
import { asc, eq, inArray } from 'drizzle-orm';
import { withActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { productAddons } from '../../db/schema';
import { deleteById } from '../../db/rows';

export type AddonRow = typeof productAddons.$inferSelect;
export type NewAddonRow = typeof productAddons.$inferInsert;

function repository(db: Database) {
  return {
    async list(scope: 'all' | number[]): Promise<AddonRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db.select().from(productAddons);
      const scoped = scope === 'all' ? query : query.where(inArray(productAddons.restaurantId, scope));
      return scoped.orderBy(asc(productAddons.restaurantId), asc(productAddons.name), asc(productAddons.id));
    },
    async findById(id: number): Promise<AddonRow | undefined> {
      const [row] = await db.select().from(productAddons).where(eq(productAddons.id, id)).limit(1);
      return row;
    },
    async insert(values: NewAddonRow): Promise<AddonRow> {
      const [row] = await db.insert(productAddons).values(values).returning();
      return row;
    },
    /** Bulk writes (the catalog import) need only the new id, and no row back from an update. */
    async insertId(values: NewAddonRow): Promise<number> {
      const [row] = await db.insert(productAddons).values(values).returning({ id: productAddons.id });
      return row.id;
    },
    async set(id: number, values: Partial<NewAddonRow>): Promise<void> {
      await db.update(productAddons).set(values).where(eq(productAddons.id, id));
    },
    async update(id: number, values: Partial<NewAddonRow>): Promise<AddonRow | undefined> {
      const [row] = await db.update(productAddons).set(values).where(eq(productAddons.id, id)).returning();
      return row;
    },
    delete: (id: number) => deleteById(db, productAddons, id),
  };
}
/** The add-on queries, and `asActor` for writes the price history records as the user's. */
export function createAddonRepository(db: Database) {
  return withActor(db, repository);
}
export type AddonRepository = ReturnType<typeof createAddonRepository>;
