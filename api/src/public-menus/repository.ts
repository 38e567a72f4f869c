// SQL for the diners' menu: one restaurant's public records, read in one pass (six small queries).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, productAddons, products, productVariants, restaurantHours, restaurants, specialDays, translations } from '../db/schema';

export type MenuSource = NonNullable<Awaited<ReturnType<ReturnType<typeof createPublicMenuRepository>['load']>>>;

export function createPublicMenuRepository(db: Database) {
  return {
    /** Undefined when the restaurant does not exist or is inactive. */
    async load(restaurantId: number) {
      const [restaurant] = await db.select().from(restaurants).where(and(eq(restaurants.id, restaurantId), eq(restaurants.isActive, true))).limit(1);
      if (!restaurant) return undefined;
      const [categoryRows, productRows, addonRows, hourRows, specialDayRows, translationRows] = await Promise.all([
        db.select().from(categories).where(and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true))).orderBy(asc(categories.displayOrder), asc(categories.id)),
        db.select().from(products).where(eq(products.restaurantId, restaurantId)).orderBy(asc(products.displayOrder), asc(products.id)),
        db.select().from(productAddons).where(and(eq(productAddons.restaurantId, restaurantId), eq(productAddons.isActive, true))).orderBy(asc(productAddons.price), asc(productAddons.id)),
        db.select().from(restaurantHours).where(eq(restaurantHours.restaurantId, restaurantId)),
        db.select().from(specialDays).where(eq(specialDays.restaurantId, restaurantId)),
        db.select().from(translations).where(eq(translations.restaurantId, restaurantId)),
      ]);
      const productIds = productRows.map((p) => p.id);
      const variantRows = productIds.length
        ? await db
            .select()
            .from(productVariants)
            .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
            .orderBy(asc(productVariants.displayOrder), asc(productVariants.id))
        : [];
      return { restaurant, categories: categoryRows, products: productRows, variants: variantRows, addons: addonRows, hours: hourRows, specialDays: specialDayRows, translations: translationRows };
    },
  };
}
export type PublicMenuRepository = ReturnType<typeof createPublicMenuRepository>;
