import { complianceOf } from '../../src/compliance/service';
import { count, eq, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { bootstrapData, DEMO_VISITS } from '../../src/seed/bootstrap';
import { createPasswordHasher } from '../../src/auth/password';
import { TEST_SCRYPT } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('first-start data', () => {
  let app: TestApp;
  const passwords = createPasswordHasher(TEST_SCRYPT);
  beforeAll(async () => {
    app = await createTestApp();
    // The cluster jobs (IP retention, partitions, throttle clean-up) start with the app and touch the visit
    // tables; a TRUNCATE ... CASCADE racing them deadlocks on PostgreSQL (it did in CI). Stop them first.
    await app.app.jobs.stop();
    // Start from an empty database: the bootstrap only seeds when there are no users.
    await app.db.execute(sql`truncate users, restaurants restart identity cascade`);
  });
  afterAll(async () => {
    await app?.close();
  });

  const login = (username: string, password: string) =>
    app.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('creates the SuperAdmin and the Turkish demo data once, and the printed passwords work', async () => {
    const result = await bootstrapData(app.db, { superAdminUsername: 'superadmin', demoData: true, passwords });
    expect(result.superAdmin).toMatchObject({
      username: 'superadmin',
      created: true,
      password: expect.stringMatching(/^.{16}$/),
    });
    expect(result.demo).toEqual({
      users: ['demo-admin', 'demo-manager', 'demo-admin-2', 'demo-garson'],
      password: expect.stringMatching(/^.{16}$/),
    });

    const superLogin = await login('superadmin', result.superAdmin.password!);
    expect(superLogin.statusCode).toBe(200);
    expect(superLogin.json().user).toMatchObject({ role: 3, restaurantId: null });
    const admin = await login('demo-admin', result.demo!.password!);
    expect(admin.json().user).toMatchObject({ role: 1 });
    expect((await login('demo-manager', result.demo!.password!)).json().user.role).toBe(2);

    const restaurants = await app.db.select().from(t.restaurants);
    expect(restaurants.map((r) => r.name)).toEqual(['Lezzet Durağı', 'Ege Sofrası']);
    const first = restaurants[0].id;
    const [{ n: categoryCount }] = await app.db
      .select({ n: count() })
      .from(t.categories)
      .where(eq(t.categories.restaurantId, first));
    const firstProducts = await app.db.select().from(t.products).where(eq(t.products.restaurantId, first));
    expect(categoryCount).toBeGreaterThanOrEqual(5);
    expect(firstProducts.length).toBeGreaterThanOrEqual(20);
    expect(firstProducts.some((p) => p.discountedPrice !== null)).toBe(true);
    expect(firstProducts.some((p) => p.isVegetarian)).toBe(true);
    expect(firstProducts.some((p) => p.isSpicy && p.spicyLevel > 0)).toBe(true);
    expect((await app.db.select().from(t.productVariants)).length).toBeGreaterThan(0);
    expect((await app.db.select().from(t.productAddons)).map((a) => a.name)).toEqual(
      expect.arrayContaining(['Ekstra Peynir', 'Acı Sos']),
    );
    const hours = await app.db.select().from(t.restaurantHours).where(eq(t.restaurantHours.restaurantId, first));
    expect(hours).toHaveLength(7);
    expect(hours.find((h) => h.dayOfWeek === 0)!.openTime).not.toBe(hours.find((h) => h.dayOfWeek === 1)!.openTime);
    const [special] = await app.db.select().from(t.specialDays);
    expect(new Date(special.date).getTime()).toBeGreaterThan(Date.now());
    expect((await app.db.select().from(t.translations)).some((tr) => tr.languageCode === 'en')).toBe(true);
    const qr = await app.db.select().from(t.menuQrCodes).where(eq(t.menuQrCodes.restaurantId, first));
    expect(qr.map((q) => q.tableNumber).sort((a, b) => Number(a) - Number(b))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(qr.every((q) => q.qrCodeUrl === null)).toBe(true);
    // A month of visits, so the report is alive on a first start.
    const visits = await app.db
      .select({ at: t.menuAccessLogs.accessDate, restaurantId: t.menuAccessLogs.restaurantId })
      .from(t.menuAccessLogs);
    expect(visits).toHaveLength(DEMO_VISITS);
    expect(
      visits.every(
        (v) =>
          v.restaurantId === first && v.at.getTime() <= Date.now() && v.at.getTime() > Date.now() - 31 * 86_400_000,
      ),
    ).toBe(true);
    // The price-label rules: no charge names, grams where named, every discount with its 30-day reference.
    for (const restaurant of restaurants) {
      const compliance = await complianceOf(app.db, restaurant.id);
      expect(compliance.rules.filter((r) => r.rule !== 'printedList' && r.rule !== 'notPrinted' && !r.passed)).toEqual(
        [],
      );
    }
  });

  it('does not seed again on the next start, and prints no password', async () => {
    const before = (await app.db.select().from(t.products)).length;
    const again = await bootstrapData(app.db, { superAdminUsername: 'superadmin', demoData: true, passwords });
    expect(again).toEqual({ superAdmin: { username: 'superadmin', password: null, created: false }, demo: null });
    expect((await app.db.select().from(t.products)).length).toBe(before);
  });

  it('ensures a SuperAdmin with a new SUPERADMIN_USERNAME, using SUPERADMIN_PASSWORD without printing it', async () => {
    const result = await bootstrapData(app.db, {
      superAdminUsername: 'patron',
      superAdminPassword: 'Cok-Gizli-123',
      demoData: true,
      passwords,
    });
    expect(result.superAdmin).toEqual({ username: 'patron', password: null, created: true });
    expect(result.demo).toBeNull();
    expect((await login('patron', 'Cok-Gizli-123')).statusCode).toBe(200);
  });
});
