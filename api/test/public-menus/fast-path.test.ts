// Cached menus are answered ahead of Fastify (public-menus/fast-path.ts). Over real HTTP, since
// `app.inject` goes straight to Fastify: the answers must be the route's to the byte (headers included, in every
// CORS setting), everything the fast path cannot answer exactly must reach the route, a request counts in the
// route's own rate-limit bucket, and a write is seen at once.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as s from '../../src/db/schema';
import { createPublicMenuService } from '../../src/public-menus/service';
import { seedCategory, seedProduct } from '../catalog/support';
import { createTestApp } from '../helpers/test-app';
import { menuSource } from './support';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

function get(port: number, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that describe the connection or the moment, not the answer. */
const answerHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name.toLowerCase()),
    ),
  );

/** A repository root with a stand-in for the menu's server build (public-menu/dist/server/render.js). */
function rootWithRenderer(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-fast-'));
  fs.mkdirSync(path.join(root, 'public-menu/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public-menu/dist/index.html'), '<!doctype html><title>istemci</title>');
  fs.writeFileSync(
    path.join(root, 'public-menu/dist/server/render.js'),
    `exports.buildId = 'b1';
     exports.renderMenuPage = (menu) => '<!doctype html><html lang="' + menu.language + '"><h1>' + menu.restaurant.name + '</h1>' + menu.products.map((p) => '<p>' + p.name + '</p>').join('') + '</html>';
     exports.renderNotFoundPage = () => '<!doctype html><h1>Menü bulunamadı</h1>';`,
  );
  return root;
}

async function listening(env: Record<string, string> = {}) {
  const root = rootWithRenderer();
  const t = await createTestApp({ env, repoRoot: root });
  const category = await seedCategory(t, 'A', { name: 'Çorbalar' });
  await seedProduct(t, category.id, 'A', { name: 'Mercimek Çorbası', price: '85.00' });
  await t.db.insert(s.translations).values({
    restaurantId: t.restaurants.A,
    languageCode: 'de',
    tableName: 'categories',
    recordId: category.id,
    fieldName: 'name',
    translatedText: 'Suppen',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return {
    t,
    port,
    answered: () => t.app.menuFastPath.answered(),
    async close() {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['without CORS_ORIGINS', {}],
  ['with CORS_ORIGINS', { CORS_ORIGINS: 'https://panel.lezzet.test' }],
  ['with CORS_ORIGINS=*', { CORS_ORIGINS: '*' }],
])('menu fast path %s', (_label, env: Record<string, string>) => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening(env);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['the menu', (id: number) => `/api/public/menu/${id}`],
    ['the menu in English', (id: number) => `/api/public/menu/${id}?lang=en`],
    ['the page', (id: number) => `/menu/${id}`],
  ])("answers %s from memory with the route's headers and bytes, 200 and 304", async (_what, url) => {
    const { t, port } = server;
    const address = url(t.restaurants.A);
    for (const encoding of ['gzip', 'br', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const route = await t.request({ method: 'GET', url: address, headers });
      expect(route.statusCode).toBe(200);
      const before = server.answered();
      const fast = await get(port, address, headers);
      expect(server.answered()).toBe(before + 1);
      expect(fast.status).toBe(200);
      expect(answerHeaders(fast.headers)).toEqual(answerHeaders(route.headers));
      expect(fast.body.equals(route.rawPayload)).toBe(true);

      const etag = route.headers.etag as string;
      const routeNotModified = await t.request({
        method: 'GET',
        url: address,
        headers: { ...headers, 'if-none-match': etag },
      });
      const fastNotModified = await get(port, address, { ...headers, 'if-none-match': etag });
      expect(server.answered()).toBe(before + 2);
      expect(fastNotModified.status).toBe(304);
      expect(routeNotModified.statusCode).toBe(304);
      expect(fastNotModified.body.length).toBe(0);
      expect(answerHeaders(fastNotModified.headers)).toEqual(answerHeaders(routeNotModified.headers));
    }
  });
});

describe("menu fast path: the page in the diner's language", () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['the phone asks for German', { 'accept-language': 'de-DE,de;q=0.9' }, 'de'],
    ['the diner chose Turkish before', { 'accept-language': 'de-DE,de;q=0.9', cookie: 'menu_lang=tr' }, 'tr'],
    ['the phone asks for a language the menu lacks', { 'accept-language': 'ja' }, 'tr'],
  ])(
    'answers the page from memory as the route does when %s',
    async (_what, headers: Record<string, string>, language) => {
      const { t, port } = server;
      const address = `/menu/${t.restaurants.A}`;
      const route = await t.request({ method: 'GET', url: address, headers });
      expect(route.body).toContain(`<html lang="${language}">`);
      const before = server.answered();
      const fast = await get(port, address, headers);
      expect(server.answered()).toBe(before + 1);
      expect(answerHeaders(fast.headers)).toEqual(answerHeaders(route.headers));
      expect(fast.body.equals(route.rawPayload)).toBe(true);
    },
  );
});

