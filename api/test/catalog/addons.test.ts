import { useTestApp } from '../helpers/test-app';

describe('product add-ons', () => {
  const t = useTestApp();

  const body = (restaurantId: number, extra: Record<string, unknown> = {}) => ({
    restaurantId,
    name: 'Ekstra Kaşar',
    description: 'Eritilmiş kaşar',
    price: '12,50',
    isActive: true,
    ...extra,
  });

  it('creates, lists, updates and deletes an add-on; PUT answers the saved record as JSON', async () => {
    const token = await t.login('managerA');
    const created = await t.request({
      method: 'POST',
      url: '/api/ProductAddons',
      token,
      payload: body(t.restaurants.A),
    });
    expect(created.statusCode).toBe(201);
    const addon = created.json();
    expect(addon).toMatchObject({ restaurantId: t.restaurants.A, name: 'Ekstra Kaşar', price: 12.5, isActive: true });
    expect(addon.addonId).toBe(addon.id);

    const list = await t.request({ method: 'GET', url: '/api/productaddons', token });
    expect(list.json()).toContainEqual(addon);

    // The toggle sends addonId, the edit form id.
    const toggled = await t.request({
      method: 'PUT',
      url: `/api/productaddons/${addon.id}`,
      token,
      payload: { ...body(t.restaurants.A), addonId: addon.id, isActive: false },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.headers['content-type']).toContain('application/json');
    expect(toggled.json()).toMatchObject({ id: addon.id, isActive: false });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/productaddons/${addon.id}`,
      token,
      payload: { ...body(t.restaurants.A, { name: 'Çift Kaşar', price: 0 }), id: addon.id },
    });
    expect(edited.json()).toMatchObject({ name: 'Çift Kaşar', price: 0 });

    expect((await t.request({ method: 'DELETE', url: `/api/productaddons/${addon.id}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/productaddons/${addon.id}`, token })).statusCode).toBe(404);
  });

  it('validates restaurant, name and a price of at least 0', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/productaddons',
      token: await t.login('adminA'),
      payload: { name: ' ', price: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      restaurantId: ['Restoran seçimi zorunludur'],
      name: ['Eklenti adı zorunludur'],
      price: ['Fiyat 0 veya daha büyük olmalıdır'],
    });
  });

  it("scopes add-ons: a Manager of A never sees or changes B's, and cannot create into B", async () => {
    const bAddon = (
      await t.request({
        method: 'POST',
        url: '/api/productaddons',
        token: await t.login('adminB'),
        payload: body(t.restaurants.B, { name: 'B Sosu' }),
      })
    ).json();
    const token = await t.login('managerA');
    const list = await t.request({ method: 'GET', url: '/api/productaddons', token });
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(bAddon.id);
    expect((await t.request({ method: 'GET', url: `/api/productaddons/${bAddon.id}`, token })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/productaddons/${bAddon.id}`,
          token,
          payload: body(t.restaurants.A),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/productaddons/${bAddon.id}`, token })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/productaddons', token, payload: body(t.restaurants.B) }))
        .statusCode,
    ).toBe(403);
    const all = await t.request({ method: 'GET', url: '/api/productaddons', token: await t.login('superAdmin') });
    expect(all.json()).toContainEqual(expect.objectContaining({ id: bAddon.id, name: 'B Sosu' }));
  });

  it('refuses a body id different from the path and answers 401 without a token', async () => {
    const token = await t.login('managerA');
    const addon = (
      await t.request({ method: 'POST', url: '/api/productaddons', token, payload: body(t.restaurants.A) })
    ).json();
    const res = await t.request({
      method: 'PUT',
      url: `/api/productaddons/${addon.id}`,
      token,
      payload: { ...body(t.restaurants.A), addonId: addon.id + 1 },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/productaddons' })).statusCode).toBe(401);
  });
});
