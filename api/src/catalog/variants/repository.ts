// SQL for the product_variants table. Variants carry no restaurant of their own: scoping goes through
// their product. Writes that touch several rows (the one default per product, reordering) run in a transaction.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { withActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { deleteById } from '../../db/rows';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;
/** A variant with the restaurant of its product (for scoping). */
export type ScopedVariant = VariantRow & { restaurantId: number };

const byOrder = [asc(productVariants.displayOrder), asc(productVariants.id)];

function repository(db: Database) {
  return {
    async list(scope: 'all' | number[]): Promise<VariantRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db
        .select({ variant: productVariants })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId));
      const scoped = scope === 'all' ? query : query.where(inArray(products.restaurantId, scope));
      const rows = await scoped.orderBy(asc(productVariants.productId), ...byOrder);
      return rows.map((r) => r.variant);
    },
    async findById(id: number): Promise<ScopedVariant | undefined> {
      const [row] = await db
        .select({ variant: productVariants, restaurantId: products.restaurantId })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.id, id))
        .limit(1);
      return row ? { ...row.variant, restaurantId: row.restaurantId } : undefined;
    },
    async listOfProduct(productId: number, forUpdate = false): Promise<VariantRow[]> {
      const query = db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(...byOrder);
      return forUpdate ? query.for('update') : query;
    },
    async insert(values: NewVariantRow): Promise<VariantRow> {
      const [row] = await db.insert(productVariants).values(values).returning();
      return row;
    },
    /** Bulk writes (the catalog import) need only the new id, and no row back from an update. */
    async insertId(values: NewVariantRow): Promise<number> {
      const [row] = await db.insert(productVariants).values(values).returning({ id: productVariants.id });
      return row.id;
    },
    async set(id: number, values: Partial<NewVariantRow>): Promise<void> {
      await db.update(productVariants).set(values).where(eq(productVariants.id, id));
    },
    async update(id: number, values: Partial<NewVariantRow>): Promise<VariantRow | undefined> {
      const [row] = await db.update(productVariants).set(values).where(eq(productVariants.id, id)).returning();
      return row;
    },
    async setDisplayOrder(id: number, displayOrder: number): Promise<void> {
      await db.update(productVariants).set({ displayOrder }).where(eq(productVariants.id, id));
    },
    /** Clears the default flag of every other variant of the product. */
    async clearOtherDefaults(productId: number, keepId: number): Promise<void> {
      await db
        .update(productVariants)
        .set({ isDefault: false })
        .where(
          and(
            eq(productVariants.productId, productId),
            ne(productVariants.id, keepId),
            eq(productVariants.isDefault, true),
          ),
        );
    },
    delete: (id: number) => deleteById(db, productVariants, id),
  };
}

/** The variant queries, and `asActor`: a repository bound to one transaction that names the acting user (the price history). */
export function createVariantRepository(db: Database) {
  return withActor(db, repository);
}
export type VariantRepository = ReturnType<typeof createVariantRepository>;
