// Restaurant A's menu as the printed price lists read it, for the suites that print it: Turkish letters in every
// name, a hidden category, a döner dish with its grams and a list long enough to run over one page.
import { categories, productAddons, products } from '../../src/db/schema';
import type { TestApp } from './test-app';

export interface PrintedMenuOptions {
  /** The main dishes' category. */
  mains: string;
  /** `count` more main dishes, `${name} 1`… priced from `fromPrice` lira up, after the İskender. */
  longList: { name: string; count: number; fromPrice: number };
}

/**
 * Soups (Işkembe Çorbası, ₺95,50), the mains with İskender (₺450, 250 g) and the long list, a hidden category
 * and the add-on "Ekstra Ğ peyniri" (₺25). Returns the two categories and the two named dishes.
 */
export async function seedPrintedMenu(t: TestApp, { mains, longList }: PrintedMenuOptions) {
  const restaurantId = t.restaurants.A;
  const [soupCategory, mainCategory] = await t.db
    .insert(categories)
    .values([
      { restaurantId, name: 'Çorbalar', displayOrder: 0 },
      { restaurantId, name: mains, displayOrder: 1 },
    ])
    .returning();
  await t.db.insert(categories).values({ restaurantId, name: 'Gizli kategori', isActive: false });
  const [soup, iskender] = await t.db
    .insert(products)
    .values([
      { restaurantId, categoryId: soupCategory.id, name: 'Işkembe Çorbası', price: '95.50' },
      {
        restaurantId,
        categoryId: mainCategory.id,
        name: 'İskender (döner, yoğurt)',
        price: '450.00',
        portionGrams: 250,
      },
    ])
    .returning();
  await t.db.insert(products).values(
    Array.from({ length: longList.count }, (_, i) => ({
      restaurantId,
      categoryId: mainCategory.id,
      name: `${longList.name} ${i + 1}`,
      price: String(longList.fromPrice + i),
      displayOrder: 10 + i,
    })),
  );
  await t.db.insert(productAddons).values({ restaurantId, name: 'Ekstra Ğ peyniri', price: '25.00' });
  return { soups: soupCategory, mains: mainCategory, soup, iskender };
}
