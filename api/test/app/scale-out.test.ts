// Two API instances in one process on one real PostgreSQL database behave as one server: a write through
// either is served by the other (announced with NOTIFY; the version check is switched off here so only the
// announcement can deliver it), a listening connection that is cut and restored still converges, the sign-in
// throttle counts across both, a background job runs once for both, and a diner's call reaches staff streams
// on the other instance; a diner's menu stream hears a sold-out made on the other instance, and a page that
// reconnects to the other instance with Last-Event-ID gets what it missed under the same id.
import { sql } from 'drizzle-orm';
import { categories, clusterJobs, menuQrCodes, products } from '../../src/db/schema';
import type { ClusterJob } from '../../src/jobs/cluster-jobs';
import { testBackend } from '../helpers/database';
import { FIXTURE_PASSWORD } from '../helpers/fixtures';
import { png, uploadImage } from '../helpers/images';
import { NO_VERSION_CHECK, secondInstance } from '../helpers/second-instance';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openEventStream } from '../helpers/event-stream';

const onPostgres = testBackend() === 'postgres';
if (!onPostgres) console.log('scale-out tests run in the api-pg project (PGlite is one process)');

const until = async (what: string, ok: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
};

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { menuVersionCheckMs: NO_VERSION_CHECK } });
    other = await secondInstance(t, { listenerName: 'qr-menu-test-b', backoffMs: 1500 });
    token = await t.login('adminA');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const nameOn = async (app: typeof t.app, restaurantId: number) =>
    (await app.inject({ method: 'GET', url: `/api/public/menu/${restaurantId}` })).json().restaurant.name as string;
  const rename = async (app: typeof t.app, restaurantId: number, name: string) => {
    const current = (
      await app.inject({
        method: 'GET',
        url: `/api/restaurants/${restaurantId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const { id: _id, restaurantId: _r, createdDate: _c, ...body } = current;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurantId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...body, name },
    });
    expect(res.statusCode).toBe(200);
  };

  it('serves a write made through the other instance, announced by NOTIFY', async () => {
    expect(await nameOn(other.app, t.restaurants.A)).toBe('Restoran A');
    expect(await nameOn(t.app, t.restaurants.A)).toBe('Restoran A');
    await rename(t.app, t.restaurants.A, 'Restoran A (1)');
    const ms = await until(
      'instance 2 serves the write of instance 1',
      async () => (await nameOn(other.app, t.restaurants.A)) === 'Restoran A (1)',
      5000,
    );
    await rename(other.app, t.restaurants.A, 'Restoran A (2)');
    const back = await until(
      'instance 1 serves the write of instance 2',
      async () => (await nameOn(t.app, t.restaurants.A)) === 'Restoran A (2)',
      5000,
    );
    expect(other.app.changes.stats()).toMatchObject({ transport: 'postgres', listening: true });
    expect(other.app.changes.stats().received).toBeGreaterThan(0);
    console.log(`write -> other instance: ${ms} ms and ${back} ms`);
  });

  it("streams a diner's call made through one instance to staff on the other, each instance reading it once", async () => {
    const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const garson = await t.login('garsonA');
    const streams = [
      await openEventStream(`${base}/api/service/events`, { authorization: `Bearer ${garson}` }),
      await openEventStream(`${base}/api/service/events`, { authorization: `Bearer ${garson}` }),
    ];
    const [qr] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'Ölçek' })
      .returning();
    const visit = (await t.request({ method: 'POST', url: `/api/menuqrcodes/${qr.id}/access` })).json();
    const readsBefore = other.app.tableService.hub.stats().reads;
    const created = await t.request({
      method: 'POST',
      url: `/api/public/tables/${qr.id}/calls`,
      payload: { kind: 'bill', ...visit },
    });
    expect(created.statusCode).toBe(201);
    for (const stream of streams) {
      const event = await stream.next((e) => JSON.parse(e.data).callId === created.json().callId, 1000);
      expect(event.event).toBe('call');
    }
    // Two streams on instance 2, one database read of the change there.
    expect(other.app.tableService.hub.stats().reads - readsBefore).toBe(1);
    for (const stream of streams) stream.close();
  });

  it('does not drop the other restaurants on the other instance', async () => {
    await nameOn(other.app, t.restaurants.A);
    await nameOn(other.app, t.restaurants.B);
    await rename(t.app, t.restaurants.A, 'Restoran A (3)');
    await until(
      'instance 2 serves the write',
      async () => (await nameOn(other.app, t.restaurants.A)) === 'Restoran A (3)',
      5000,
    );
    const loads = other.app.publicMenu.stats().loads;
    await nameOn(other.app, t.restaurants.B);
    expect(other.app.publicMenu.stats().loads).toBe(loads);
  });

  it('stops redirecting scans of a code deactivated through the other instance', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/menuqrcodes',
      headers: auth,
      payload: { restaurantId: t.restaurants.A, tableNumber: 'Ö1' },
    });
    expect(created.statusCode).toBe(201);
    const scan = () => other.app.inject({ method: 'GET', url: `/api/menu/${t.restaurants.A}?table=%C3%961` });
    expect((await scan()).statusCode).toBe(302);
    const code = created.json();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/menuqrcodes/${code.id}`,
      headers: auth,
      payload: { restaurantId: t.restaurants.A, tableNumber: 'Ö1', isActive: false },
    });
    expect(off.statusCode).toBe(200);
    // Well inside the lookup's 5 s safety-net lifetime: the announcement did it.
    await until('instance 2 stops redirecting', async () => (await scan()).statusCode === 200, 3000);
    expect((await scan()).body).toContain('Bu QR kod şu anda aktif değil');
  });

  it('sends a sold-out made on one instance to a menu stream on the other, and replays it there after Last-Event-ID', async () => {
    const [{ id: categoryId }] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.A, name: 'Ölçek Çorbaları' })
      .returning();
    const [soup] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId, name: 'Ölçek Çorbası', price: '85.00', preparationTime: 0 })
      .returning();
    // An instance another test already put on a port keeps it.
    const urlOf = async (app: typeof t.app) =>
      app.server.listening
        ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
        : app.listen({ port: 0, host: '127.0.0.1' });
    const baseA = await urlOf(t.app);
    const baseB = await urlOf(other.app);
    const path = `/api/public/menu/${t.restaurants.A}/live`;
    const soldOut = (until: string) =>
      t.request({ method: 'POST', url: '/api/products/sold-out', token, payload: { productIds: [soup.id], until } });
    const menuEvent = (e: { event: string | null }) => e.event === 'menu';

    const onB = await openEventStream(`${baseB}${path}`, {});
    const onA = await openEventStream(`${baseA}${path}`, {});
    expect((await soldOut('hour')).statusCode).toBe(200);
    const heardOnB = await onB.next(menuEvent, 5000);
    const heardOnA = await onA.next(menuEvent, 5000);
    // One event, one id, whichever instance sent it.
    expect(heardOnB.id).toBe(heardOnA.id);
    onB.close();

    // The page was on A, lost its connection, and the balancer sends it to B: what came meanwhile is replayed.
    onA.close();
    expect((await soldOut('available')).statusCode).toBe(200);
    const resumed = await openEventStream(`${baseB}${path}`, { 'last-event-id': heardOnA.id! });
    const missed = await resumed.next(menuEvent, 5000);
    expect(Number(missed.id)).toBeGreaterThan(Number(heardOnA.id));
    resumed.close();
    const again = await openEventStream(`${baseA}${path}`, { 'last-event-id': heardOnA.id! });
    expect((await again.next(menuEvent, 5000)).id).toBe(missed.id);
    again.close();
  });

  it('serves an image uploaded through the other instance (images live in the database)', async () => {
    const bytes = png(77);
    const up = await uploadImage(t, token, 'Lahmacun.png', bytes);
    expect(up.statusCode).toBe(201);
    const served = await other.app.inject({ method: 'GET', url: up.json().path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('stops serving a deleted image on both instances at once (the deletion is announced)', async () => {
    const bytes = png(78);
    const up = await uploadImage(t, token, 'Silinecek.png', bytes);
    expect(up.statusCode).toBe(201);
    const path = up.json().path as string;
    const statuses = async () => [
      (await t.app.inject({ method: 'GET', url: path })).statusCode,
      (await other.app.inject({ method: 'GET', url: path })).statusCode,
    ];
    // Served (and so cached) by both.
    expect(await statuses()).toEqual([200, 200]);
    expect(await statuses()).toEqual([200, 200]);
    // Nothing refers to it: the clean-up of instance 1 deletes it.
    const { keys } = await t.app.imageStorage.collect(0);
    expect(keys).toContain(path.replace('/uploads/menu/', ''));
    const ms = await until('both instances answer 404', async () => (await statuses()).every((s) => s === 404), 1000);
    console.log(`deleted image -> 404 on the other instance after ${ms} ms`);
  });

  it('converges after its listening connection is cut and restored (everything cached is dropped)', async () => {
    expect(await nameOn(other.app, t.restaurants.A)).toBe('Restoran A (3)');
    const flushes = other.app.publicMenu.stats().flushes;
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'qr-menu-test-b'`,
    );
    await until('the listener notices', async () => !other.app.changes.stats().listening, 5000);
    // Announced while instance 2 is not listening: lost for it.
    await rename(t.app, t.restaurants.A, 'Restoran A (4)');
    expect(await nameOn(other.app, t.restaurants.A)).toBe('Restoran A (3)');
    await until(
      'instance 2 serves the write after reconnecting',
      async () => (await nameOn(other.app, t.restaurants.A)) === 'Restoran A (4)',
      15_000,
    );
    expect(other.app.changes.stats()).toMatchObject({ listening: true, reconnects: 1 });
    expect(other.app.publicMenu.stats().flushes).toBeGreaterThan(flushes);
  });

  describe('sign-in throttle', () => {
    const attempt = (app: typeof t.app, username: string, ip: string, password = 'yanlis-sifre') =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username, password } });

    it('locks a user name after 10 failures spread over both instances', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await attempt(i % 2 ? other.app : t.app, 'manager-a', `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    });

    it('locks an address after 30 failures spread over both instances, for every user name', async () => {
      const ip = '198.51.100.77';
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await attempt(i % 2 ? other.app : t.app, `kimse-${i}`, ip)).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await attempt(t.app, 'admin-a', ip, FIXTURE_PASSWORD)).statusCode).toBe(429);
    });

    it('lets exactly the attempts within the limit through when they arrive together on both instances', async () => {
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) => attempt(i % 2 ? other.app : t.app, 'admin-b', `192.0.2.${i + 1}`)),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    });
  });

  describe('background jobs', () => {
    it('run once per period for the cluster, however many instances check', async () => {
      let runs = 0;
      const job: ClusterJob = {
        name: 'test-once',
        everyMs: 60_000,
        run: async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 100));
        },
      };
      const ran = await Promise.all([
        t.app.jobs.runIfDue(job),
        other.app.jobs.runIfDue(job),
        t.app.jobs.runIfDue(job),
        other.app.jobs.runIfDue(job),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
      // Later, within its period, no instance runs it again.
      expect(await other.app.jobs.runIfDue(job)).toBe(false);
      const [row] = await t.db
        .select()
        .from(clusterJobs)
        .where(sql`${clusterJobs.name} = 'test-once'`);
      expect(row).toMatchObject({ runs: 1, lastError: null });
    });

    it("ran the visit-log upkeep once for both instances' starts", async () => {
      const [row] = await t.db
        .select()
        .from(clusterJobs)
        .where(sql`${clusterJobs.name} = 'visit-log-upkeep'`);
      expect(row.runs).toBe(1);
    });

    it('never overlap: a lock held by one instance is refused to the other', async () => {
      let release!: () => void;
      const held = t.app.dbHandle.withLock('test-lock', () => new Promise<void>((r) => (release = r)));
      await new Promise((r) => setTimeout(r, 50));
      expect(await other.app.dbHandle.withLock('test-lock', async () => 'ran', { wait: false })).toEqual({
        acquired: false,
      });
      release();
      await held;
      expect(await other.app.dbHandle.withLock('test-lock', async () => 'ran', { wait: false })).toEqual({
        acquired: true,
        value: 'ran',
      });
    });
  });
});
