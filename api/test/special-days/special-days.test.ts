import { useTestApp } from '../helpers/test-app';

const DUPLICATE = 'Bu tarih için zaten özel gün tanımlanmış';

describe('special days', () => {
  const t = useTestApp();

  const create = async (user: 'superAdmin' | 'adminA' | 'adminB' | 'managerA', body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/SpecialDays', token: await t.login(user), payload: body });

  it.each([
    {
      what: 'a closed holiday with null times, a name and a note',
      sent: {
        date: '2027-01-01',
        name: ' Yılbaşı ',
        isClosed: true,
        openTime: '10:00',
        closeTime: '12:00',
        note: 'Kapalıyız',
      },
      saved: {
        date: '2027-01-01',
        name: 'Yılbaşı',
        isClosed: true,
        openTime: null,
        closeTime: null,
        note: 'Kapalıyız',
      },
    },
    {
      what: 'a day with short hours; name and note are optional',
      sent: {
        date: '2026-12-31T00:00:00.000Z',
        name: '',
        isClosed: false,
        openTime: '10:00',
        closeTime: '15:00',
        note: '',
      },
      saved: {
        date: '2026-12-31',
        name: null,
        isClosed: false,
        openTime: '10:00:00',
        closeTime: '15:00:00',
        note: null,
      },
    },
  ])('creates $what', async ({ sent, saved }) => {
    const res = await create('adminA', { restaurantId: t.restaurants.A, ...sent });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ restaurantId: t.restaurants.A, ...saved });
    expect(res.json().specialDayId).toBe(res.json().id);
  });

  it('lists special days by date ascending', async () => {
    await create('adminA', { restaurantId: t.restaurants.A, date: '2026-04-23', isClosed: true });
    const list = (await t.request({ method: 'GET', url: '/api/specialdays', token: await t.login('adminA') })).json();
    expect(list.map((d: { date: string }) => d.date)).toEqual(['2026-04-23', '2026-12-31', '2027-01-01']);
  });

  it('validates the date and the time rules with the spec messages', async () => {
    const on = (extra: Record<string, unknown>) => ({ restaurantId: t.restaurants.A, date: '2026-05-01', ...extra });
    for (const [user, body, message] of [
      ['adminA', on({ date: '', isClosed: true }), 'Tarih seçimi zorunludur'],
      ['adminA', on({ date: '2026-02-30', isClosed: true }), 'Geçerli bir tarih girin'],
      ['adminA', on({ isClosed: false, openTime: '', closeTime: '' }), 'Açılış ve kapanış saatleri zorunludur'],
      [
        'adminA',
        on({ isClosed: false, openTime: '18:00', closeTime: '10:00' }),
        'Kapanış saati açılış saatinden sonra olmalıdır',
      ],
      ['superAdmin', { date: '2026-05-01', isClosed: true }, 'Restoran seçimi zorunludur'],
    ] as const) {
      const res = await create(user, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('answers 409 for a second special day on the same date, also when two creates race', async () => {
    const again = await create('adminA', { restaurantId: t.restaurants.A, date: '2027-01-01', isClosed: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE);
    const token = await t.login('adminA');
    const body = { restaurantId: t.restaurants.A, date: '2026-10-29', name: 'Cumhuriyet Bayramı', isClosed: true };
    const results = await Promise.all(
      [1, 2].map(() => t.request({ method: 'POST', url: '/api/SpecialDays', token, payload: body })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(DUPLICATE);
    // Another restaurant may use the same date.
    expect((await create('adminB', { ...body, restaurantId: t.restaurants.B })).statusCode).toBe(201);
  });

  it('edits a special day, clearing the times when it becomes closed', async () => {
    const token = await t.login('adminA');
    const day = (await t.request({ method: 'GET', url: '/api/SpecialDays', token }))
      .json()
      .find((d: { date: string }) => d.date === '2026-12-31');
    const res = await t.request({
      method: 'PUT',
      url: `/api/SpecialDays/${day.specialDayId}`,
      token,
      payload: { ...day, isClosed: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-12-31', isClosed: true, openTime: null, closeTime: null });
    const clash = await t.request({
      method: 'PUT',
      url: `/api/SpecialDays/${day.specialDayId}`,
      token,
      payload: { ...day, date: '2027-01-01' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it("scopes reads and writes to the caller's restaurant and needs manage_own_restaurant", async () => {
    const b = (await t.request({ method: 'GET', url: '/api/SpecialDays', token: await t.login('adminB') })).json();
    expect(b.every((d: { restaurantId: number }) => d.restaurantId === t.restaurants.B)).toBe(true);
    const tokenA = await t.login('adminA');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/SpecialDays/${b[0].specialDayId}`, token: tokenA });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Özel gün bulunamadı');
    }
    expect(
      (await create('adminA', { restaurantId: t.restaurants.B, date: '2026-06-01', isClosed: true })).statusCode,
    ).toBe(403);
    expect(
      (await create('managerA', { restaurantId: t.restaurants.A, date: '2026-06-01', isClosed: true })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/SpecialDays' })).statusCode).toBe(401);
    const all = (
      await t.request({ method: 'GET', url: '/api/SpecialDays', token: await t.login('superAdmin') })
    ).json();
    expect(all.length).toBe(
      b.length + (await t.request({ method: 'GET', url: '/api/SpecialDays', token: tokenA })).json().length,
    );
  });

  it('deletes a special day', async () => {
    const token = await t.login('adminA');
    const day = (await create('adminA', { restaurantId: t.restaurants.A, date: '2026-08-30', isClosed: true })).json();
    expect((await t.request({ method: 'DELETE', url: `/api/SpecialDays/${day.id}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/SpecialDays/${day.id}`, token })).statusCode).toBe(404);
  });
});
