// Every change of a product's price or discounted price, a variant's price modifier and an
// add-on's price is recorded with its time and user; GET /api/products/{id}/price-history, newest first, scoped
// like the product; the public menu's referencePrice (the lowest price of the 30 days before a discount began).
import { eq } from 'drizzle-orm';
import { priceChanges, products } from '../../src/db/schema';
import { FIXTURE_USERS } from '../helpers/fixtures';
import { useTestApp } from '../helpers/test-app';
import { seedCategory } from './support';

describe('price history', () => {
  const t = useTestApp();
  let cat: number;
  beforeAll(async () => {
    cat = (await seedCategory(t, 'A', { name: 'Izgaralar' })).id;
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    categoryId: cat,
    name: 'Kuzu Şiş',
    price: 100,
    ...extra,
  });
  const create = async (token: string, extra: Record<string, unknown> = {}) =>
    (await t.request({ method: 'POST', url: '/api/products', token, payload: body(extra) })).json();
  const save = (token: string, id: number, extra: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/products/${id}`, token, payload: body(extra) });
  /** Product `id` as the public menu shows it. */
  const onMenu = async (id: number) => {
    const menu = (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();
    return menu.products.find((x: { id: number }) => x.id === id);
  };

  it('records the first price and each change of price or discount, with the user, newest first; other edits add nothing', async () => {
    const token = await t.login('managerA');
    const p = await create(token);
    await save(token, p.id, { name: 'Kuzu Şiş (yeni)' });
    await save(token, p.id, { price: 120 });
    await save(await t.login('adminA'), p.id, { price: 120, discountedPrice: 110 });
    const res = await t.request({ method: 'GET', url: `/api/products/${p.id}/price-history`, token });
    expect(res.statusCode).toBe(200);
    const history = res.json() as Array<{
      price: number;
      discountedPrice: number | null;
      changedAt: string;
      changedBy: string | null;
    }>;
    const manager = FIXTURE_USERS.managerA.username;
    expect(history.map(({ price, discountedPrice, changedBy }) => ({ price, discountedPrice, changedBy }))).toEqual([
      { price: 120, discountedPrice: 110, changedBy: FIXTURE_USERS.adminA.username },
      { price: 120, discountedPrice: null, changedBy: manager },
      { price: 100, discountedPrice: null, changedBy: manager },
    ]);
    expect(Date.parse(history[0].changedAt)).toBeGreaterThanOrEqual(Date.parse(history[2].changedAt));
  });

  it('gives the public menu the lowest price of the 30 days before a discount as its reference (100 → 120 → 90 shows ~~100~~ 90)', async () => {
    const token = await t.login('managerA');
    const p = await create(token, { name: 'Beyti', price: 100 });
    await save(token, p.id, { name: 'Beyti', price: 120 });
    expect(await onMenu(p.id)).toMatchObject({ price: 120, discountedPrice: null, referencePrice: null });
    await save(token, p.id, { name: 'Beyti', price: 120, discountedPrice: 90 });
    expect(await onMenu(p.id)).toMatchObject({ price: 120, discountedPrice: 90, referencePrice: 100 });
  });

  it('shows a "discount" not below the lowest price of the 30 days before it as the current price alone (80 → 100 → 90 shows 90)', async () => {
    const token = await t.login('managerA');
    const p = await create(token, { name: 'Çöp Şiş', price: 80 });
    await save(token, p.id, { name: 'Çöp Şiş', price: 100 });
    await save(token, p.id, { name: 'Çöp Şiş', price: 100, discountedPrice: 90 });
    expect(await onMenu(p.id)).toMatchObject({ price: 90, discountedPrice: null, referencePrice: null });
    // Equal to the lowest price is no discount either.
    await save(token, p.id, { name: 'Çöp Şiş', price: 100, discountedPrice: 80 });
    expect(await onMenu(p.id)).toMatchObject({ price: 80, discountedPrice: null, referencePrice: null });
  });

  it('records variants’ price modifiers and add-ons’ prices too', async () => {
    const token = await t.login('managerA');
    const p = await create(token, { name: 'Pide' });
    const v = (
      await t.request({
        method: 'POST',
        url: '/api/productvariants',
        token,
        payload: { productId: p.id, name: 'Büyük', priceModifier: 40 },
      })
    ).json();
    await t.request({
      method: 'PUT',
      url: `/api/productvariants/${v.id}`,
      token,
      payload: { productId: p.id, name: 'Büyük', priceModifier: 55 },
    });
    const a = (
      await t.request({
        method: 'POST',
        url: '/api/productaddons',
        token,
        payload: { restaurantId: t.restaurants.A, name: 'Kaşar', price: 20 },
      })
    ).json();
    await t.request({
      method: 'PUT',
      url: `/api/productaddons/${a.id}`,
      token,
      payload: { restaurantId: t.restaurants.A, name: 'Kaşar', price: 25 },
    });
    const variantPrices = (await t.db.select().from(priceChanges).where(eq(priceChanges.variantId, v.id))).map((r) => [
      Number(r.price),
      r.changedByName,
    ]);
    expect(variantPrices).toEqual([
      [40, FIXTURE_USERS.managerA.username],
      [55, FIXTURE_USERS.managerA.username],
    ]);
    const addonPrices = (await t.db.select().from(priceChanges).where(eq(priceChanges.addonId, a.id))).map((r) =>
      Number(r.price),
    );
    expect(addonPrices).toEqual([20, 25]);
  });

  it('is scoped like the product: another restaurant’s product is not found, an unknown one 404, no token 401', async () => {
    const token = await t.login('managerA');
    const p = await create(token, { name: 'Gizli' });
    const other = await t.request({
      method: 'GET',
      url: `/api/products/${p.id}/price-history`,
      token: await t.login('adminB'),
    });
    expect(other.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/products/999999/price-history', token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/products/${p.id}/price-history` })).statusCode).toBe(401);
  });

  it('writes the history from the database, whatever path changed the price', async () => {
    const [row] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId: cat, name: 'Elle', price: '50.00' })
      .returning();
    await t.db.update(products).set({ price: '55.00' }).where(eq(products.id, row.id));
    await t.db.update(products).set({ name: 'Elle 2' }).where(eq(products.id, row.id));
    const rows = await t.db.select().from(priceChanges).where(eq(priceChanges.productId, row.id));
    expect(rows.map((r) => [Number(r.price), r.changedBy])).toEqual([
      [50, null],
      [55, null],
    ]);
    // Deleting the product takes its history with it.
    await t.db.delete(products).where(eq(products.id, row.id));
    expect(await t.db.select().from(priceChanges).where(eq(priceChanges.productId, row.id))).toEqual([]);
  });
});
