// SQL for the diners' menu: one restaurant's public records, read in one pass (six small queries), and the
// menu versions the cache is checked against.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  menuVersions,
  productAddons,
  productVariants,
  restaurantHours,
  restaurants,
  specialDays,
  translations,
} from '../db/schema';
import { priceHistoriesOf, productsOfRestaurant } from '../catalog/products/repository';
import { imageKeyOf } from '../uploads/storage';
import { imageSets } from '../uploads/variants';

export type MenuSource = NonNullable<Awaited<ReturnType<ReturnType<typeof createPublicMenuRepository>['load']>>>;

export function createPublicMenuRepository(db: Database) {
  return {
    /** Undefined when the restaurant does not exist or is inactive. */
    async load(restaurantId: number) {
      // Read before the records: the label can only be older than the data it comes with, never newer, so a
      // write committed in between shows up as a changed version at the next check.
      const [versionRow] = await db
        .select({ version: menuVersions.version })
        .from(menuVersions)
        .where(eq(menuVersions.restaurantId, restaurantId));
      const version = Number(versionRow?.version ?? 0);
      const [restaurant] = await db
        .select()
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.isActive, true)))
        .limit(1);
      if (!restaurant) return undefined;
      const [categoryRows, productRows, addonRows, hourRows, specialDayRows, translationRows] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true)))
          .orderBy(asc(categories.displayOrder), asc(categories.id)),
        productsOfRestaurant(db, restaurantId),
        db
          .select()
          .from(productAddons)
          .where(and(eq(productAddons.restaurantId, restaurantId), eq(productAddons.isActive, true)))
          .orderBy(asc(productAddons.price), asc(productAddons.id)),
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
      // The responsive copies of the uploaded photos and logo (image key -> sizes and placeholder).
      const imageKeys = [restaurant.logo, ...productRows.map((p) => p.image)]
        .map(imageKeyOf)
        .filter((k): k is string => k !== null);
      const images = await imageSets(db, [...new Set(imageKeys)]);
      // The price history of the discounted products, oldest first: the reference price each discount is shown against.
      const discounted = productRows.filter((p) => p.discountedPrice != null).map((p) => p.id);
      const priceHistory = await priceHistoriesOf(db, discounted);
      return {
        version,
        restaurant,
        categories: categoryRows,
        products: productRows,
        variants: variantRows,
        addons: addonRows,
        hours: hourRows,
        specialDays: specialDayRows,
        translations: translationRows,
        images,
        priceHistory,
      };
    },

    /** restaurant id -> menu version, for the ids that have one (a restaurant never written to has none: 0). */
    async versions(restaurantIds: number[]): Promise<Map<number, number>> {
      if (!restaurantIds.length) return new Map();
      // One array parameter, however many menus are cached.
      const rows = await db
        .select({ restaurantId: menuVersions.restaurantId, version: menuVersions.version })
        .from(menuVersions)
        .where(sql`${menuVersions.restaurantId} = any(${`{${restaurantIds.join(',')}}`}::int[])`);
      return new Map(rows.map((r) => [r.restaurantId, Number(r.version)]));
    },
  };
}
export type PublicMenuRepository = ReturnType<typeof createPublicMenuRepository>;
