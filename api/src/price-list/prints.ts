// What the printed price lists showed, and what the menu has now (migration 0021). A staff download of a
// layout replaces that layout's snapshot; the status compares the newest snapshot with the menu's products
// (those of the restaurant's active categories, as the lists and the menu show them), so a price, a discount,
// a name or a product added or gone since the print is named, whichever instance served the download.
import { and, asc, eq, max } from 'drizzle-orm';
import type { PriceListLayout, PriceListStatus } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { categories, priceChanges, priceListPrints, products, type PrintedItem } from '../db/schema';
import { moneyOut, moneyOutNullable } from '../catalog/common';

export type PrintRow = typeof priceListPrints.$inferSelect;
type Change = PriceListStatus['changedSince'][number];

/** The products of the menu as a printed list shows them: the active categories' products, in menu order. */
export async function menuItems(db: Database, restaurantId: number): Promise<PrintedItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      price: products.price,
      discountedPrice: products.discountedPrice,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.restaurantId, restaurantId), eq(categories.isActive, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.id), asc(products.displayOrder), asc(products.id));
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    price: moneyOut(r.price),
    discountedPrice: moneyOutNullable(r.discountedPrice),
  }));
}

/** When each product's price or discount last changed (the price history's newest entry). */
export async function priceChangedAt(db: Database, restaurantId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ productId: priceChanges.productId, at: max(priceChanges.changedAt) })
    .from(priceChanges)
    .innerJoin(products, eq(products.id, priceChanges.productId))
    .where(eq(products.restaurantId, restaurantId))
    .groupBy(priceChanges.productId);
  return new Map(rows.filter((r) => r.productId != null && r.at != null).map((r) => [r.productId!, new Date(r.at!)]));
}

export async function recordPrint(
  db: Database,
  restaurantId: number,
  layout: PriceListLayout,
  userId: number | null,
  items: PrintedItem[],
  at = new Date(),
): Promise<void> {
  await db
    .insert(priceListPrints)
    .values({ restaurantId, layout, printedBy: userId, items, printedAt: at })
    .onConflictDoUpdate({
      target: [priceListPrints.restaurantId, priceListPrints.layout],
      set: { items, printedBy: userId, printedAt: at },
    });
}

/** The newest print of each layout, newest first. */
export async function printsOf(db: Database, restaurantId: number): Promise<PrintRow[]> {
  const rows = await db.select().from(priceListPrints).where(eq(priceListPrints.restaurantId, restaurantId));
  return rows.sort((a, b) => b.printedAt.getTime() - a.printedAt.getTime());
}

const shown = (item: PrintedItem) => ({ name: item.name, price: item.price, discountedPrice: item.discountedPrice });
const same = (a: PrintedItem, b: PrintedItem) =>
  a.name === b.name && a.price === b.price && a.discountedPrice === b.discountedPrice;

/** Products whose price, discount, name or presence differ between a print and the menu: the menu's order, then those gone. */
export function changesSince(printed: readonly PrintedItem[], current: readonly PrintedItem[]): Change[] {
  const before = new Map(printed.map((p) => [p.productId, p]));
  const now = new Set(current.map((p) => p.productId));
  const out: Change[] = [];
  for (const c of current) {
    const p = before.get(c.productId);
    if (!p || !same(p, c))
      out.push({ productId: c.productId, name: c.name, printed: p ? shown(p) : null, current: shown(c) });
  }
  for (const p of printed)
    if (!now.has(p.productId)) out.push({ productId: p.productId, name: p.name, printed: shown(p), current: null });
  return out;
}

/** GET /restaurants/{id}/price-list/status: each layout's newest print, and what changed since the newest of all. */
export async function printStatus(
  db: Database,
  restaurantId: number,
): Promise<{ status: PriceListStatus; prints: PrintRow[]; current: PrintedItem[] }> {
  const [prints, current] = await Promise.all([printsOf(db, restaurantId), menuItems(db, restaurantId)]);
  const newest = prints[0];
  return {
    status: {
      layouts: prints.map((p) => ({ layout: p.layout, printedAt: p.printedAt.toISOString() })),
      changedSince: newest ? changesSince(newest.items, current) : [],
    },
    prints,
    current,
  };
}
