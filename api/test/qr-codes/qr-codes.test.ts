import { eq } from 'drizzle-orm';
import { menuAccessLogs, menuQrCodes } from '../../src/db/schema';
import { useTestApp, createTestApp, type TestApp } from '../helpers/test-app';

const MENU = 'https://menu.example.com';
const API = 'https://api.example.com';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('menu QR codes', () => {
  const t = useTestApp({ env: { MENU_PUBLIC_URL: MENU, API_PUBLIC_URL: API } });
  let superToken: string;
  let adminA: string;
  let adminB: string;
  beforeAll(async () => {
    [superToken, adminA, adminB] = await Promise.all([t.login('superAdmin'), t.login('adminA'), t.login('adminB')]);
  });

  async function create(token: string, body: Record<string, unknown>) {
    return t.request({ method: 'POST', url: '/api/menuqrcodes', token, payload: body });
  }
  /** A code of restaurant A created by its Admin. */
  const createForA = (tableNumber: string, extra: Record<string, unknown> = {}) =>
    create(adminA, { restaurantId: t.restaurants.A, tableNumber, ...extra });
  async function qrRow(id: number) {
    const [row] = await t.db.select().from(menuQrCodes).where(eq(menuQrCodes.id, id));
    return row;
  }

  describe('create, read, update, delete', () => {
    it('creates a code with the automatic scan URL when no URL is given', async () => {
      const res = await createForA('VIP-1', { qrCodeUrl: '', isActive: true });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        qrCodeId: body.id,
        restaurantId: t.restaurants.A,
        tableNumber: 'VIP-1',
        qrCodeUrl: null,
        isActive: true,
        accessCount: 0,
        lastAccessedDate: null,
      });
      expect(body.scanUrl).toBe(`${API}/api/menu/${t.restaurants.A}?table=VIP-1`);
    });

    it('keeps a custom URL but encodes the scan address, which leads there while the code is active', async () => {
      const res = await createForA('Bahçe 2', { qrCodeUrl: 'https://lezzet.example.com/menu' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        qrCodeUrl: 'https://lezzet.example.com/menu',
        scanUrl: `${API}/api/menu/${t.restaurants.A}?table=Bah%C3%A7e%202`,
        needsReprint: false,
      });
    });

    it('refuses a custom URL that is not http(s), and a missing table number, with Turkish messages', async () => {
      const badUrl = await createForA('9', { qrCodeUrl: 'javascript:alert(1)' });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().errors.qrCodeUrl).toEqual(['Geçerli bir URL girin (http:// veya https://)']);
      const noTable = await createForA('  ');
      expect(noTable.statusCode).toBe(400);
      expect(noTable.json().errors.tableNumber[0]).toBe('Masa numarası zorunludur');
    });

    it('answers 409 with a Turkish message for a table that already has a code in that restaurant', async () => {
      await createForA('T-409');
      const again = await createForA('T-409');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Bu restoranda "T-409" masası için zaten bir QR kod var');
      // The same table number in another restaurant is fine.
      expect((await create(adminB, { restaurantId: t.restaurants.B, tableNumber: 'T-409' })).statusCode).toBe(201);
    });

    it('forbids creating into another restaurant and hides its codes', async () => {
      expect((await create(adminA, { restaurantId: t.restaurants.B, tableNumber: 'X1' })).statusCode).toBe(403);
      const b = (await create(adminB, { restaurantId: t.restaurants.B, tableNumber: 'B-secret' })).json();
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { restaurantId: t.restaurants.B, tableNumber: 'B-secret' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await t.request({ method, url: `/api/menuqrcodes/${b.id}`, token: adminA, payload });
        expect(res.statusCode).toBe(404);
      }
      const listA = (await t.request({ method: 'GET', url: '/api/menuqrcodes', token: adminA })).json() as Array<{
        restaurantId: number;
      }>;
      expect(listA.length).toBeGreaterThan(0);
      expect(listA.every((q) => q.restaurantId === t.restaurants.A)).toBe(true);
      const all = (await t.request({ method: 'GET', url: '/api/MenuQrCodes', token: superToken })).json() as Array<{
        restaurantId: number;
      }>;
      expect(new Set(all.map((q) => q.restaurantId))).toEqual(new Set([t.restaurants.A, t.restaurants.B]));
    });

    it('needs a token and manage_own_restaurant', async () => {
      expect((await t.request({ method: 'GET', url: '/api/menuqrcodes' })).statusCode).toBe(401);
      const manager = await t.login('managerA');
      expect((await t.request({ method: 'GET', url: '/api/menuqrcodes', token: manager })).statusCode).toBe(403);
      expect((await create(manager, { restaurantId: t.restaurants.A, tableNumber: 'M1' })).statusCode).toBe(403);
    });

    it('updates the fields but never the counters sent by the client', async () => {
      const qr = (await createForA('U1')).json();
      const res = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: {
          restaurantId: t.restaurants.A,
          tableNumber: 'U1b',
          qrCodeUrl: '',
          qrCodeImage: null,
          isActive: false,
          accessCount: 999,
          lastAccessedDate: '2020-01-01T00:00:00Z',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ tableNumber: 'U1b', isActive: false, accessCount: 0, lastAccessedDate: null });
    });

    it('asks for a new print when a code moves to another table, until staff confirm it was printed again', async () => {
      const qr = (await createForA('R1')).json();
      expect(qr.needsReprint).toBe(false);
      const body = { restaurantId: t.restaurants.A, tableNumber: 'R1', qrCodeUrl: '', isActive: true };
      const same = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: { ...body, isActive: false },
      });
      expect(same.json().needsReprint).toBe(false);
      const moved = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: { ...body, tableNumber: 'R1-yeni' },
      });
      expect(moved.json()).toMatchObject({ tableNumber: 'R1-yeni', needsReprint: true });
      const edited = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: { ...body, tableNumber: 'R1-yeni' },
      });
      expect(edited.json().needsReprint).toBe(true);
      const printed = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: { ...body, tableNumber: 'R1-yeni', reprinted: true },
      });
      expect(printed.json().needsReprint).toBe(false);
      expect((await qrRow(qr.id)).needsReprint).toBe(false);
    });

    it('answers 409 when an edit takes a table number already used', async () => {
      const first = (await createForA('E1')).json();
      await createForA('E2');
      const res = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${first.id}`,
        token: adminA,
        payload: { restaurantId: t.restaurants.A, tableNumber: 'E2' },
      });
      expect(res.statusCode).toBe(409);
      expect((await qrRow(first.id)).tableNumber).toBe('E1');
    });

    it('deletes a code and keeps its visit history', async () => {
      const qr = (await createForA('D1')).json();
      const visit = await t.request({ method: 'POST', url: `/api/menuqrcodes/${qr.id}/access` });
      expect(visit.statusCode).toBe(201);
      const res = await t.request({ method: 'DELETE', url: `/api/menuqrcodes/${qr.id}`, token: adminA });
      expect(res.statusCode).toBe(204);
      expect((await t.request({ method: 'GET', url: `/api/menuqrcodes/${qr.id}`, token: adminA })).statusCode).toBe(
        404,
      );
      const [log] = await t.db.select().from(menuAccessLogs).where(eq(menuAccessLogs.id, visit.json().logId));
      expect(log).toMatchObject({ restaurantId: t.restaurants.A, qrCodeId: null });
    });
  });

  describe('bulk create', () => {
    const bulk = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/menuqrcodes/bulk', token, payload });

    it('creates the missing tables in one call and reports those that already existed', async () => {
      const first = await bulk(adminB, { restaurantId: t.restaurants.B, start: 1, end: 5 });
      expect(first.statusCode).toBe(201);
      expect(first.json().created.map((q: { tableNumber: string }) => q.tableNumber)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
      expect(first.json().existing).toEqual([]);
      const second = await bulk(adminB, { restaurantId: t.restaurants.B, start: '3', end: '7' });
      expect(second.statusCode).toBe(201);
      expect(second.json().created.map((q: { tableNumber: string }) => q.tableNumber)).toEqual(['6', '7']);
      expect(second.json().existing).toEqual(['3', '4', '5']);
      expect(second.json().created[0].scanUrl).toBe(`${API}/api/menu/${t.restaurants.B}?table=6`);
    });

    it('refuses a start after the end, and another restaurant', async () => {
      const reversed = await bulk(adminB, { restaurantId: t.restaurants.B, start: 9, end: 2 });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().errors.end).toEqual(['Başlangıç numarası bitiş numarasından büyük olamaz']);
      const other = await bulk(adminB, { restaurantId: t.restaurants.A, start: 1, end: 2 });
      expect(other.statusCode).toBe(403);
      const missing = await bulk(superToken, { restaurantId: 999999, start: 1, end: 2 });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('public list', () => {
    it('gives the menu only id, table and status of an active restaurant', async () => {
      const res = await t.request({ method: 'GET', url: `/api/menuqrcodes/restaurant/${t.restaurants.B}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toEqual({
        id: expect.any(Number),
        tableNumber: expect.any(String),
        isActive: expect.any(Boolean),
      });
    });
  });

  describe('scan redirect', () => {
    let active: { id: number };
    let inactive: { id: number };
    beforeAll(async () => {
      active = (await createForA('S 1')).json();
      inactive = (await createForA('S2', { isActive: false })).json();
    });

    it('redirects an active code to the configured menu with the table and the code', async () => {
      const res = await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=S%201` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${MENU}/menu/${t.restaurants.A}?table=S+1&qr=${active.id}`);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('shows a Turkish page and does not redirect for an inactive code', async () => {
      const res = await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=S2` });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Bu QR kod şu anda aktif değil');
      expect(inactive.id).toBeGreaterThan(0);
    });

    it("tells a diner scanning any table of an unpublished restaurant that the restaurant's menu is not available now, not that the code is off", async () => {
      await t.db.insert(menuQrCodes).values({ restaurantId: t.restaurants.inactive, tableNumber: 'K1' });
      for (const url of [`/api/menu/${t.restaurants.inactive}?table=K1`, `/api/menu/${t.restaurants.inactive}`]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('Bu restoranın menüsü şu anda yayında değil');
        expect(res.body).not.toContain('QR kod');
        expect(res.body).not.toContain('masanın');
      }
    });

    it('shows a Turkish 404 page for an unknown table or restaurant', async () => {
      for (const url of [
        `/api/menu/${t.restaurants.A}?table=YOK`,
        '/api/menu/999999?table=1',
        '/api/menu/abc?table=1',
      ]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('QR kod bulunamadı');
      }
    });

    it('never redirects anywhere but the configured menu origin', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/menu/${t.restaurants.A}?table=S%201&next=https://evil.example.com`,
      });
      expect(new URL(res.headers.location as string).origin).toBe(MENU);
    });

    it('sends an active custom-URL code to its URL (counting the visit) and shows the inactive page once it is deactivated', async () => {
      const qr = (await createForA('Özel 1', { qrCodeUrl: 'https://lezzet.example.com/kampanya?x=1' })).json();
      const url = new URL(qr.scanUrl).pathname + new URL(qr.scanUrl).search;
      const before = (await qrRow(qr.id)).accessCount;
      const scan = await t.request({ method: 'GET', url, headers: { 'user-agent': IPHONE } });
      // Another site: not a redirect from this host, a page naming where the code leads, with one button.
      expect(scan.statusCode).toBe(200);
      expect(scan.headers.location).toBeUndefined();
      expect(scan.body).toContain('Bu QR kod sizi başka bir siteye götürüyor');
      expect(scan.body).toContain('<strong>lezzet.example.com</strong>');
      expect(scan.body).toContain(
        '<a class="go" href="https://lezzet.example.com/kampanya?x=1" rel="noopener noreferrer">lezzet.example.com adresine devam et</a>',
      );
      for (let i = 0; i < 50 && (await qrRow(qr.id)).accessCount === before; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect((await qrRow(qr.id)).accessCount).toBe(before + 1);
      // An address on the server's own origins (the menu's, the API's) is still a direct redirect.
      for (const own of [`${MENU}/menu/${t.restaurants.A}?table=VIP`, `${API}/menu/${t.restaurants.A}`]) {
        const onSite = (
          await create(adminA, { restaurantId: t.restaurants.A, tableNumber: `Özel ${own.length}`, qrCodeUrl: own })
        ).json();
        const res = await t.request({
          method: 'GET',
          url: new URL(onSite.scanUrl).pathname + new URL(onSite.scanUrl).search,
        });
        expect([res.statusCode, res.headers.location]).toEqual([302, own]);
      }

      const off = await t.request({
        method: 'PUT',
        url: `/api/menuqrcodes/${qr.id}`,
        token: adminA,
        payload: {
          restaurantId: t.restaurants.A,
          tableNumber: 'Özel 1',
          qrCodeUrl: 'https://lezzet.example.com/kampanya?x=1',
          isActive: false,
        },
      });
      expect(off.statusCode).toBe(200);
      const inactiveScan = await t.request({ method: 'GET', url });
      expect(inactiveScan.statusCode).toBe(200);
      expect(inactiveScan.headers.location).toBeUndefined();
      expect(inactiveScan.body).toContain('Bu QR kod şu anda aktif değil');
    });

    it('accepts real table names and round-trips them through the scan address', async () => {
      for (const tableNumber of ['B.1', '1/A', 'Bahçe 3', 'Teras #2', 'İç salon ğüşıöç', 'Masa+1 & 2?']) {
        const res = await createForA(tableNumber);
        expect(res.statusCode).toBe(201);
        expect(res.json().tableNumber).toBe(tableNumber);
        const scanUrl = new URL(res.json().scanUrl);
        expect(scanUrl.searchParams.get('table')).toBe(tableNumber);
        const scan = await t.request({ method: 'GET', url: scanUrl.pathname + scanUrl.search });
        expect(scan.statusCode).toBe(302);
        const menu = new URL(scan.headers.location as string);
        expect(menu.searchParams.get('table')).toBe(tableNumber);
        expect(menu.searchParams.get('qr')).toBe(String(res.json().id));
      }
    });

    it('refuses table names with control or invisible characters and over 40 characters, with Turkish messages', async () => {
      for (const tableNumber of ['A\u0000', 'Masa\n2', 'Masa\u200b3', '\ud800', 'x'.repeat(41)]) {
        const res = await createForA(tableNumber);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.tableNumber[0]).toMatch(
          /Masa numarası görünmeyen veya kontrol karakterleri içeremez|En fazla 40 karakter|Metin kaydedilemeyen bir karakter içeriyor/,
        );
      }
      expect((await createForA('x'.repeat(40))).statusCode).toBe(201);
    });

    it('treats a code of an inactive restaurant as inactive', async () => {
      const qr = (await create(superToken, { restaurantId: t.restaurants.inactive, tableNumber: '1' })).json();
      const res = await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.inactive}?table=1` });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect((await t.request({ method: 'POST', url: `/api/menuqrcodes/${qr.id}/access` })).statusCode).toBe(404);
    });
  });

  describe('visit logging', () => {
    it('records the visit, counts it and sets the last access in the same call', async () => {
      const qr = (await createForA('V1')).json();
      const before = Date.now();
      const res = await t.request({
        method: 'POST',
        url: `/api/menuqrcodes/${qr.id}/access`,
        headers: { 'user-agent': IPHONE },
      });
      expect(res.statusCode).toBe(201);
      const { logId } = res.json();
      expect(logId).toEqual(expect.any(Number));
      const row = await qrRow(qr.id);
      expect(row.accessCount).toBe(1);
      expect(row.lastAccessedDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [log] = await t.db.select().from(menuAccessLogs).where(eq(menuAccessLogs.id, logId));
      expect(log).toMatchObject({
        restaurantId: t.restaurants.A,
        qrCodeId: qr.id,
        deviceType: 'mobile',
        userAgent: IPHONE,
        ipAddress: '127.0.0.1',
        sessionDuration: 0,
      });
    });

    it('accepts an empty JSON body, a text body or none, and tells device types apart', async () => {
      const qr = (await createForA('V2')).json();
      const url = `/api/menuqrcodes/${qr.id}/access`;
      const calls = [
        {
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
          },
          payload: '',
        },
        {
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent':
              'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
          },
          payload: 'x',
        },
        { headers: {} },
      ];
      const ids: number[] = [];
      for (const call of calls) {
        const res = await t.request({ method: 'POST', url, ...call });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().logId);
      }
      const logs = await Promise.all(
        ids.map(async (id) => (await t.db.select().from(menuAccessLogs).where(eq(menuAccessLogs.id, id)))[0]),
      );
      expect(logs.map((l) => l.deviceType)).toEqual(['tablet', 'desktop', 'other']);
      expect((await qrRow(qr.id)).accessCount).toBe(3);
    });

    it('answers 404 for an inactive or unknown code and counts nothing', async () => {
      const qr = (await createForA('V3', { isActive: false })).json();
      expect((await t.request({ method: 'POST', url: `/api/menuqrcodes/${qr.id}/access` })).statusCode).toBe(404);
      expect((await qrRow(qr.id)).accessCount).toBe(0);
      expect((await t.request({ method: 'POST', url: '/api/menuqrcodes/999999/access' })).statusCode).toBe(404);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const qr = (await createForA('V4')).json();
      const res = await t.request({
        method: 'POST',
        url: `/api/menuqrcodes/${qr.id}/access`,
        headers: { 'x-forwarded-for': '85.10.20.30' },
      });
      const [log] = await t.db.select().from(menuAccessLogs).where(eq(menuAccessLogs.id, res.json().logId));
      expect(log.ipAddress).toBe('127.0.0.1');
    });
  });
});

describe('menu QR codes behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Injected requests come from 127.0.0.1: the proxy.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new QR code of restaurant A for `table`. */
  const newQr = async (table: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/menuqrcodes',
        token: await t.login('adminA'),
        payload: { restaurantId: t.restaurants.A, tableNumber: table },
      })
    ).json();
  /** A scan of `qrId` forwarded for `address`: its status and the address the access log stored. */
  const scanFrom = async (qrId: number, address: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/menuqrcodes/${qrId}/access`,
      headers: { 'x-forwarded-for': address },
    });
    const [log] = await t.db.select().from(menuAccessLogs).where(eq(menuAccessLogs.id, res.json().logId));
    return { status: res.statusCode, stored: log.ipAddress };
  };

  it('records the client address the proxy reports', async () => {
    const qr = await newQr('1');
    expect(await scanFrom(qr.id, '85.10.20.30')).toEqual({ status: 201, stored: '85.10.20.30' });
  });

  it("never stores a forwarded value that is not an IP address: the proxy's own address stands in", async () => {
    const qr = await newQr('2');
    const forged = ['abc:::', "1.2.3.4'; --", 'localhost', '85.10.20.30:8080', '<script>', 'x'.repeat(300)];
    for (const value of forged) expect(await scanFrom(qr.id, value)).toEqual({ status: 201, stored: '127.0.0.1' });
    // An IPv4 address written as IPv6 is stored as IPv4.
    expect((await scanFrom(qr.id, '::ffff:85.10.20.31')).stored).toBe('85.10.20.31');
  });

  it('counts forged sign-in addresses in one bucket, so rotating them does not escape the address limit', async () => {
    /** A sign-in with a wrong password, forwarded for `address`. */
    const failedSignIn = (username: string, address: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'yanlis-sifre' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 30; i++) await failedSignIn(`yok-${i}`, `sahte-${i}`);
    expect((await failedSignIn('admin-a', 'baska-sahte')).statusCode).toBe(429);
    // A real client behind the proxy is not affected.
    expect((await failedSignIn('admin-a', '85.10.20.40')).statusCode).toBe(401);
  });
});
