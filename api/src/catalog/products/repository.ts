// SQL for the products table.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { withActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { categories, priceChanges, products, restaurants } from '../../db/schema';
import type { PricePoint } from './reference-price';
import { deleteById } from '../../db/rows';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export type PriceChangeRow = Pick<
  typeof priceChanges.$inferSelect,
  'productId' | 'price' | 'discountedPrice' | 'changedAt' | 'changedByName'
>;

/** A restaurant's products in their menu order (the public menu and the catalog export read them alike). */
export function productsOfRestaurant(db: Database, restaurantId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.restaurantId, restaurantId))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/**
 * The price histories of these products, oldest first per product: what the reference price of a discount is read
 * from (the menu's answer and the compliance report).
 */
export async function priceHistoriesOf(db: Database, productIds: number[]): Promise<Map<number, PricePoint[]>> {
  const histories = new Map<number, PricePoint[]>();
  if (!productIds.length) return histories;
  const rows = await db
    .select({
      productId: priceChanges.productId,
      price: priceChanges.price,
      discountedPrice: priceChanges.discountedPrice,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .where(inArray(priceChanges.productId, productIds))
    .orderBy(asc(priceChanges.productId), asc(priceChanges.changedAt), asc(priceChanges.id));
  for (const r of rows) {
    const list = histories.get(r.productId!) ?? [];
    list.push({
      price: Number(r.price),
      discountedPrice: r.discountedPrice == null ? null : Number(r.discountedPrice),
      changedAt: r.changedAt,
    });
    histories.set(r.productId!, list);
  }
  return histories;
}

function repository(db: Database) {
  return {
    /** A product's prices, newest first. */
    async priceHistory(productId: number): Promise<PriceChangeRow[]> {
      return db
        .select({
          productId: priceChanges.productId,
          price: priceChanges.price,
          discountedPrice: priceChanges.discountedPrice,
          changedAt: priceChanges.changedAt,
          changedByName: priceChanges.changedByName,
        })
        .from(priceChanges)
        .where(eq(priceChanges.productId, productId))
        .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id));
    },
    async list(scope: 'all' | number[]): Promise<ProductRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db.select().from(products);
      const scoped = scope === 'all' ? query : query.where(inArray(products.restaurantId, scope));
      return scoped.orderBy(asc(products.restaurantId), asc(products.displayOrder), asc(products.id));
    },
    /** Products of the active categories of an active restaurant (public menu). */
    async listPublic(restaurantId: number): Promise<ProductRow[]> {
      const rows = await db
        .select({ product: products })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
        .where(
          and(eq(products.restaurantId, restaurantId), eq(categories.isActive, true), eq(restaurants.isActive, true)),
        )
        .orderBy(asc(categories.displayOrder), asc(products.displayOrder), asc(products.id));
      return rows.map((r) => r.product);
    },
    async findByIds(ids: number[]): Promise<ProductRow[]> {
      return ids.length ? db.select().from(products).where(inArray(products.id, ids)) : [];
    },
    async findById(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },
    /** The names of a category's products (the same-name check). */
    async namesInCategory(categoryId: number): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.categoryId, categoryId));
    },
    async findCategory(id: number): Promise<{ id: number; restaurantId: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: categories.id, restaurantId: categories.restaurantId, name: categories.name })
        .from(categories)
        .where(eq(categories.id, id))
        .limit(1);
      return row;
    },
    async insert(values: NewProductRow): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row;
    },
    /** Bulk writes (the catalog import) need only the new id, and no row back from an update. */
    async insertId(values: NewProductRow): Promise<number> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row.id;
    },
    async set(id: number, values: Partial<NewProductRow>): Promise<void> {
      await db.update(products).set(values).where(eq(products.id, id));
    },
    async update(id: number, values: Partial<NewProductRow>): Promise<ProductRow | undefined> {
      const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
      return row;
    },
    /** False when absent; throws the database's foreign-key error when other records still need it. */
    delete: (id: number) => deleteById(db, products, id),
  };
}
/** The product queries, and `asActor` for writes the price history records as the user's. */
export function createProductRepository(db: Database) {
  return withActor(db, repository);
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
