// The public-menu cache follows what changed: a committed write drops only the restaurants it touched, a write
// nobody announced is caught by the menu version check, the cache stays within its byte bound, and requests
// that change no menu (visits, sign-ins, a spelled-out URL) drop nothing.
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema';
import { createPublicMenuService } from '../../src/public-menus/service';
import { useTestApp, createTestApp, type TestApp } from '../helpers/test-app';
import { menuSource } from './support';

const until = async (what: string, ok: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('menu cache: invalidation by what changed', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('adminA');
    const [category] = await t.db
      .insert(s.categories)
      .values({ restaurantId: t.restaurants.A, name: 'Çorbalar' })
      .returning();
    const [product] = await t.db
      .insert(s.products)
      .values({ restaurantId: t.restaurants.A, categoryId: category.id, name: 'Mercimek', price: '80.00' })
      .returning();
    const [categoryB] = await t.db
      .insert(s.categories)
      .values({ restaurantId: t.restaurants.B, name: 'B Çorbaları' })
      .returning();
    Object.assign(ids, { category: category.id, product: product.id, categoryB: categoryB.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const menu = (id: number) => t.request({ method: 'GET', url: `/api/public/menu/${id}` });
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const res = await t.request({ method, url, token, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? {} : res.json();
  };
  const product = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    categoryId: ids.category,
    name: 'Ezogelin',
    price: '90',
    ...extra,
  });
  const variant = (productId: number, extra: Record<string, unknown> = {}) => ({
    productId,
    name: 'Büyük',
    priceModifier: 20,
    isDefault: false,
    displayOrder: 0,
    isActive: true,
    ...extra,
  });
  const addon = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    name: 'Limon',
    price: '2',
    isActive: true,
    ...extra,
  });
  const hours = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    dayOfWeek: 3,
    openTime: '09:00',
    closeTime: '22:00',
    isClosed: false,
    ...extra,
  });
  const day = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    date: '2030-01-01',
    name: 'Yılbaşı',
    isClosed: true,
    ...extra,
  });
  const translation = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    languageCode: 'en',
    tableName: 'Products',
    recordId: ids.product,
    fieldName: 'Name',
    translatedText: 'Lentil',
    ...extra,
  });

  // Every kind of write staff make to a menu, in an order where each one's record exists.
  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      'a category is created',
      async () =>
        (ids.c2 = (await write('POST', '/api/categories', { restaurantId: t.restaurants.A, name: 'Tatlılar' })).id),
    ],
    [
      'a category is renamed',
      () => write('PUT', `/api/categories/${ids.c2}`, { restaurantId: t.restaurants.A, name: 'Tatlılarımız' }),
    ],
    ['a product is created', async () => (ids.p2 = (await write('POST', '/api/products', product())).id)],
    ['a product is changed', () => write('PUT', `/api/products/${ids.p2}`, product({ price: '95' }))],
    ['a variant is created', async () => (ids.v1 = (await write('POST', '/api/productvariants', variant(ids.p2))).id)],
    [
      'a second variant is created',
      async () =>
        (ids.v2 = (
          await write('POST', '/api/productvariants', variant(ids.p2, { name: 'Küçük', displayOrder: 1 }))
        ).id),
    ],
    [
      'a variant is changed',
      () => write('PUT', `/api/productvariants/${ids.v1}`, variant(ids.p2, { priceModifier: 25 })),
    ],
    ['a variant is moved', () => write('POST', `/api/productvariants/${ids.v2}/move`, { direction: 'up' })],
    ['a variant is deleted', () => write('DELETE', `/api/productvariants/${ids.v2}`)],
    ['an add-on is created', async () => (ids.a1 = (await write('POST', '/api/productaddons', addon())).id)],
    ['an add-on is changed', () => write('PUT', `/api/productaddons/${ids.a1}`, addon({ price: '3' }))],
    ['an add-on is deleted', () => write('DELETE', `/api/productaddons/${ids.a1}`)],
    ['opening hours are created', async () => (ids.h1 = (await write('POST', '/api/restauranthours', hours())).id)],
    ['opening hours are changed', () => write('PUT', `/api/restauranthours/${ids.h1}`, hours({ closeTime: '23:00' }))],
    ['opening hours are deleted', () => write('DELETE', `/api/restauranthours/${ids.h1}`)],
    ['a special day is created', async () => (ids.d1 = (await write('POST', '/api/specialdays', day())).id)],
    ['a special day is changed', () => write('PUT', `/api/specialdays/${ids.d1}`, day({ name: 'Yeni Yıl' }))],
    ['a special day is deleted', () => write('DELETE', `/api/specialdays/${ids.d1}`)],
    ['a translation is created', async () => (ids.t1 = (await write('POST', '/api/translations', translation())).id)],
    [
      'a translation is changed',
      () => write('PUT', `/api/translations/${ids.t1}`, translation({ translatedText: 'Lentil soup' })),
    ],
    ['a translation is deleted', () => write('DELETE', `/api/translations/${ids.t1}`)],
    ['a product is deleted', () => write('DELETE', `/api/products/${ids.p2}`)],
    ['a category is deleted', () => write('DELETE', `/api/categories/${ids.c2}`)],
    [
      'the restaurant is edited',
      async () => {
        const {
          id: _id,
          restaurantId: _r,
          createdDate: _c,
          ...current
        } = (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}`, token })).json();
        return write('PUT', `/api/restaurants/${t.restaurants.A}`, { ...current, description: 'Yeni açıklama' });
      },
    ],
  ];

  it.each(writes)("drops restaurant A's menu and keeps restaurant B's when %s", async (_what, run) => {
    const before = await menu(t.restaurants.A);
    expect((await menu(t.restaurants.B)).statusCode).toBe(200);
    expect(t.app.publicMenu.cachedRestaurantIds()).toEqual(expect.arrayContaining([t.restaurants.A, t.restaurants.B]));
    await run();
    expect(t.app.publicMenu.cachedRestaurantIds()).not.toContain(t.restaurants.A);
    const loads = t.app.publicMenu.stats().loads;
    expect((await menu(t.restaurants.B)).statusCode).toBe(200);
    expect(t.app.publicMenu.stats().loads).toBe(loads);
    // A is read again, with a new version in its ETag.
    const after = await menu(t.restaurants.A);
    expect(t.app.publicMenu.stats().loads).toBe(loads + 1);
    const version = (etag: string) => Number(/^W\/"(\d+)-/.exec(etag)?.[1]);
    expect(version(after.headers.etag as string)).toBeGreaterThan(version(before.headers.etag as string));
  });

  it("shows the written change in A's next menu", async () => {
    await write('PUT', `/api/categories/${ids.category}`, { restaurantId: t.restaurants.A, name: 'Sıcak Çorbalar' });
    expect((await menu(t.restaurants.A)).json().categories.map((c: { name: string }) => c.name)).toContain(
      'Sıcak Çorbalar',
    );
  });

  it('drops nothing for a failed write, a visit, a sign-in or an unauthenticated POST with an encoded path', async () => {
    await menu(t.restaurants.A);
    await menu(t.restaurants.B);
    const before = t.app.publicMenu.stats();
    const refused = await t.request({
      method: 'PUT',
      url: `/api/categories/${ids.categoryB}`,
      token,
      payload: { restaurantId: t.restaurants.B, name: 'Başkasının' },
    });
    expect(refused.statusCode).toBe(404);
    // Once matched against the raw URL, this emptied the whole cache for anyone.
    const encoded = await t.request({ method: 'POST', url: '/api/menuqrcodes/1/%61ccess' });
    expect(encoded.statusCode).toBeLessThan(500);
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'yok', password: 'yanlis-sifre' } });
    const after = t.app.publicMenu.stats();
    expect(after.invalidations).toBe(before.invalidations);
    expect(after.flushes).toBe(before.flushes);
    expect(t.app.publicMenu.cachedRestaurantIds()).toEqual(expect.arrayContaining([t.restaurants.A, t.restaurants.B]));
  });

  it('moves a category to another restaurant: both menus are dropped', async () => {
    const [empty] = await t.db
      .insert(s.categories)
      .values({ restaurantId: t.restaurants.A, name: 'Taşınacak' })
      .returning();
    await menu(t.restaurants.A);
    await menu(t.restaurants.B);
    const superToken = await t.login('superAdmin');
    const res = await t.request({
      method: 'PUT',
      url: `/api/categories/${empty.id}`,
      token: superToken,
      payload: { restaurantId: t.restaurants.B, name: 'Taşındı' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.publicMenu.cachedRestaurantIds()).not.toContain(t.restaurants.A);
    expect(t.app.publicMenu.cachedRestaurantIds()).not.toContain(t.restaurants.B);
  });

  it('reports its figures on /api/health', async () => {
    await menu(t.restaurants.A);
    const health = (await t.request({ method: 'GET', url: '/api/health' })).json();
    expect(health.menuCache).toMatchObject({
      entries: expect.any(Number),
      hits: expect.any(Number),
      misses: expect.any(Number),
      evictions: expect.any(Number),
    });
    expect(health.menuCache.bytes).toBeGreaterThan(0);
    expect(health.menuCache.bytes).toBeLessThanOrEqual(health.menuCache.maxBytes);
    expect(health.changes).toMatchObject({
      transport: t.app.dbHandle.kind === 'postgres' ? 'postgres' : 'memory',
      listening: true,
    });
  });
});

describe('menu cache: a write nobody announced', () => {
  const t = useTestApp({ overrides: { menuVersionCheckMs: 50 } });

  it('is served after the next version check (the triggers bumped the version in the writing transaction)', async () => {
    const url = `/api/public/menu/${t.restaurants.A}`;
    expect((await t.request({ method: 'GET', url })).json().restaurant.name).toBe('Restoran A');
    // Straight to the database: no service, no announcement.
    await t.db.update(s.restaurants).set({ name: 'Restoran A (elle)' }).where(eq(s.restaurants.id, t.restaurants.A));
    await until(
      'the changed name is served',
      async () => (await t.request({ method: 'GET', url })).json().restaurant.name === 'Restoran A (elle)',
    );
    expect(t.app.publicMenu.stats().invalidations).toBeGreaterThan(0);
  });
});

describe('menu cache: bounded in bytes', () => {
  it('evicts the least recently used restaurants past the bound and counts it', async () => {
    const loads: number[] = [];
    const repo = {
      load: async (id: number) => (loads.push(id), menuSource(id, 50)),
      versions: async () => new Map<number, number>(),
    };
    const service = createPublicMenuService(repo, { maxBytes: 300_000 });
    for (let id = 1; id <= 20; id++) await service.get(id, 'tr');
    const stats = service.stats();
    expect(stats.bytes).toBeLessThanOrEqual(300_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(20);
    // The most recent is still there; the first is gone and read again.
    await service.get(20, 'tr');
    await service.get(1, 'tr');
    expect(loads.filter((id) => id === 20)).toHaveLength(1);
    expect(loads.filter((id) => id === 1)).toHaveLength(2);
  });

  it('counts the compressed copies it adds, and keeps within the bound', async () => {
    const repo = { load: async (id: number) => menuSource(id, 200), versions: async () => new Map<number, number>() };
    const service = createPublicMenuService(repo, { maxBytes: 2_000_000 });
    const menu = await service.get(1, 'tr');
    const before = service.stats().bytes;
    const { bytesFor } = await import('../../src/public-menus/encoding');
    const br = await bytesFor(menu.body, 'br');
    expect(service.stats().bytes).toBe(before + br.length);
  });

  it('does not keep a menu larger than its share of the bound, and evicts nobody for it', async () => {
    const loads: number[] = [];
    const repo = {
      load: async (id: number) => (loads.push(id), menuSource(id, id === 9 ? 400 : 2)),
      versions: async () => new Map<number, number>(),
    };
    const service = createPublicMenuService(repo, { maxBytes: 1_000_000, maxEntryBytes: 250_000 });
    await service.get(1, 'tr');
    await service.get(2, 'tr');
    const { bytes, entries, builds } = service.stats();
    // Served every time, kept never in the cache (its one build is held beside it, read once per version).
    for (let i = 0; i < 3; i++) expect((await service.get(9, 'tr')).menu.products).toHaveLength(400);
    expect(loads.filter((id) => id === 9)).toHaveLength(1);
    expect(service.stats().builds).toBe(builds + 1);
    expect(service.stats()).toMatchObject({ entries, bytes, evictions: 0 });
    // The small menus are still answered from memory.
    await service.get(1, 'tr');
    await service.get(2, 'tr');
    expect(loads.filter((id) => id !== 9)).toEqual([1, 2]);
  });

  it('does not keep a read that a change overtook', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const repo = {
      load: async (id: number) => (await gate, menuSource(id, 1)),
      versions: async () => new Map<number, number>(),
    };
    const service = createPublicMenuService(repo);
    const pending = service.get(7, 'tr');
    service.invalidate([7]);
    release();
    await pending;
    expect(service.cachedRestaurantIds()).not.toContain(7);
  });
});
