// The diner's visit path: every acknowledged visit is in the database (written in group commits), the
// per-address cap and its count in the report, the QR lookup cache following writes, and the diner's pages
// surviving a visit that cannot be recorded.
import { eq, inArray, sql } from 'drizzle-orm';
import { menuAccessLogs, menuQrCodes } from '../../src/db/schema';
import { createVisitCap } from '../../src/table-session/visit-cap';
import { createVisitTokenSigner } from '../../src/table-session/visit-token';
import { createQrLookup, type ScanTarget } from '../../src/table-session/qr-lookup';
import { useTestApp } from '../helpers/test-app';

describe('visit recording', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true', VISIT_CAP_PER_IP: '3' } });
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('adminA');
  });

  async function code(tableNumber: string, restaurant: 'A' | 'B' = 'A') {
    const [row] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants[restaurant], tableNumber })
      .returning();
    return row;
  }
  const visit = (qrCodeId: number, ip: string) =>
    t.request({
      method: 'POST',
      url: `/api/menuqrcodes/${qrCodeId}/access`,
      headers: {
        'x-forwarded-for': ip,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });

  it('answers every visit of a burst only once it is in the database, in fewer statements than visits', async () => {
    const qr = await code('Kalabalık');
    const before = t.app.visits.writer.counters;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => visit(qr.id, `85.100.${i >> 8}.${i & 255}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const ids = answers.map((a) => a.json().logId as number);
    expect(new Set(ids).size).toBe(150);
    const logs = await t.db
      .select({ id: menuAccessLogs.id, ip: menuAccessLogs.ipAddress, device: menuAccessLogs.deviceType })
      .from(menuAccessLogs)
      .where(inArray(menuAccessLogs.id, ids));
    expect(logs).toHaveLength(150);
    expect(logs.every((l) => l.device === 'mobile' && l.ip!.startsWith('85.100.'))).toBe(true);
    const [row] = await t.db.select().from(menuQrCodes).where(eq(menuQrCodes.id, qr.id));
    expect(row.accessCount).toBe(150);
    const after = t.app.visits.writer.counters;
    expect(after.visits - before.visits).toBe(150);
    expect(after.visitBatches - before.visitBatches).toBeLessThan(150);
  });

  it('records at most VISIT_CAP_PER_IP visits of one address per restaurant, answers the rest 429 and counts them in the report', async () => {
    const qrA = await code('Sınır A');
    const qrB = await code('Sınır B', 'B');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await visit(qrA.id, '78.160.5.5')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await visit(qrA.id, '78.160.5.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/çok fazla ziyaret/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, or the same address at another restaurant, is not held back.
    expect((await visit(qrA.id, '78.160.5.6')).statusCode).toBe(201);
    expect((await visit(qrB.id, '78.160.5.5')).statusCode).toBe(201);

    const [row] = await t.db.select().from(menuQrCodes).where(eq(menuQrCodes.id, qrA.id));
    expect(row.accessCount).toBe(4);
    await t.app.visits.writer.flush();
    const stats = (
      await t.request({ method: 'GET', url: `/api/MenuAccessLogs/stats?restaurantId=${t.restaurants.A}`, token: admin })
    ).json();
    expect(stats.refused).toBe(3);
    const superToken = await t.login('superAdmin');
    const statsB = (
      await t.request({
        method: 'GET',
        url: `/api/MenuAccessLogs/stats?restaurantId=${t.restaurants.B}`,
        token: superToken,
      })
    ).json();
    expect(statsB.refused).toBe(0);
  });

  it('redirects a scan from memory, and a deactivation through the API takes effect on the next scan', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/menuqrcodes',
        token: admin,
        payload: { restaurantId: t.restaurants.A, tableNumber: 'Önbellek' },
      })
    ).json();
    const scan = () =>
      t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=${encodeURIComponent('Önbellek')}` });
    expect((await scan()).statusCode).toBe(302);
    expect((await visit(created.id, '31.1.1.1')).statusCode).toBe(201);
    const off = await t.request({
      method: 'PUT',
      url: `/api/menuqrcodes/${created.id}`,
      token: admin,
      payload: { ...created, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await scan()).statusCode).toBe(200);
    expect((await visit(created.id, '31.1.1.2')).statusCode).toBe(404);
  });

  it('never records a visit of a code deactivated behind the cache, however fresh the cached answer', async () => {
    const qr = await code('Arka kapı');
    expect((await visit(qr.id, '31.2.2.1')).statusCode).toBe(201);
    // As another API instance would: straight in the database, so this instance's cache still says active.
    await t.db.update(menuQrCodes).set({ isActive: false }).where(eq(menuQrCodes.id, qr.id));
    expect((await visit(qr.id, '31.2.2.2')).statusCode).toBe(404);
    const [row] = await t.db.select().from(menuQrCodes).where(eq(menuQrCodes.id, qr.id));
    expect(row.accessCount).toBe(1);
  });

  it('keeps the menu and the scan working while visits cannot be recorded', async () => {
    const qr = await code('Arıza');
    await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=${encodeURIComponent('Arıza')}` });
    await t.db.execute(sql`alter table menu_access_logs rename to menu_access_logs_away`);
    try {
      const failed = await visit(qr.id, '31.3.3.1');
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toEqual(expect.any(String));
      expect(
        (await t.request({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=${encodeURIComponent('Arıza')}` }))
          .statusCode,
      ).toBe(302);
      expect((await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`alter table menu_access_logs_away rename to menu_access_logs`);
    }
    expect((await visit(qr.id, '31.3.3.2')).statusCode).toBe(201);
  });
});