describe('menu fast path: what it leaves to Fastify', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ CORS_ORIGINS: 'https://panel.lezzet.test', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leaves a request with Origin, HEAD, a spelling the route also takes, other query parameters and a miss to the route', async () => {
    const { t, port } = server;
    const menu = `/api/public/menu/${t.restaurants.A}`;
    await get(port, menu);
    const before = server.answered();
    const cors = await get(port, menu, { origin: 'https://panel.lezzet.test' });
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe('https://panel.lezzet.test');
    expect(cors.headers.vary).toBe('Origin, Accept-Encoding');
    expect((await get(port, menu, {}, 'HEAD')).status).toBe(200);
    expect((await get(port, `/API/Public/Menu/${t.restaurants.A}`)).status).toBe(200);
    expect((await get(port, `${menu}/`)).status).toBe(200);
    expect((await get(port, `${menu}?lang=en&table=4`)).status).toBe(200);
    expect((await get(port, `/api/public/menu/0${t.restaurants.A}`)).status).toBe(200);
    expect(server.answered()).toBe(before);

    t.app.publicMenu.clear();
    const loads = t.app.publicMenu.stats().loads;
    expect((await get(port, menu)).status).toBe(200);
    expect(t.app.publicMenu.stats().loads).toBe(loads + 1);
    expect(server.answered()).toBe(before);
    expect((await get(port, menu)).status).toBe(200);
    expect(server.answered()).toBe(before + 1);
  });

  it('answers unknown restaurants and bad ids through the route (404 and 400 in Turkish)', async () => {
    const { t, port } = server;
    const before = server.answered();
    const unknown = await get(port, `/api/public/menu/${t.restaurants.inactive}`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).message).toMatch(/Restoran bulunamadı/);
    expect((await get(port, `/api/public/menu/${t.restaurants.inactive}`)).status).toBe(404);
    expect((await get(port, '/api/public/menu/abc')).status).toBe(400);
    expect(server.answered()).toBe(before);
  });

  it("counts every answer in the route's own rate-limit bucket, so the limit is the route's (300 a minute per address)", async () => {
    const { t, port } = server;
    const menu = `/api/public/menu/${t.restaurants.A}`;
    const diner = { 'x-forwarded-for': '203.0.113.77' };
    t.app.publicMenu.clear();
    const first = await get(port, menu, diner); // a miss: the route answers and counts it
    expect(first.status).toBe(200);
    const before = server.answered();
    for (let i = 0; i < 299; i++) expect((await get(port, menu, diner)).status).toBe(200);
    expect(server.answered()).toBe(before + 299);
    const refused = await get(port, menu, diner);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString()).message).toMatch(
      /^Çok fazla istek gönderildi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Another diner, and the same diner's page (a bucket of its own, as before), are not refused.
    expect((await get(port, menu, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(200);
    expect((await get(port, `/menu/${t.restaurants.A}`, diner)).status).toBe(200);
    // Operators see how many answers took the fast path.
    const health = (await t.request({ method: 'GET', url: '/api/health' })).json();
    expect(health.menuCache.fastAnswers).toBe(server.answered());
  });

  it('serves the change at once after an admin edits the menu', async () => {
    const { t, port } = server;
    const menu = `/api/public/menu/${t.restaurants.A}`;
    await get(port, menu, { 'x-forwarded-for': '203.0.113.90' });
    const before = JSON.parse((await get(port, menu, { 'x-forwarded-for': '203.0.113.90' })).body.toString());
    const token = await t.login('adminA');
    const product = before.products[0];
    const current = (await t.request({ method: 'GET', url: `/api/products/${product.id}`, token })).json();
    const put = await t.request({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      token,
      payload: { ...current, name: 'Ezogelin Çorbası' },
    });
    expect(put.statusCode).toBe(200);
    const after = JSON.parse((await get(port, menu, { 'x-forwarded-for': '203.0.113.90' })).body.toString());
    expect(after.products[0].name).toBe('Ezogelin Çorbası');
    const page = await get(port, `/menu/${t.restaurants.A}`, {
      'x-forwarded-for': '203.0.113.90',
      'accept-encoding': 'gzip',
    });
    expect(gunzipSync(page.body).toString()).toContain('<p>Ezogelin Çorbası</p>');
  });
});

describe('menu fast path under MENU_ORIGIN', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ MENU_ORIGIN: 'https://menu.lezzet.test', API_PUBLIC_URL: 'https://panel.lezzet.test' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the page on the menu's host only; elsewhere the route sends it there", async () => {
    const { t, port } = server;
    const page = `/menu/${t.restaurants.A}`;
    expect((await get(port, page, { host: 'menu.lezzet.test' })).status).toBe(200);
    const before = server.answered();
    expect((await get(port, page, { host: 'MENU.lezzet.test' })).status).toBe(200);
    expect(server.answered()).toBe(before + 1);
    const portal = await get(port, page, { host: 'panel.lezzet.test' });
    expect(portal.status).toBe(308);
    expect(portal.headers.location).toBe(`https://menu.lezzet.test${page}`);
    expect(server.answered()).toBe(before + 1);
  });
});

describe('menu cache peek', () => {
  it('gives a cached menu until it expires (the open state may flip), then leaves the rebuild to get', async () => {
    let clock = Date.parse('2026-11-26T09:00:00Z');
    const service = createPublicMenuService(
      { load: async (id: number) => menuSource(id), versions: async () => new Map() },
      { now: () => new Date(clock) },
    );
    expect(service.peek(1, 'tr')).toBeUndefined();
    const built = await service.get(1, 'tr');
    expect(service.peek(1, 'tr')).toBe(built);
    expect(service.peek(1, 'de')).toBeUndefined(); // a language not asked for yet
    clock = built.expiresAt;
    expect(service.peek(1, 'tr')).toBeUndefined();
    const rebuilt = await service.get(1, 'tr');
    expect(rebuilt.expiresAt).toBeGreaterThan(clock);
    expect(service.peek(1, 'tr')).toBe(rebuilt);
  });
});
