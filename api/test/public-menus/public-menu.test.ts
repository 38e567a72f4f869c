import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema';
import { buildMenu, MENU_NOT_FOUND } from '../../src/public-menus/service';
import { useTestApp, createTestApp, type TestApp } from '../helpers/test-app';

/** Restaurant A's menu: two active categories and an inactive one, products (one sold out), variants, add-ons, hours, translations. */
async function seedMenu(t: TestApp) {
  const r = t.restaurants.A;
  const [soups, mains, hidden] = await t.db
    .insert(s.categories)
    .values([
      { restaurantId: r, name: 'Çorbalar', description: 'Sıcak çorbalar', icon: 'soup', displayOrder: 0 },
      { restaurantId: r, name: 'Ana Yemekler', description: null, icon: 'kebab', displayOrder: 1 },
      { restaurantId: r, name: 'Gizli Kategori', icon: 'cake', displayOrder: 2, isActive: false },
    ])
    .returning();
  const [lentil, adana, kofte, secret] = await t.db
    .insert(s.products)
    .values([
      {
        restaurantId: r,
        categoryId: soups.id,
        name: 'Mercimek Çorbası',
        description: 'Limonlu',
        price: '85.00',
        ingredients: 'Mercimek, soğan',
        isVegetarian: true,
        displayOrder: 0,
      },
      {
        restaurantId: r,
        categoryId: mains.id,
        name: 'Adana Kebap',
        description: 'Acılı kebap',
        price: '420.00',
        discountedPrice: '399.50',
        spicyLevel: 3,
        isSpicy: true,
        displayOrder: 1,
      },
      { restaurantId: r, categoryId: mains.id, name: 'Köfte', price: '360.00', isAvailable: false, displayOrder: 2 },
      { restaurantId: r, categoryId: hidden.id, name: 'Gizli Tatlı', price: '100.00', displayOrder: 3 },
    ])
    .returning();
  const [portion] = await t.db
    .insert(s.productVariants)
    .values([
      { productId: adana.id, name: 'Porsiyon', priceModifier: '0.00', isDefault: true, displayOrder: 0 },
      { productId: adana.id, name: '1,5 Porsiyon', priceModifier: '190.00', displayOrder: 1 },
      { productId: adana.id, name: 'Eski Boy', priceModifier: '-10.00', displayOrder: 2, isActive: false },
    ])
    .returning();
  const [cheese] = await t.db
    .insert(s.productAddons)
    .values([
      { restaurantId: r, name: 'Ekstra Peynir', price: '25.00' },
      { restaurantId: r, name: 'Kaldırılan Sos', price: '5.00', isActive: false },
      { restaurantId: t.restaurants.B, name: 'B Restoranının Sosu', price: '5.00' },
    ])
    .returning();
  await t.db.insert(s.restaurantHours).values(
    [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({
      restaurantId: r,
      dayOfWeek,
      openTime: '10:00:00',
      closeTime: '22:00:00',
    })),
  );
  await t.db.insert(s.translations).values([
    {
      restaurantId: r,
      languageCode: 'en',
      tableName: 'Categories',
      recordId: soups.id,
      fieldName: 'Name',
      translatedText: 'Soups',
    },
    {
      restaurantId: r,
      languageCode: 'en',
      tableName: 'Products',
      recordId: lentil.id,
      fieldName: 'Name',
      translatedText: 'Lentil Soup',
    },
    {
      restaurantId: r,
      languageCode: 'en',
      tableName: 'ProductVariants',
      recordId: portion.id,
      fieldName: 'Name',
      translatedText: 'Portion',
    },
    {
      restaurantId: r,
      languageCode: 'en',
      tableName: 'ProductAddons',
      recordId: cheese.id,
      fieldName: 'Name',
      translatedText: 'Extra cheese',
    },
    {
      restaurantId: r,
      languageCode: 'ar',
      tableName: 'Products',
      recordId: lentil.id,
      fieldName: 'Name',
      translatedText: 'شوربة العدس',
    },
  ]);
  return { soups, mains, hidden, lentil, adana, kofte, secret, cheese };
}

