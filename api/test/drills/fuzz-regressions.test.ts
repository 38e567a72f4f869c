// The defects drill 1 (generated bad input, fuzz.test.ts) found, each pinned by one plain example.
import { count } from 'drizzle-orm';
import * as schema from '../../src/db/schema';
import { isTurkish } from './fuzz/inspect';
import { PNG_1PX } from './fuzz/bodies';
import { createPageTestApp } from './fuzz/sandbox';
import { seedCategory } from '../catalog/support';
import type { TestApp } from '../helpers/test-app';

const UNSTORABLE = 'Metin kaydedilemeyen bir karakter içeriyor (NUL veya yarım kalmış bir Unicode karakteri)';

describe('drill 1 regressions', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let token: string;
  let category: number;

  beforeAll(async () => {
    ({ t, close } = await createPageTestApp());
    token = await t.login('superAdmin');
    category = (await seedCategory(t, 'A', { name: 'Çorbalar' })).id;
  });
  afterAll(async () => {
    await close?.();
  });

  const rows = async (
    table: typeof schema.productAddons | typeof schema.products | typeof schema.users | typeof schema.restaurants,
  ) => (await t.db.select({ n: count() }).from(table))[0].n;

  /** A 4xx in the error shape, every text Turkish. */
  function expectTurkishRejection(
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
  ) {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(Object.keys(body).filter((k) => !['status', 'title', 'message', 'errors'].includes(k))).toEqual([]);
    expect(body.status).toBe(status);
    expect(isTurkish(body.title)).toBe(true);
    expect(isTurkish(body.message)).toBe(true);
    for (const messages of Object.values((body.errors ?? {}) as Record<string, string[]>))
      for (const m of messages) expect(isTurkish(m)).toBe(true);
    return body as { message: string; errors?: Record<string, string[]> };
  }

  describe('zod messages the schemas do not name', () => {
    it('answers a body that is a list, not an object, in Turkish', async () => {
      const res = await t.request({ method: 'POST', url: '/api/categories', token, payload: [{ name: 'x' }] });
      expect(expectTurkishRejection(res, 400).message).not.toMatch(/Invalid input|expected/);
    });

    it('answers a query value sent twice in Turkish', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/menuqrcodes?restaurantId=${t.restaurants.A}&restaurantId=${t.restaurants.B}`,
        token,
      });
      expect(expectTurkishRejection(res, 400).errors?.restaurantId?.[0]).not.toMatch(/Invalid input|expected/);
    });
  });

  describe('URLs Fastify cannot route', () => {
    it('answers a path that is not valid UTF-8 in the error shape', async () => {
      expectTurkishRejection(await t.request({ method: 'GET', url: '/api/restaurants/%ED%A0%80', token }), 400);
      expectTurkishRejection(await t.request({ method: 'OPTIONS', url: '/api/%E0%A4%A' }), 400);
    });

    it('answers a path id past the parameter length limit in the error shape', async () => {
      expectTurkishRejection(
        await t.request({ method: 'DELETE', url: `/api/restaurants/${'9'.repeat(300)}`, token }),
        400,
      );
    });
  });

  describe('text the database cannot store as sent', () => {
    it('refuses NUL in a JSON field with a 400 naming it, and stores nothing', async () => {
      const before = await rows(schema.productAddons);
      const res = await t.request({
        method: 'POST',
        url: '/api/productaddons',
        token,
        payload: { restaurantId: t.restaurants.A, name: 'Peynir\u0000', price: 5 },
      });
      expect(expectTurkishRejection(res, 400)).toMatchObject({ message: UNSTORABLE, errors: { name: [UNSTORABLE] } });
      expect(await rows(schema.productAddons)).toBe(before);
    });

    it('refuses a lone surrogate, which would come back as U+FFFD', async () => {
      const before = await rows(schema.restaurants);
      const res = await t.request({
        method: 'POST',
        url: '/api/restaurants',
        token,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"Lokanta","address":"Kat \\ud800"}',
      });
      expect(expectTurkishRejection(res, 400).errors).toEqual({ address: [UNSTORABLE] });
      expect(await rows(schema.restaurants)).toBe(before);
    });

    it('refuses NUL in a user name at sign-in and in a scanned table number', async () => {
      expectTurkishRejection(
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'super\u0000', password: 'x' },
        }),
        400,
      );
      expectTurkishRejection(await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=%00` }), 400);
    });

    it('refuses NUL in a multipart form field (the database check) with a 400', async () => {
      const before = await rows(schema.products);
      const b = 'regress';
      const field = (name: string, value: string) =>
        `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload =
        field('name', 'Mercimek\u0000') +
        field('restaurantId', String(t.restaurants.A)) +
        field('categoryId', String(category)) +
        field('Price', '45') +
        `--${b}--\r\n`;
      const res = await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
        payload,
      });
      expect(expectTurkishRejection(res, 400).message).toBe(UNSTORABLE);
      expect(await rows(schema.products)).toBe(before);
    });
  });

  describe('multipart bodies that cannot be read', () => {
    it('answers multipart without a boundary with a 400', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/products/test-form',
        token,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'name=x',
      });
      expectTurkishRejection(res, 400);
    });

    it('answers a multipart body cut short with a 400, for a product and for an upload', async () => {
      const b = 'cut';
      const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), PNG_1PX.subarray(0, 20)]);
      for (const url of ['/api/uploads/images', `/api/products/test-form`]) {
        const res = await t.request({
          method: 'POST',
          url,
          token,
          headers: { 'content-type': `multipart/form-data; boundary=${b}` },
          payload,
        });
        expectTurkishRejection(res, 400);
      }
    });
  });

  it('answers a user for a restaurant that does not exist with a 400, not a 500', async () => {
    const before = await rows(schema.users);
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token,
      payload: {
        restaurantId: 912373,
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        username: 'ayse-yok',
        email: 'ayse-yok@example.com',
        passwordHash: 'Güçlü-Parola-42',
        role: 1,
      },
    });
    expect(expectTurkishRejection(res, 400).errors).toEqual({ restaurantId: ['Restoran bulunamadı'] });
    expect(await rows(schema.users)).toBe(before);
  });

  it('answers a product price that rounds to 0.00 with a 400, not a 500', async () => {
    const before = await rows(schema.products);
    const payload = { restaurantId: t.restaurants.A, categoryId: category, name: 'Bedava', price: 0.001 };
    expect(
      expectTurkishRejection(await t.request({ method: 'POST', url: '/api/products', token, payload }), 400).errors,
    ).toEqual({ price: ['Geçerli bir fiyat girin'] });
    expect(await rows(schema.products)).toBe(before);
  });

  it('echoes a body nested thousands of levels deep from the product form diagnostic, instead of a 500', async () => {
    const payload = '{"name":"Pide","a":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) + '}';
    const res = await t.request({
      method: 'POST',
      url: '/api/products/test-form',
      token,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({ name: 'Pide', a: 'İç içe geçmiş değer çok derin: gösterilmiyor' });
  });

  describe('ids past PostgreSQL integer in a body', () => {
    it('refuses a table close naming restaurant 4294967296 with a 400, instead of a 500', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/service/tables/1/close',
        token,
        payload: { restaurantId: 4294967296 },
      });
      expect(expectTurkishRejection(res, 400).errors?.restaurantId).toEqual(['Restoran numarası geçersiz']);
    });
  });

  describe('the menu page', () => {
    it('serves the menu when ?lang comes twice, instead of a 503', async () => {
      const res = await t.request({ method: 'GET', url: `/menu/${t.restaurants.A}?lang=en&lang=ar` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Restoran A');
    });

    it('answers an id past PostgreSQL integer with the not-found page, instead of a 503', async () => {
      const res = await t.request({ method: 'GET', url: '/menu/2147483648' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatch(/<html lang="tr"/);
    });

    it("shows menu text holding $&, $' and $$ as written", async () => {
      const name = "Kebap $& Döner $' Ayran $$ $`";
      const res = await t.request({
        method: 'POST',
        url: '/api/restaurants',
        token,
        payload: { name, description: 'Açıklama $$' },
      });
      expect(res.statusCode).toBe(201);
      const page = (await t.request({ method: 'GET', url: `/menu/${res.json().id}` })).body;
      expect(page).toContain(`<title>Kebap $&#38; Döner $&#39; Ayran $$ $\` · Menü</title>`);
      const data = JSON.parse(/<script id="menu-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]);
      expect(data.restaurant).toMatchObject({ name, description: 'Açıklama $$' });
    });
  });
});
