// The live menu: a diner's page hears its menu's changes (a sold-out, a price) as text/event-stream with ids
// that replay after Last-Event-ID, its visit's own calls with a valid visit token only, a heartbeat and the
// headers proxies need; one client address holds a bounded number of streams; a timed sold-out ends by itself
// on the menu and on its cached answer.
import { eq } from 'drizzle-orm';
import { categories, menuQrCodes, products } from '../../src/db/schema';
import { openEventStream, type OpenStream } from '../helpers/event-stream';
import { useTestApp, createTestApp, type TestApp } from '../helpers/test-app';

let fakeNow = Date.parse('2026-11-20T10:00:00Z');

describe('live menu stream', () => {
  let t: TestApp;
  let admin: string;
  let base: string;
  let category: number;
  const opened: OpenStream[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { LIVE_STREAMS_PER_ADDRESS: '3' },
      overrides: { liveHeartbeatMs: 150 },
    });
    admin = await t.login('adminA');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [{ id: category }] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.A, name: 'Canlı Çorbalar' })
      .returning();
  });
  afterEach(() => {
    for (const s of opened.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  let n = 0;
  async function product(name = `Çorba ${++n}`) {
    const [row] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId: category, name, price: '85.00', preparationTime: 0 })
      .returning();
    return row;
  }
  async function open(path = `/api/public/menu/${t.restaurants.A}/live`, headers: Record<string, string> = {}) {
    const stream = await openEventStream(`${base}${path}`, headers);
    opened.push(stream);
    return stream;
  }
  const soldOut = (productIds: number[], until: string) =>
    t.request({ method: 'POST', url: '/api/products/sold-out', token: admin, payload: { productIds, until } });
  const menuEvent = (e: { event: string | null }) => e.event === 'menu';

  it('tells an open page that a product sold out: an event with an id, what changed and the new version', async () => {
    const soup = await product();
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const res = await soldOut([soup.id], 'manual');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ isAvailable: false, soldOutUntil: null });
    const event = await stream.next(menuEvent);
    expect(Number(event.id)).toBeGreaterThan(0);
    const data = JSON.parse(event.data);
    expect(data.changed).toEqual(['products']);
    expect(data.version).toBeGreaterThan(0);
    // Names what changed, never a record.
    expect(event.data).not.toContain(soup.name);
    const menu = (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();
    expect(menu.products.find((p: { id: number }) => p.id === soup.id).isAvailable).toBe(false);
  });

  it('sends a heartbeat comment and ends a stream of a restaurant that is not published with a 404', async () => {
    const stream = await open();
    await stream.next(() => false, 400).catch(() => undefined);
    expect(stream.text()).toContain(': heartbeat');
    const missing = await open(`/api/public/menu/${t.restaurants.inactive}/live`);
    expect(missing.status).toBe(404);
  });

  it('replays what a reconnect missed after Last-Event-ID, with the id it had when first sent', async () => {
    const soup = await product();
    const live = await open();
    const before = await open();
    await soldOut([soup.id], 'hour');
    const first = await live.next(menuEvent);
    live.close();
    before.close();
    await t.request({
      method: 'PUT',
      url: `/api/products/${soup.id}`,
      token: admin,
      payload: { restaurantId: t.restaurants.A, categoryId: category, name: soup.name, price: 99 },
    });
    const sent = await (await open()).next(() => false, 300).catch(() => undefined);
    expect(sent).toBeUndefined();
    const resumed = await open(undefined, { 'last-event-id': first.id! });
    const missed = await resumed.next(menuEvent);
    expect(Number(missed.id)).toBeGreaterThan(Number(first.id));
    // A second page that resumes from the same point is told the same event under the same id.
    const again = await open(undefined, { 'last-event-id': first.id! });
    expect((await again.next(menuEvent)).id).toBe(missed.id);
  });

  it("adds the visit's own calls with a valid visit token only, and only its table's", async () => {
    const [qr] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'L1' })
      .returning();
    const [other] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'L2' })
      .returning();
    const visitOf = async (id: number) =>
      (await t.request({ method: 'POST', url: `/api/menuqrcodes/${id}/access` })).json() as {
        logId: number;
        token: string;
      };
    const v = await visitOf(qr.id);
    const w = await visitOf(other.id);
    const path = `/api/public/menu/${t.restaurants.A}/live`;
    const refused = await open(`${path}?logId=${v.logId}&token=wrong`);
    expect(refused.status).toBe(403);
    refused.close();
    const stream = await open(`${path}?logId=${v.logId}&token=${encodeURIComponent(v.token)}`);
    expect(stream.status).toBe(200);
    await t.request({ method: 'POST', url: `/api/public/tables/${other.id}/calls`, payload: { kind: 'bill', ...w } });
    const created = await t.request({
      method: 'POST',
      url: `/api/public/tables/${qr.id}/calls`,
      payload: { kind: 'waiter', ...v },
    });
    const event = await stream.next((e) => e.event === 'call');
    expect(JSON.parse(event.data)).toEqual({
      callId: created.json().callId,
      qrCodeId: qr.id,
      tableNumber: 'L1',
      kind: 'waiter',
      status: 'open',
      createdAt: expect.any(String),
    });
    expect(stream.events.filter((e) => e.event === 'call')).toHaveLength(1);
  });

  it('holds at most LIVE_STREAMS_PER_ADDRESS open streams per client address (429 in Turkish beyond)', async () => {
    const streams = [await open(), await open(), await open()];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${base}/api/public/menu/${t.restaurants.A}/live`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/canlı menü bağlantısı sınırına/);
    streams[0].close();
    let reopened = 0;
    for (let i = 0; i < 50 && reopened !== 200; i++) {
      const s = await open();
      reopened = s.status;
      if (reopened !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(reopened).toBe(200);
  });
});

describe('timed sold-out', () => {
  const t = useTestApp({ overrides: { now: () => new Date(fakeNow) } });

  it('comes back by itself at its time, on the menu and on the cached answer, with no write', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.A, name: 'Tatlılar' })
      .returning();
    const [baklava] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId: category.id, name: 'Baklava', price: '120.00' })
      .returning();
    const until = new Date(fakeNow + 3_600_000).toISOString();
    const token = await t.login('adminA');
    const saved = await t.request({
      method: 'PUT',
      url: `/api/products/${baklava.id}`,
      token,
      payload: {
        restaurantId: t.restaurants.A,
        categoryId: category.id,
        name: 'Baklava',
        price: 120,
        soldOutUntil: until,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isAvailable: true, soldOutUntil: until });
    const read = async () => {
      const res = await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` });
      return { etag: res.headers.etag, product: res.json().products.find((p: { id: number }) => p.id === baklava.id) };
    };
    const during = await read();
    expect(during.product).toMatchObject({ isAvailable: false, soldOutUntil: until });
    t.app.publicMenu.resetStats();
    fakeNow += 30 * 60_000;
    expect((await read()).product.isAvailable).toBe(false);
    fakeNow += 31 * 60_000;
    const after = await read();
    expect(after.product).toMatchObject({ isAvailable: true, soldOutUntil: null });
    expect(after.etag).not.toBe(during.etag);
    // Rebuilt from the cached records at the boundary: no database read.
    expect(t.app.publicMenu.stats().loads).toBe(0);
    const [row] = await t.db.select().from(products).where(eq(products.id, baklava.id));
    expect(row.soldOutUntil?.toISOString()).toBe(until);
  });
});
