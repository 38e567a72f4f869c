// Issue 17, item 8: the menu on its own origin (MENU_ORIGIN), and frame-ancestors 'none' everywhere.
import { loadConfig } from '../src/config';
import { menuQrCodes } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

const MENU = 'menu.lezzet.test';
const PORTAL = 'panel.lezzet.test';

describe('MENU_ORIGIN', () => {
  let t: TestApp;
  let qr: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { MENU_ORIGIN: `https://${MENU}`, API_PUBLIC_URL: `https://${PORTAL}` } });
    [{ id: qr }] = await t.db.insert(menuQrCodes).values({ restaurantId: t.restaurants.A, tableNumber: '4' }).returning();
  });
  afterAll(async () => {
    await t?.close();
  });
  const on = (host: string, method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url, headers: { host }, payload });

  it('reads the origin, refuses a path, and makes it where QR codes lead unless MENU_PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ MENU_ORIGIN: 'https://menu.example.com/' })).toMatchObject({ menuOrigin: 'https://menu.example.com', menuPublicUrl: 'https://menu.example.com' });
    expect(loadConfig({ MENU_ORIGIN: 'https://menu.example.com', MENU_PUBLIC_URL: 'https://cdn.example.com/m' }).menuPublicUrl).toBe('https://cdn.example.com/m');
    expect(() => loadConfig({ MENU_ORIGIN: 'https://menu.example.com/menu' })).toThrow(/MENU_ORIGIN: must be an origin/);
    expect(loadConfig({}).menuOrigin).toBeUndefined();
  });

  it("serves a diner's calls on the menu origin", async () => {
    expect((await on(MENU, 'GET', `/api/public/menu/${t.restaurants.A}`)).statusCode).toBe(200);
    const visit = await on(MENU, 'POST', `/api/menuqrcodes/${qr}/access`, {});
    expect(visit.statusCode).toBe(201);
    const { logId, token } = visit.json();
    expect((await on(MENU, 'POST', `/api/MenuAccessLogs/${logId}/end`, { duration: 30, token })).statusCode).toBe(204);
    const scan = await on(MENU, 'GET', `/api/menu/${t.restaurants.A}?table=4`);
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toBe(`https://${MENU}/menu/${t.restaurants.A}?table=4&qr=${qr}`);
    expect((await on(MENU, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers 404 on the menu origin for the portal, the API reference and every staff call', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/remotes.json'],
      ['GET', '/api/docs'],
      ['GET', '/api/restaurants'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/refresh'],
      ['GET', '/api/users'],
    ] as const) {
      const res = await on(MENU, method, url, method === 'POST' ? { username: 'admin-a', password: 'x' } : undefined);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    // The same sign-in works on the portal's origin.
    expect((await on(PORTAL, 'POST', '/api/auth/login', { username: 'admin-a', password: 'yanlis' })).statusCode).toBe(401);
  });

  it("sends the menu's address on the portal's origin to the menu origin", async () => {
    const res = await on(PORTAL, 'GET', `/menu/${t.restaurants.A}?table=4&lang=en`);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`https://${MENU}/menu/${t.restaurants.A}?table=4&lang=en`);
  });

  it("sends frame-ancestors 'none' on every answer", async () => {
    for (const [host, url] of [
      [PORTAL, '/api/health'],
      [PORTAL, '/'],
      [MENU, `/api/public/menu/${t.restaurants.A}`],
    ]) {
      const csp = String((await on(host, 'GET', url)).headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("frame-ancestors 'self'");
    }
  });
});