describe('per-address visit cap', () => {
  it('allows the cap within a window, then again as the window slides on', () => {
    let now = 0;
    const cap = createVisitCap({ max: 2, windowMs: 1000, now: () => now });
    expect([cap.allow(1, 'a'), cap.allow(1, 'a'), cap.allow(1, 'a')]).toEqual([true, true, false]);
    expect(cap.allow(2, 'a')).toBe(true);
    now = 1500; // half of the last window is still in reach: 2 x 0.5 = 1 counted
    expect([cap.allow(1, 'a'), cap.allow(1, 'a')]).toEqual([true, false]);
    now = 5000;
    expect(cap.allow(1, 'a')).toBe(true);
  });

  it('is off at 0', () => {
    const cap = createVisitCap({ max: 0, windowMs: 1000 });
    expect(Array.from({ length: 100 }, () => cap.allow(1, 'a')).every(Boolean)).toBe(true);
  });
});

describe('visit token', () => {
  it("verifies its own visit's token, gives back the start, and refuses anything else", () => {
    const signer = createVisitTokenSigner('x'.repeat(48));
    const token = signer.sign(41, 1_767_225_600_123);
    expect(signer.verify(41, token)).toBe(1_767_225_600_123);
    expect(signer.verify(42, token)).toBeNull();
    expect(createVisitTokenSigner('y'.repeat(48)).verify(41, token)).toBeNull();
    const [at, mac] = token.split('.');
    expect(signer.verify(41, `${(parseInt(at, 36) + 1).toString(36)}.${mac}`)).toBeNull();
    for (const bad of [undefined, 42, '', 'abc', `${token}x`]) expect(signer.verify(41, bad)).toBeNull();
  });
});

describe('QR lookup cache', () => {
  it('loads once per key, follows a clear, and answers from a stale entry while the database is away', async () => {
    let now = 0;
    let loads = 0;
    let down = false;
    const target: ScanTarget = { qrCodeId: 7, restaurantId: 1, active: true };
    const lookup = createQrLookup(
      {
        byId: async () => undefined,
        byTable: async () => {
          loads += 1;
          if (down) throw new Error('bağlantı yok');
          return { ...target };
        },
        restaurant: async () => undefined,
      },
      { ttlMs: 1000, maxEntries: 10, now: () => now },
    );
    await Promise.all([lookup.scan(1, '7'), lookup.scan(1, '7'), lookup.scan(1, '7')]);
    expect(loads).toBe(1);
    lookup.clear();
    await lookup.scan(1, '7');
    expect(loads).toBe(2);
    now = 5000;
    down = true;
    await expect(lookup.scan(1, '7')).resolves.toEqual(target);
    await expect(lookup.scan(1, '8')).rejects.toThrow('bağlantı yok');
  });
});
