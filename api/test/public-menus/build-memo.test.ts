// A menu too large for the cache is still read, built and drawn once per version: concurrent requests share
// one build and one PDF, later ones reuse them, another restaurant's menu stays cached meanwhile, and a write
// to the large menu's restaurant makes the next request build it anew.
import * as s from '../../src/db/schema';
import { seedCategory, seedProduct } from '../catalog/support';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('menu builds: memoised per restaurant and version, cached or not', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // 1 MB cache, 1 % of it (about 10 KB) for one restaurant: A's menu below is larger, B's is small.
    t = await createTestApp({ env: { MENU_CACHE_MB: '1', MENU_CACHE_ENTRY_PERCENT: '1' } });
    token = await t.login('adminA');
    const category = await seedCategory(t, 'A', { name: 'Ana Yemekler' });
    await t.db.insert(s.products).values(
      Array.from({ length: 40 }, (_, i) => ({
        restaurantId: t.restaurants.A,
        categoryId: category.id,
        name: `Yemek ${i}`,
        description: 'Uzun açıklama, şiş ve çöp şiş. '.repeat(20),
        price: '100.00',
      })),
    );
    const categoryB = await seedCategory(t, 'B', { name: 'Çorbalar' });
    await seedProduct(t, categoryB.id, 'B', { name: 'Mercimek', price: '80.00' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.request({ method: 'GET', url });
  const stats = () => t.app.publicMenu.stats();

  it('builds the large menu once for 50 concurrent requests, keeps B cached and answers health throughout', async () => {
    expect((await get(`/api/public/menu/${t.restaurants.B}`)).statusCode).toBe(200);
    expect(t.app.publicMenu.cachedRestaurantIds()).toContain(t.restaurants.B);
    t.app.publicMenu.resetStats();

    const large = Array.from({ length: 50 }, () => get(`/api/public/menu/${t.restaurants.A}`));
    const small = Array.from({ length: 10 }, () => get(`/api/public/menu/${t.restaurants.B}`));
    const health = Array.from({ length: 5 }, () => get('/api/health'));
    const answers = await Promise.all([...large, ...small, ...health]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(answers[0].json().products).toHaveLength(40);

    const after = stats();
    expect(after).toMatchObject({ loads: 1, builds: 1, evictions: 0 });
    expect(after.hits).toBeGreaterThanOrEqual(10);
    // A was refused by the cache (its entry is over its share) and evicted nobody; B is still cached.
    expect(t.app.publicMenu.cachedRestaurantIds()).toContain(t.restaurants.B);
    expect(after.bytes).toBeLessThan(20_000);

    // Later requests of the same version reuse the build.
    expect((await get(`/api/public/menu/${t.restaurants.A}`)).statusCode).toBe(200);
    expect(stats()).toMatchObject({ loads: 1, builds: 1 });
  });

  it("draws the large menu's price list once for 50 concurrent requests and once again after a write", async () => {
    t.app.publicMenu.resetStats();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get(`/api/public/menu/${t.restaurants.A}/price-list.pdf`)),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(answers[0].headers['content-type']).toContain('application/pdf');
    expect((await get('/api/health')).statusCode).toBe(200);
    expect(stats().drawings).toBe(1);
    expect((await get(`/api/public/menu/${t.restaurants.A}/price-list.pdf`)).statusCode).toBe(200);
    expect(stats().drawings).toBe(1);

    // A write to A makes a new version: read, built and drawn once more.
    const created = await t.request({
      method: 'POST',
      url: '/api/categories',
      token,
      payload: { restaurantId: t.restaurants.A, name: 'Tatlılar' },
    });
    expect(created.statusCode).toBe(201);
    const builds = stats().builds;
    const again = await Promise.all(
      Array.from({ length: 10 }, () => get(`/api/public/menu/${t.restaurants.A}/price-list.pdf`)),
    );
    for (const res of again) expect(res.statusCode).toBe(200);
    expect(stats().builds).toBe(builds + 1);
    expect(stats().drawings).toBe(2);
  });

  it('counts builds and drawings in the metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/menu_builds_total\{what="menu"\} [1-9]/);
    expect(res.body).toMatch(/menu_builds_total\{what="drawing"\} [1-9]/);
  });
});