describe('public menu aggregate', () => {
  const t = useTestApp();
  let m: Awaited<ReturnType<typeof seedMenu>>;
  beforeAll(async () => {
    m = await seedMenu(t);
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('returns the restaurant, its active categories, their products with active variants and the active add-ons', async () => {
    const res = await get(`/api/public/menu/${t.restaurants.A}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const menu = res.json();
    expect(menu.restaurant).toEqual(
      expect.objectContaining({
        id: t.restaurants.A,
        name: 'Restoran A',
        primaryColor: '#FF6B35',
        secondaryColor: '#2C3E50',
      }),
    );
    expect(menu.restaurant).not.toHaveProperty('isActive');
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['Çorbalar', 'Ana Yemekler']);
    expect(menu.products.map((p: { name: string }) => p.name)).toEqual(['Mercimek Çorbası', 'Adana Kebap', 'Köfte']);
    const adana = menu.products.find((p: { id: number }) => p.id === m.adana.id);
    expect(adana).toMatchObject({
      price: 420,
      discountedPrice: 399.5,
      isSpicy: true,
      spicyLevel: 3,
      isAvailable: true,
      categoryId: m.mains.id,
    });
    expect(adana.variants).toEqual([
      expect.objectContaining({ name: 'Porsiyon', priceModifier: 0, isDefault: true }),
      expect.objectContaining({ name: '1,5 Porsiyon', priceModifier: 190, isDefault: false }),
    ]);
    expect(menu.products.find((p: { id: number }) => p.id === m.kofte.id)).toMatchObject({ isAvailable: false });
    expect(menu.addons).toEqual([expect.objectContaining({ id: m.cheese.id, name: 'Ekstra Peynir', price: 25 })]);
    expect(menu.hours).toHaveLength(7);
    expect(menu.openState).toEqual(
      expect.objectContaining({ isOpen: expect.any(Boolean), today: expect.objectContaining({ source: 'weekly' }) }),
    );
    expect(menu.language).toBe('tr');
    expect(menu.languages).toEqual(['tr', 'en', 'ar']);
  });

  it('applies the translations of the asked language and keeps Turkish for untranslated fields', async () => {
    const menu = (await get(`/api/public/menu/${t.restaurants.A}?lang=en`)).json();
    expect(menu.language).toBe('en');
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['Soups', 'Ana Yemekler']);
    const lentil = menu.products.find((p: { id: number }) => p.id === m.lentil.id);
    expect(lentil).toMatchObject({ name: 'Lentil Soup', description: 'Limonlu', ingredients: 'Mercimek, soğan' });
    expect(menu.products.find((p: { id: number }) => p.id === m.adana.id).variants[0].name).toBe('Portion');
    expect(menu.addons[0].name).toBe('Extra cheese');
    const ar = (await get(`/api/public/menu/${t.restaurants.A}?lang=AR`)).json();
    expect(ar.language).toBe('ar');
    expect(ar.products[0].name).toBe('شوربة العدس');
  });

  it('answers a language without translations in Turkish', async () => {
    const res = await get(`/api/public/menu/${t.restaurants.A}?lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('tr');
    expect(res.json().products[0].name).toBe('Mercimek Çorbası');
  });

  it('sends an ETag and a short Cache-Control, and 304 without a body for a matching If-None-Match', async () => {
    const first = await get(`/api/public/menu/${t.restaurants.A}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=30\b/);
    const again = await get(`/api/public/menu/${t.restaurants.A}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get(`/api/public/menu/${t.restaurants.A}`, { 'if-none-match': 'W/"baska"' });
    expect(other.statusCode).toBe(200);
  });

  it('compresses the cached bytes with brotli or gzip as the client accepts', async () => {
    const plain = await get(`/api/public/menu/${t.restaurants.A}`);
    const br = await get(`/api/public/menu/${t.restaurants.A}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await get(`/api/public/menu/${t.restaurants.A}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('answers repeated loads from memory without reading the database', async () => {
    await get(`/api/public/menu/${t.restaurants.A}?lang=en`);
    const before = t.app.publicMenu.stats().loads;
    for (let i = 0; i < 5; i++) expect((await get(`/api/public/menu/${t.restaurants.A}?lang=en`)).statusCode).toBe(200);
    expect(t.app.publicMenu.stats().loads).toBe(before);
  });

  it('drops the cached menu after an admin edits the restaurant, so the next load shows the change', async () => {
    const before = await get(`/api/public/menu/${t.restaurants.A}`);
    const token = await t.login('adminA');
    const current = (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}`, token })).json();
    const { id: _id, restaurantId: _rid, createdDate: _c, ...body } = current;
    const put = await t.request({
      method: 'PUT',
      url: `/api/restaurants/${t.restaurants.A}`,
      token,
      payload: { ...body, name: 'Restoran A Yeni' },
    });
    expect(put.statusCode).toBe(200);
    const after = await get(`/api/public/menu/${t.restaurants.A}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().restaurant.name).toBe('Restoran A Yeni');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the cache through a failed write', async () => {
    await get(`/api/public/menu/${t.restaurants.A}`);
    const loads = t.app.publicMenu.stats().loads;
    const token = await t.login('adminB');
    const res = await t.request({
      method: 'PUT',
      url: `/api/restaurants/${t.restaurants.A}`,
      token,
      payload: { name: 'Başkasının' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await get(`/api/public/menu/${t.restaurants.A}`);
    expect(t.app.publicMenu.stats().loads).toBe(loads);
  });

  it('answers 404 with a Turkish message for an inactive or unknown restaurant, and 400 for a malformed id', async () => {
    for (const id of [t.restaurants.inactive, 999999]) {
      const res = await get(`/api/public/menu/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(expect.objectContaining({ status: 404, message: MENU_NOT_FOUND }));
    }
    const bad = await get('/api/public/menu/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/restoran/i);
  });

  it('stops serving a restaurant as soon as it is deactivated', async () => {
    expect((await get(`/api/public/menu/${t.restaurants.B}`)).statusCode).toBe(200);
    const token = await t.login('superAdmin');
    const current = (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.B}`, token })).json();
    const { id: _id, restaurantId: _rid, createdDate: _c, ...body } = current;
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/restaurants/${t.restaurants.B}`,
          token,
          payload: { ...body, isActive: false },
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`/api/public/menu/${t.restaurants.B}`)).statusCode).toBe(404);
    await t.db.update(s.restaurants).set({ isActive: true }).where(eq(s.restaurants.id, t.restaurants.B));
  });

  it('computes the open state from the weekly hours, a special day overriding them', async () => {
    const source = { ...(await loadSource(t)) };
    // Wednesday 14 January 2026, 12:00 in Istanbul (09:00 UTC).
    const noon = new Date('2026-01-14T09:00:00Z');
    const open = buildMenu(source, 'tr', noon);
    expect(open.openState).toMatchObject({
      isOpen: true,
      today: { source: 'weekly', openTime: '10:00:00', closeTime: '22:00:00' },
    });
    const closedDay = buildMenu(
      {
        ...source,
        specialDays: [
          { ...specialDay, date: '2026-01-14', isClosed: true, openTime: null, closeTime: null, note: 'Bakım' },
        ],
      },
      'tr',
      noon,
    );
    expect(closedDay.openState).toMatchObject({
      isOpen: false,
      today: { source: 'special', isClosed: true, note: 'Bakım' },
    });
    expect(closedDay.specialDays).toHaveLength(1);
    // Special days far from today are left out of the response.
    expect(
      buildMenu({ ...source, specialDays: [{ ...specialDay, date: '2026-03-01' }] }, 'tr', noon).specialDays,
    ).toEqual([]);
  });
});

const specialDay = {
  id: 1,
  restaurantId: 1,
  date: '2026-01-14',
  name: 'Bakım Günü',
  openTime: null,
  closeTime: null,
  isClosed: true,
  note: null,
  createdDate: new Date(),
};

async function loadSource(t: TestApp) {
  const { createPublicMenuRepository } = await import('../../src/public-menus/repository');
  const source = await createPublicMenuRepository(t.db).load(t.restaurants.A);
  if (!source) throw new Error('restaurant A missing');
  return source;
}

describe('public menu page (server rendering)', () => {
  let root: string;
  let t: TestApp;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-ssr-'));
    write('public-menu/dist/index.html', '<!doctype html><title>istemci</title>');
    write('public-menu/dist/main.0123abcd.js', 'console.log("menu")');
    fs.writeFileSync(
      path.join(root, 'public-menu/dist/main.0123abcd.js.br'),
      brotliCompressSync(Buffer.from('console.log("menu")')),
    );
    // A stand-in for the built server entry (public-menu/dist/server/render.js), counting its renders.
    write(
      'public-menu/dist/server/render.js',
      `let renders = 0;
       exports.buildId = 'b1';
       exports.renders = () => renders;
       exports.renderMenuPage = (menu, options) => { renders += 1; return '<!doctype html><html lang="' + menu.language + '"><link rel="canonical" href="' + options.publicUrl + '/menu/' + menu.restaurant.id + '" data-assets="' + options.assetUrl + '"><h1>' + menu.restaurant.name + '</h1></html>'; };
       exports.renderNotFoundPage = () => '<!doctype html><h1>Menü bulunamadı</h1>';`,
    );
    t = await createTestApp({ repoRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves /menu/{id} rendered on the server, in the asked language, with an ETag', async () => {
    const res = await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}?table=5&qr=3` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Restoran A</h1>');
    expect(res.headers.etag).toMatch(/b1"$/);
    const again = await t.request({
      method: 'GET',
      url: `/menu/${t.restaurants.A}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("gives the page renderer the menu's public address (MENU_PUBLIC_URL) and where images are served (API_PUBLIC_URL)", async () => {
    const res = await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}` });
    expect(res.body).toContain(
      `<link rel="canonical" href="${t.app.config.menuPublicUrl}/menu/${t.restaurants.A}" data-assets="${t.app.config.apiPublicUrl}">`,
    );
  });

  it('renders each menu once and serves it from memory until a write', async () => {
    const render = createRequire(__filename)(path.join(root, 'public-menu/dist/server/render.js')) as {
      renders(): number;
    };
    await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}` });
    const count = render.renders();
    await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}?table=9` });
    expect(render.renders()).toBe(count);
    t.app.publicMenu.clear();
    await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}` });
    expect(render.renders()).toBe(count + 1);
  });

  it("draws the page in the phone's language (Accept-Language) when the menu offers it, the diner's remembered choice before it, and ?lang= before both", async () => {
    const [de] = await t.db
      .insert(s.translations)
      .values({
        restaurantId: t.restaurants.A,
        languageCode: 'de',
        tableName: 'restaurants',
        recordId: t.restaurants.A,
        fieldName: 'name',
        translatedText: 'Restaurant A auf Deutsch',
      })
      .returning();
    t.app.publicMenu.clear();
    try {
      const page = (headers: Record<string, string>, query = '') =>
        t.request({ method: 'GET', url: `/menu/${t.restaurants.A}${query}`, headers });
      const german = await page({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
      expect(german.statusCode).toBe(200);
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).toContain('<h1>Restaurant A auf Deutsch</h1>');
      expect(german.headers['content-language']).toBe('de');
      expect(german.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
      // From a QR code's address (table and code, no language) too.
      expect((await page({ 'accept-language': 'de-DE,de;q=0.9' }, '?table=5&qr=3')).body).toContain('<html lang="de">');
      // ?lang= wins over the phone; the diner's own choice (the cookie the page sets) wins over the phone.
      expect((await page({ 'accept-language': 'de-DE,de;q=0.9' }, '?lang=tr')).body).toContain('<html lang="tr">');
      expect((await page({ 'accept-language': 'de-DE,de;q=0.9', cookie: 'a=1; menu_lang=tr' })).body).toContain(
        '<html lang="tr">',
      );
      expect((await page({ cookie: 'menu_lang=de' })).body).toContain('<html lang="de">');
      // A language the menu does not offer, or Turkish first: Turkish.
      expect((await page({ 'accept-language': 'ja-JP, fr;q=0.8' })).body).toContain('<html lang="tr">');
      expect((await page({ 'accept-language': 'tr-TR, de;q=0.9' })).body).toContain('<html lang="tr">');
      expect((await page({ 'accept-language': 'en;q=0.5, de;q=0' })).body).toContain('<html lang="tr">');
    } finally {
      await t.db.delete(s.translations).where(eq(s.translations.id, de.id));
      t.app.publicMenu.clear();
    }
  });

  it('answers an unknown or inactive restaurant with the Turkish not-found page and 404', async () => {
    const res = await t.request({ method: 'GET', url: `/menu/${t.restaurants.inactive}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Menü bulunamadı');
  });

  it('still serves the built assets under /menu/ statically, precompressed when the build wrote a .br', async () => {
    const res = await t.request({ method: 'GET', url: '/menu/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    const br = await t.request({ method: 'GET', url: '/menu/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("menu")');
  });

  it('sends the rendered page compressed', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/menu/${t.restaurants.A}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Restoran A</h1>');
  });

  it('falls back to the client-rendered page without the server build, and to a Turkish message without any build', async () => {
    fs.rmSync(path.join(root, 'public-menu/dist/server'), { recursive: true, force: true });
    const bare = await createTestApp({ repoRoot: root });
    try {
      const res = await bare.request({ method: 'GET', url: `/menu/${bare.restaurants.A}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>istemci</title>');
      fs.rmSync(path.join(root, 'public-menu/dist'), { recursive: true, force: true });
      const none = await bare.request({ method: 'GET', url: `/menu/${bare.restaurants.A}` });
      expect(none.statusCode).toBe(503);
      expect(none.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
