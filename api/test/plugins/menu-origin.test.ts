// The menu on its own origin (MENU_ORIGIN), and frame-ancestors 'none' everywhere.
import { loadConfig } from '../../src/config';
import { menuQrCodes } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

const MENU = 'menu.lezzet.test';
const PORTAL = 'panel.lezzet.test';

describe('MENU_ORIGIN', () => {
  const t = useTestApp({ env: { MENU_ORIGIN: `https://${MENU}`, API_PUBLIC_URL: `https://${PORTAL}` } });
  let qr: number;
  beforeAll(async () => {
    [{ id: qr }] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: '4' })
      .returning();
  });
  const on = (host: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, headers: { host }, payload });

  it('reads the origin, refuses a path, and makes it where QR codes lead unless MENU_PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ MENU_ORIGIN: 'https://menu.example.com/' })).toMatchObject({
      menuOrigin: 'https://menu.example.com',
      menuPublicUrl: 'https://menu.example.com',
    });
    expect(
      loadConfig({ MENU_ORIGIN: 'https://menu.example.com', MENU_PUBLIC_URL: 'https://cdn.example.com/m' })
        .menuPublicUrl,
    ).toBe('https://cdn.example.com/m');
    expect(() => loadConfig({ MENU_ORIGIN: 'https://menu.example.com/menu' })).toThrow(
      /MENU_ORIGIN: must be an origin/,
    );
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
    expect((await on(PORTAL, 'POST', '/api/auth/login', { username: 'admin-a', password: 'yanlis' })).statusCode).toBe(
      401,
    );
  });

  it("sends the menu's address on the portal's origin to the menu origin", async () => {
    const res = await on(PORTAL, 'GET', `/menu/${t.restaurants.A}?table=4&lang=en`);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`https://${MENU}/menu/${t.restaurants.A}?table=4&lang=en`);
  });

  it('applies the host rule whatever the letter case of the path', async () => {
    // On the menu's host every spelling is the menu page (rendered, or 503 in a test run without built bundles).
    const page = (await on(MENU, 'GET', `/menu/${t.restaurants.A}`)).statusCode;
    expect([200, 503]).toContain(page);
    for (const path of ['/menu', '/Menu', '/MENU', '/mEnU']) {
      const portal = await on(PORTAL, 'GET', `${path}/${t.restaurants.A}?table=4`);
      expect([path, portal.statusCode, portal.headers.location]).toEqual([
        path,
        308,
        `https://${MENU}${path}/${t.restaurants.A}?table=4`,
      ]);
      const menu = await on(MENU, 'GET', `${path}/${t.restaurants.A}`);
      expect([path, menu.statusCode]).toEqual([path, page]);
    }
    for (const path of ['/uploads/menu/abc/x.png', '/uploads/Menu/abc/x.png', '/UPLOADS/MENU/abc/x.png']) {
      // An image that does not exist: 404 on both hosts (never the menu host's "not served here" for an image path).
      for (const host of [PORTAL, MENU])
        expect([host, path, (await on(host, 'GET', path)).statusCode]).toEqual([host, path, 404]);
    }
    expect((await on(MENU, 'GET', '/API/Restaurants')).statusCode).toBe(404);
  });

  it('answers scans on the menu origin only: the portal sends them there, and codes encode that address', async () => {
    const [{ id }] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'Özel', qrCodeUrl: 'https://evil.example/login' })
      .returning();
    for (const path of [
      `/api/menu/${t.restaurants.A}?table=%C3%96zel`,
      `/API/Menu/${t.restaurants.A}?table=%C3%96zel`,
    ]) {
      const portal = await on(PORTAL, 'GET', path);
      expect([portal.statusCode, portal.headers.location]).toEqual([308, `https://${MENU}${path}`]);
    }
    const menu = await on(MENU, 'GET', `/api/menu/${t.restaurants.A}?table=%C3%96zel`);
    expect([menu.statusCode, menu.headers.location]).toEqual([302, 'https://evil.example/login']);
    const list = await t.request({
      method: 'GET',
      url: `/api/menuqrcodes/${id}`,
      headers: { host: PORTAL },
      token: await t.login('adminA'),
    });
    expect(list.json().scanUrl).toBe(`https://${MENU}/api/menu/${t.restaurants.A}?table=%C3%96zel`);
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
