import { sql } from 'drizzle-orm';
import { categories, products, productVariants, translations, users } from '../../src/db/schema';
import { testBackend } from '../helpers/database';
import { useTestApp } from '../helpers/test-app';
import { usernameKey } from '../../src/users/username-key';

describe('database', () => {
  const t = useTestApp();

  it('runs on the backend this jest project is for', () => {
    expect(t.app.dbHandle.kind).toBe(testBackend() === 'postgres' ? 'postgres' : 'pglite');
  });

  it("deletes a product's variants and translations together with the product", async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.A, name: 'Pideler' })
      .returning();
    const [product] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId: category.id, name: 'Kaşarlı Pide', price: '220.00' })
      .returning();
    const [variant] = await t.db
      .insert(productVariants)
      .values({ productId: product.id, name: 'Büyük', priceModifier: '45.00' })
      .returning();
    await t.db.insert(translations).values([
      {
        restaurantId: t.restaurants.A,
        languageCode: 'en',
        tableName: 'Products',
        recordId: product.id,
        fieldName: 'Name',
        translatedText: 'Cheese Pide',
      },
      {
        restaurantId: t.restaurants.A,
        languageCode: 'en',
        tableName: 'ProductVariants',
        recordId: variant.id,
        fieldName: 'Name',
        translatedText: 'Large',
      },
    ]);
    await t.db.delete(products).where(sql`${products.id} = ${product.id}`);
    const left = await t.db
      .select()
      .from(translations)
      .where(sql`${translations.recordId} in (${product.id}, ${variant.id})`);
    expect(left).toEqual([]);
    expect(
      await t.db
        .select()
        .from(productVariants)
        .where(sql`${productVariants.productId} = ${product.id}`),
    ).toEqual([]);
  });

  it("refuses a product in another restaurant's category", async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.B, name: 'B kategorisi' })
      .returning();
    await expect(
      t.db
        .insert(products)
        .values({ restaurantId: t.restaurants.A, categoryId: category.id, name: 'Yanlış', price: '10.00' }),
    ).rejects.toThrow();
  });

  it('keeps money exact as NUMERIC(10,2)', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.A, name: 'İçecekler' })
      .returning();
    const [product] = await t.db
      .insert(products)
      .values({
        restaurantId: t.restaurants.A,
        categoryId: category.id,
        name: 'Ayran',
        price: '0.1',
        discountedPrice: '0.07',
      })
      .returning();
    expect(product.price).toBe('0.10');
    expect(product.discountedPrice).toBe('0.07');
  });

  it('refuses a second user name that differs only in letter case', async () => {
    await expect(
      t.db.insert(users).values({
        username: 'ADMIN-A',
        usernameKey: usernameKey('ADMIN-A'),
        email: 'x@example.com',
        passwordHash: 'x',
        firstName: 'a',
        lastName: 'b',
        role: 'Admin',
        restaurantId: t.restaurants.A,
      }),
    ).rejects.toThrow();
  });

  it('refuses a non-SuperAdmin user without a restaurant', async () => {
    await expect(
      t.db.insert(users).values({
        username: 'yetim',
        usernameKey: 'yetim',
        email: 'yetim@example.com',
        passwordHash: 'x',
        firstName: 'a',
        lastName: 'b',
        role: 'Manager',
        restaurantId: null,
      }),
    ).rejects.toThrow();
  });
});
