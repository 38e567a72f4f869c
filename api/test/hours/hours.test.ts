import { useTestApp } from '../helpers/test-app';

const DUPLICATE = 'Bu gün için zaten çalışma saati tanımlanmış';

describe('restaurant hours', () => {
  const t = useTestApp();

  const create = async (user: 'superAdmin' | 'adminA' | 'adminB' | 'managerA', body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/RestaurantHours', token: await t.login(user), payload: body });
  /** An open Tuesday of restaurant A, 09:00–10:00, with `extra` over it. */
  const day = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    dayOfWeek: 2,
    openTime: '09:00',
    closeTime: '10:00',
    isClosed: false,
    ...extra,
  });

  it('creates an open day with HH:MM:SS times and returns hourId', async () => {
    const res = await create('adminA', day({ dayOfWeek: 1, closeTime: '22:30:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      restaurantId: t.restaurants.A,
      dayOfWeek: 1,
      openTime: '09:00:00',
      closeTime: '22:30:00',
      isClosed: false,
    });
    expect(res.json().hourId).toBe(res.json().id);
  });

  it('stores a closed day with null times whatever times were sent', async () => {
    const res = await create(
      'adminA',
      day({ dayOfWeek: 0, openTime: '09:00:00', closeTime: '18:00:00', isClosed: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true });
  });

  it('answers the paths case-insensitively', async () => {
    const token = await t.login('adminA');
    for (const url of ['/api/RestaurantHours', '/api/restauranthours', '/api/RESTAURANTHOURS']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
    }
  });

  it('requires both times when open, in the order of the spec', async () => {
    const res = await create('adminA', day({ openTime: '09:00:00', closeTime: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Açılış ve kapanış saatleri zorunludur');
  });

  it('rejects a closing time before or equal to the opening time', async () => {
    for (const closeTime of ['08:00:00', '09:00:00']) {
      const res = await create('adminA', day({ openTime: '09:00:00', closeTime }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Kapanış saati açılış saatinden sonra olmalıdır');
    }
  });

  it('rejects a missing restaurant, a day outside 0-6 and a malformed time with Turkish messages', async () => {
    for (const [user, body, message] of [
      ['superAdmin', day({ restaurantId: undefined }), /^Restoran seçimi zorunludur$/],
      ['adminA', day({ dayOfWeek: 7 }), /Gün 0/],
      ['adminA', day({ openTime: '25:00' }), /^Saat SS:DD biçiminde olmalıdır$/],
      ['superAdmin', { restaurantId: 999999, dayOfWeek: 2, isClosed: true }, /^Restoran bulunamadı$/],
    ] as const) {
      const res = await create(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('answers 409 with the spec message for a second entry on the same day', async () => {
    const res = await create('adminA', day({ dayOfWeek: 1, openTime: '10:00', closeTime: '11:00' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DUPLICATE);
  });

  it('gives one 201 and one 409 for two concurrent creates of the same day', async () => {
    const token = await t.login('adminA');
    const body = {
      restaurantId: t.restaurants.A,
      dayOfWeek: 3,
      openTime: '09:00:00',
      closeTime: '17:00:00',
      isClosed: false,
    };
    const results = await Promise.all(
      [1, 2].map(() => t.request({ method: 'POST', url: '/api/RestaurantHours', token, payload: body })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(DUPLICATE);
    const list = (await t.request({ method: 'GET', url: '/api/RestaurantHours', token })).json();
    expect(list.filter((h: { dayOfWeek: number }) => h.dayOfWeek === 3)).toHaveLength(1);
  });

  it('lets the same weekday exist once in each restaurant', async () => {
    const res = await create(
      'adminB',
      day({ restaurantId: t.restaurants.B, dayOfWeek: 1, openTime: '08:00', closeTime: '20:00' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('edits an entry (excluding itself from the day rule) and refuses to move it onto a taken day', async () => {
    const token = await t.login('adminA');
    const list = (await t.request({ method: 'GET', url: '/api/RestaurantHours', token })).json();
    const monday = list.find((h: { dayOfWeek: number }) => h.dayOfWeek === 1);
    const same = await t.request({
      method: 'PUT',
      url: `/api/RestaurantHours/${monday.hourId}`,
      token,
      payload: { ...monday, openTime: '08:30', closeTime: '23:00' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ dayOfWeek: 1, openTime: '08:30:00', closeTime: '23:00:00' });
    const clash = await t.request({
      method: 'PUT',
      url: `/api/RestaurantHours/${monday.hourId}`,
      token,
      payload: { ...monday, dayOfWeek: 0 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(DUPLICATE);
    const after = (await t.request({ method: 'GET', url: `/api/RestaurantHours/${monday.hourId}`, token })).json();
    expect(after.dayOfWeek).toBe(1);
  });

  describe('scoping and permissions', () => {
    it("lists only the caller's restaurant unless SuperAdmin", async () => {
      /** The restaurant of each entry `user` is given, with `query` after the path. */
      const listed = async (user: 'superAdmin' | 'adminA', query = '') =>
        (await t.request({ method: 'GET', url: `/api/RestaurantHours${query}`, token: await t.login(user) }))
          .json()
          .map((h: { restaurantId: number }) => h.restaurantId);
      const own = await listed('adminA');
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(own)).toEqual(new Set([t.restaurants.A]));
      expect(new Set(await listed('superAdmin'))).toEqual(new Set([t.restaurants.A, t.restaurants.B]));
      const onlyB = `?restaurantId=${t.restaurants.B}`;
      expect(new Set(await listed('superAdmin', onlyB))).toEqual(new Set([t.restaurants.B]));
      expect(await listed('adminA', onlyB)).toEqual([]);
    });

    it("answers 404 for another restaurant's entry and 403 for creating into it", async () => {
      const token = await t.login('adminA');
      const b = (
        await t.request({ method: 'GET', url: '/api/RestaurantHours', token: await t.login('adminB') })
      ).json()[0];
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { ...b, restaurantId: t.restaurants.A }],
        ['DELETE', undefined],
      ] as const) {
        const res = await t.request({ method, url: `/api/RestaurantHours/${b.hourId}`, token, payload });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Çalışma saati bulunamadı');
      }
      const res = await create('adminA', { restaurantId: t.restaurants.B, dayOfWeek: 5, isClosed: true });
      expect(res.statusCode).toBe(403);
      const moveOut = await t.request({
        method: 'PUT',
        url: `/api/RestaurantHours/${(await t.request({ method: 'GET', url: '/api/RestaurantHours', token })).json()[0].hourId}`,
        token,
        payload: { restaurantId: t.restaurants.B, dayOfWeek: 5, isClosed: true },
      });
      expect(moveOut.statusCode).toBe(403);
    });

    it('needs manage_own_restaurant: a Manager gets 403, no token 401', async () => {
      const manager = await t.login('managerA');
      expect((await t.request({ method: 'GET', url: '/api/RestaurantHours', token: manager })).statusCode).toBe(403);
      expect(
        (await create('managerA', { restaurantId: t.restaurants.A, dayOfWeek: 5, isClosed: true })).statusCode,
      ).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/RestaurantHours' })).statusCode).toBe(401);
    });
  });

  it('deletes an entry (204, then 404)', async () => {
    const token = await t.login('adminA');
    const created = (await create('adminA', { restaurantId: t.restaurants.A, dayOfWeek: 6, isClosed: true })).json();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/RestaurantHours/${created.hourId}`, token })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/RestaurantHours/${created.hourId}`, token })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/RestaurantHours/abc', token })).statusCode).toBe(400);
  });
});
