import { useTestApp } from '../helpers/test-app';
import { seedCategory, seedProduct } from './support';

interface Variant {
  id: number;
  name: string;
  displayOrder: number;
  isDefault: boolean;
}

describe('product variants', () => {
  const t = useTestApp();
  let productA: number;
  let productA2: number;
  let productB: number;
  beforeAll(async () => {
    const catA = await seedCategory(t, 'A');
    const catB = await seedCategory(t, 'B');
    productA = (await seedProduct(t, catA.id, 'A', { name: 'Ayran' })).id;
    productA2 = (await seedProduct(t, catA.id, 'A', { name: 'Kahve' })).id;
    productB = (await seedProduct(t, catB.id, 'B', { name: 'B Ürünü' })).id;
  });

  const body = (productId: number, extra: Record<string, unknown> = {}) => ({
    productId,
    name: 'Büyük',
    description: '',
    priceModifier: 20,
    isDefault: false,
    displayOrder: 0,
    isActive: true,
    ...extra,
  });
  const create = async (extra: Record<string, unknown>, productId = productA) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/productvariants',
        token: await t.login('managerA'),
        payload: body(productId, extra),
      })
    ).json() as Variant;
  const ofProduct = async (productId: number) =>
    (
      (
        await t.request({ method: 'GET', url: '/api/productvariants', token: await t.login('superAdmin') })
      ).json() as Array<Variant & { productId: number }>
    ).filter((v) => v.productId === productId);

  it('creates a variant with a signed modifier, the id alias and description null', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/ProductVariants',
      token: await t.login('managerA'),
      payload: body(productA, { priceModifier: '-5,5' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productId: productA,
      name: 'Büyük',
      priceModifier: -5.5,
      description: null,
      isActive: true,
      isDefault: false,
    });
    expect(res.json().variantId).toBe(res.json().id);
  });

  it("validates with the spec's messages; a non-numeric display order becomes 0", async () => {
    const token = await t.login('managerA');
    const res = await t.request({ method: 'POST', url: '/api/productvariants', token, payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      productId: ['Lütfen bir ürün seçiniz!'],
      name: ['Lütfen variant adı giriniz!'],
    });
    const order = await t.request({
      method: 'POST',
      url: '/api/productvariants',
      token,
      payload: body(productA, { displayOrder: 'abc', name: 'Sıfır' }),
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().displayOrder).toBe(0);
    const missing = await t.request({ method: 'POST', url: '/api/productvariants', token, payload: body(999999) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.productId).toEqual(['Ürün bulunamadı']);
  });

  it("scopes by the product's restaurant: lists, 404 on reads and writes, 403 on creates", async () => {
    const bVariant = (
      await t.request({
        method: 'POST',
        url: '/api/productvariants',
        token: await t.login('adminB'),
        payload: body(productB, { name: 'B Varyantı' }),
      })
    ).json();
    const token = await t.login('managerA');
    const list = await t.request({ method: 'GET', url: '/api/productvariants', token });
    expect(list.json().map((v: Variant) => v.id)).not.toContain(bVariant.id);
    expect((await t.request({ method: 'GET', url: `/api/productvariants/${bVariant.id}`, token })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'PUT', url: `/api/productvariants/${bVariant.id}`, token, payload: body(productA) }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/productvariants/${bVariant.id}`, token })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/productvariants', token, payload: body(productB) })).statusCode,
    ).toBe(403);
    const own = (await create({ name: 'Taşınmaz' })).id;
    expect(
      (await t.request({ method: 'PUT', url: `/api/productvariants/${own}`, token, payload: body(productB) }))
        .statusCode,
    ).toBe(403);
  });

  it("setting a variant as default clears the product's other default, on create and on update", async () => {
    const first = await create({ name: 'Küçük', isDefault: true }, productA2);
    const second = await create({ name: 'Orta', isDefault: true }, productA2);
    let list = await ofProduct(productA2);
    expect(list.filter((v) => v.isDefault).map((v) => v.id)).toEqual([second.id]);

    const res = await t.request({
      method: 'PUT',
      url: `/api/productvariants/${first.id}`,
      token: await t.login('managerA'),
      payload: body(productA2, { id: first.id, name: 'Küçük', isDefault: true }),
    });
    expect(res.statusCode).toBe(200);
    list = await ofProduct(productA2);
    expect(list.filter((v) => v.isDefault).map((v) => v.id)).toEqual([first.id]);
  });

  it('updates and deletes a variant', async () => {
    const token = await t.login('managerA');
    const v = await create({ name: 'Güncellenecek' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/productvariants/${v.id}`,
      token,
      payload: body(productA, { id: v.id, name: 'Güncellendi', isActive: false, priceModifier: 0 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Güncellendi', isActive: false, priceModifier: 0 });
    expect((await t.request({ method: 'DELETE', url: `/api/productvariants/${v.id}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/productvariants/${v.id}`, token })).statusCode).toBe(404);
  });

  describe('reorder', () => {
    let product: number;
    beforeAll(async () => {
      const cat = await seedCategory(t, 'A', { name: 'Sıralama' });
      product = (await seedProduct(t, cat.id, 'A', { name: 'Sıralı' })).id;
    });
    const move = async (id: number, direction: string) =>
      t.request({
        method: 'POST',
        url: `/api/productvariants/${id}/move`,
        token: await t.login('managerA'),
        payload: { direction },
      });
    const names = async () =>
      (await ofProduct(product)).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id).map((v) => v.name);

    it('swaps display order with the neighbour in the same product', async () => {
      const a = await create({ name: 'A', displayOrder: 10 }, product);
      await create({ name: 'B', displayOrder: 20 }, product);
      const c = await create({ name: 'C', displayOrder: 30 }, product);
      const res = await move(c.id, 'up');
      expect(res.statusCode).toBe(200);
      expect(res.json().moved).toBe(true);
      expect(res.json().variants.map((v: Variant) => [v.name, v.displayOrder])).toEqual([
        ['A', 10],
        ['C', 20],
        ['B', 30],
      ]);
      await move(a.id, 'down');
      expect(await names()).toEqual(['C', 'A', 'B']);
    });

    it('does nothing at either end', async () => {
      const before = await ofProduct(product);
      const top = before.sort((x, y) => x.displayOrder - y.displayOrder)[0];
      const res = await move(top.id, 'up');
      expect(res.statusCode).toBe(200);
      expect(res.json().moved).toBe(false);
      expect(await ofProduct(product)).toEqual(expect.arrayContaining(before));
    });

    it('moves a variant even when display orders tie', async () => {
      const cat = await seedCategory(t, 'A', { name: 'Eşit' });
      const p = (await seedProduct(t, cat.id, 'A', { name: 'Eşit Sıralı' })).id;
      await create({ name: 'X', displayOrder: 0 }, p);
      const y = await create({ name: 'Y', displayOrder: 0 }, p);
      const res = await move(y.id, 'up');
      expect(res.json().variants.map((v: Variant) => v.name)).toEqual(['Y', 'X']);
    });

    it("refuses to move another restaurant's variant and an unknown direction", async () => {
      const bVariant = (
        await t.request({
          method: 'POST',
          url: '/api/productvariants',
          token: await t.login('adminB'),
          payload: body(productB, { name: 'B2' }),
        })
      ).json();
      expect((await move(bVariant.id, 'up')).statusCode).toBe(404);
      const own = await create({ name: 'Yön' }, product);
      expect((await move(own.id, 'left')).statusCode).toBe(400);
    });
  });
});
