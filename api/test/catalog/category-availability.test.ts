// Time-of-day menus. Categories carry availability windows (weekdays 1–7, Monday = 1, from–to
// 'HH:mm') through the category API, validated in Turkish; the public menu gives each category availableNow,
// evaluated in Turkey's time, and its cached answer is rebuilt when a window opens or closes.
import { eq } from 'drizzle-orm';
import { categories } from '../../src/db/schema';
import { createPublicMenuRepository } from '../../src/public-menus/repository';
import { buildMenu } from '../../src/public-menus/service';
import { useTestApp } from '../helpers/test-app';

describe('category availability windows', () => {
  const t = useTestApp();
  const body = (extra: Record<string, unknown> = {}) => ({ restaurantId: t.restaurants.A, name: 'Kahvaltı', ...extra });

  it('saves the windows (days in order without repeats, times as HH:mm), returns them, and keeps them when a PUT leaves them out', async () => {
    const token = await t.login('managerA');
    const res = await t.request({
      method: 'POST',
      url: '/api/categories',
      token,
      payload: body({ availability: [{ days: [7, 1, 2, 3, 4, 5, 6, 1], from: '08:00:00', to: '11:30' }] }),
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.availability).toEqual([{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }]);
    const kept = await t.request({
      method: 'PUT',
      url: `/api/categories/${c.id}`,
      token,
      payload: body({ name: 'Serpme Kahvaltı' }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Serpme Kahvaltı',
      availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }],
    });
    const cleared = await t.request({
      method: 'PUT',
      url: `/api/categories/${c.id}`,
      token,
      payload: body({ availability: [] }),
    });
    expect(cleared.json().availability).toEqual([]);
    const plain = (
      await t.request({ method: 'POST', url: '/api/categories', token, payload: body({ name: 'Çorbalar' }) })
    ).json();
    expect(plain.availability).toEqual([]);
  });

  it.each([
    [{ days: [], from: '08:00', to: '11:00' }, 'En az bir gün seçin'],
    [{ days: [8], from: '08:00', to: '11:00' }, 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır'],
    [{ days: [1], from: '8', to: '11:00' }, 'Saat SS:DD biçiminde olmalıdır'],
    [{ days: [1], from: '11:00', to: '11:00' }, 'Bitiş saati başlangıç saatinden sonra olmalıdır'],
    [{ days: [1], from: '22:00', to: '02:00' }, 'Bitiş saati başlangıç saatinden sonra olmalıdır'],
  ])('refuses %j with a Turkish 400 and saves nothing', async (window, message) => {
    const token = await t.login('managerA');
    const before = (await t.db.select().from(categories)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/categories',
      token,
      payload: body({ availability: [window] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.db.select().from(categories)).length).toBe(before);
  });

  it('gives each category of the public menu availableNow in Turkey’s time: breakfast greyed at 12:00, on at 09:00', async () => {
    const token = await t.login('managerA');
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/categories',
        token,
        payload: body({ name: 'Sabah', availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }] }),
      })
    ).json();
    const menu = (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();
    const served = menu.categories.find((x: { id: number }) => x.id === c.id);
    expect(served).toMatchObject({ availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }] });
    expect(typeof served.availableNow).toBe('boolean');

    const source = (await createPublicMenuRepository(t.db).load(t.restaurants.A))!;
    const noon = buildMenu(source, 'tr', new Date('2026-01-14T09:00:00Z')); // 12:00 in Istanbul
    expect(noon.categories.find((x) => x.id === c.id)).toMatchObject({ availableNow: false, startsAt: null });
    const early = buildMenu(source, 'tr', new Date('2026-01-14T04:00:00Z')); // 07:00
    expect(early.categories.find((x) => x.id === c.id)).toMatchObject({ availableNow: false, startsAt: '08:00' });
    const nine = buildMenu(source, 'tr', new Date('2026-01-14T06:00:00Z'));
    expect(nine.categories.find((x) => x.id === c.id)).toMatchObject({ availableNow: true, startsAt: null });
    // Categories without windows are always on.
    expect(noon.categories.filter((x) => x.availability.length === 0).every((x) => x.availableNow)).toBe(true);
    await t.db.delete(categories).where(eq(categories.id, c.id));
  });
});
