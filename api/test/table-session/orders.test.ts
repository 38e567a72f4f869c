// Orders from the table: the server prices every line from the menu (a tampered body changes nothing), every
// refusal stores nothing and answers in Turkish, a retried send with the same Idempotency-Key is the same
// order, two phones at one table send their own rounds, staff move orders on (scoped, audited, streamed) and
// close the table; on PostgreSQL an order sent through one instance reaches staff streams on another.
import { eq, sql } from 'drizzle-orm';
import {
  auditEvents,
  categories,
  menuQrCodes,
  productAddons,
  products,
  productVariants,
  restaurants,
  specialDays,
  tableOrders,
} from '../../src/db/schema';
import { createOrderRepository } from '../../src/table-session/orders-repository';
import { orderRetentionJob } from '../../src/table-session/plugin';
import { testBackend } from '../helpers/database';
import { openEventStream } from '../helpers/event-stream';
import { NO_VERSION_CHECK, secondInstance } from '../helpers/second-instance';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Menu {
  adana: number;
  large: number;
  small: number;
  ezme: number;
  cacik: number;
  soldOut: number;
  hidden: number;
  breakfast: number;
  foreign: number;
  foreignVariant: number;
  foreignAddon: number;
}

/** A small menu in restaurant A (and one product of B): prices chosen so every part of a line shows in its total. */
async function seedMenu(t: TestApp): Promise<Menu> {
  const A = t.restaurants.A;
  const hourNow = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const later = (h: number) => `${String((hourNow + h) % 24).padStart(2, '0')}:00`;
  // A window that starts two hours from now and ends an hour later (never around midnight: 21–23 stays in the day).
  const window = hourNow < 20 ? { from: later(2), to: later(3) } : { from: '06:00', to: '07:00' };
  const cats = await t.db
    .insert(categories)
    .values([
      { restaurantId: A, name: 'Sipariş Kebaplar' },
      { restaurantId: A, name: 'Sipariş Gizli', isActive: false },
      { restaurantId: A, name: 'Kahvaltı Siparişi', availability: [{ days: [1, 2, 3, 4, 5, 6, 7], ...window }] },
      { restaurantId: t.restaurants.B, name: 'B Kebaplar' },
    ])
    .returning();
  const [kebabs, hiddenCat, breakfastCat, bCat] = cats;
  const ps = await t.db
    .insert(products)
    .values([
      { restaurantId: A, categoryId: kebabs.id, name: 'Sipariş Adana', price: '300.00', discountedPrice: '270.00' },
      { restaurantId: A, categoryId: kebabs.id, name: 'Sipariş Tükenen', price: '100.00', isAvailable: false },
      { restaurantId: A, categoryId: hiddenCat.id, name: 'Sipariş Gizli Ürün', price: '100.00' },
      { restaurantId: A, categoryId: breakfastCat.id, name: 'Serpme Kahvaltı', price: '500.00' },
      { restaurantId: t.restaurants.B, categoryId: bCat.id, name: 'B Adana', price: '200.00' },
    ])
    .returning();
  const [adana, soldOut, hidden, breakfast, foreign] = ps;
  const vs = await t.db
    .insert(productVariants)
    .values([
      { productId: adana.id, name: 'Büyük', priceModifier: '50.00' },
      { productId: adana.id, name: 'Küçük', priceModifier: '-30.00', isActive: false },
      { productId: foreign.id, name: 'B Büyük', priceModifier: '10.00' },
    ])
    .returning();
  const as = await t.db
    .insert(productAddons)
    .values([
      { restaurantId: A, name: 'Ezme', price: '20.00' },
      { restaurantId: A, name: 'Cacık', price: '15.00', isActive: false },
      { restaurantId: t.restaurants.B, name: 'B Ezme', price: '5.00' },
    ])
    .returning();
  await t.db.update(restaurants).set({ acceptsOrders: true }).where(eq(restaurants.id, A));
  // Written past the API: the caches are told as a write through the API would tell them.
  await t.app.changes.publish([A, t.restaurants.B]);
  return {
    adana: adana.id,
    large: vs[0].id,
    small: vs[1].id,
    ezme: as[0].id,
    cacik: as[1].id,
    soldOut: soldOut.id,
    hidden: hidden.id,
    breakfast: breakfast.id,
    foreign: foreign.id,
    foreignVariant: vs[2].id,
    foreignAddon: as[2].id,
  };
}

type Visit = { logId: number; token: string };

function harness(get: () => TestApp) {
  let n = 0;
  return {
    async table(restaurant: 'A' | 'B' = 'A') {
      const t = get();
      const [row] = await t.db
        .insert(menuQrCodes)
        .values({ restaurantId: t.restaurants[restaurant], tableNumber: `O${++n}` })
        .returning();
      return row;
    },
    async visit(qrCodeId: number): Promise<Visit> {
      const res = await get().request({ method: 'POST', url: `/api/menuqrcodes/${qrCodeId}/access` });
      expect(res.statusCode).toBe(201);
      return res.json() as Visit;
    },
    send(qrCodeId: number, body: object, key?: string) {
      return get().request({
        method: 'POST',
        url: `/api/public/tables/${qrCodeId}/orders`,
        payload: body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    },
    async count() {
      const result = (await get().db.execute(sql`select count(*) as n from table_order_lines`)) as unknown as {
        rows: Array<{ n: string }>;
      };
      const orders = (await get().db.execute(sql`select count(*) as n from table_orders`)) as unknown as {
        rows: Array<{ n: string }>;
      };
      return `${orders.rows[0].n}/${result.rows[0].n}`;
    },
  };
}

describe('orders from the table', () => {
  let t: TestApp;
  let m: Menu;
  let garson: string;
  let base: string;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    m = await seedMenu(t);
    garson = await t.login('garsonA');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Quotes, a backslash and a placeholder-like "$1" are stored as typed (the write carries them as literals).
  const ORDER_NOTE = "Ali'nin masası: hepsi birlikte gelsin \\ $1";
  const LINE_NOTE = "Az acılı, 'soğansız' -- $2";
  it('prices every line from the menu and ignores the prices of a tampered body', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const res = await h.send(qr.id, {
      ...v,
      note: ORDER_NOTE,
      total: 1,
      lines: [
        {
          productId: m.adana,
          variantId: m.large,
          addonIds: [m.ezme, m.ezme],
          quantity: 2,
          note: LINE_NOTE,
          unitPrice: 1,
          price: 1,
          lineTotal: 2,
        },
        { productId: m.adana, quantity: 1, unitPrice: 0.01 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    // 270 (the discounted price) + 50 (Büyük) + 20 (Ezme) = 340; × 2 = 680; + 270 = 950.
    expect(order).toMatchObject({
      status: 'sent',
      tableNumber: qr.tableNumber,
      note: ORDER_NOTE,
      total: 950,
      lines: [
        {
          productId: m.adana,
          name: 'Sipariş Adana',
          variantName: 'Büyük',
          addons: [{ name: 'Ezme', price: 20 }],
          quantity: 2,
          unitPrice: 340,
          lineTotal: 680,
          note: LINE_NOTE,
        },
        { productId: m.adana, name: 'Sipariş Adana', addons: [], quantity: 1, unitPrice: 270, lineTotal: 270 },
      ],
    });
    expect(order.number).toBeGreaterThan(0);
    const [row] = await t.db.select().from(tableOrders).where(eq(tableOrders.id, order.orderId));
    expect(Number(row.total)).toBe(950);

    // A later menu edit never changes a past order.
    await t.db.update(products).set({ name: 'Yeni Adana', discountedPrice: null }).where(eq(products.id, m.adana));
    t.app.publicMenu.invalidate([t.restaurants.A]);
    const mine = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    });
    await t.db
      .update(products)
      .set({ name: 'Sipariş Adana', discountedPrice: '270.00' })
      .where(eq(products.id, m.adana));
    t.app.publicMenu.invalidate([t.restaurants.A]);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ orderId: order.orderId, total: 950 })]);
    expect(mine.json()[0].lines[0].name).toBe('Sipariş Adana');
  });

  it('refuses in Turkish and stores nothing', async () => {
    const qr = await h.table();
    const other = await h.table();
    const v = await h.visit(qr.id);
    const before = await h.count();
    const line = { productId: m.adana, quantity: 1 };
    const refused = async (body: object, status: number, message?: string | RegExp) => {
      const res = await h.send(qr.id, { ...v, ...body });
      expect(res.statusCode).toBe(status);
      const text = res.json().message as string;
      expect(text).toMatch(/[a-zçğıöşü]/i);
      if (message) expect(text).toMatch(message);
      return text;
    };
    await refused({ lines: [{ productId: m.soldOut, quantity: 1 }] }, 409, /^Sipariş Tükenen tükendi/);
    await refused(
      { lines: [line, { productId: m.hidden, quantity: 1 }] },
      409,
      /Sipariş Gizli Ürün şu anda menüde yok/,
    );
    await refused({ lines: [{ ...line, variantId: m.small }] }, 409, /Sipariş Adana \(Küçük\) şu anda menüde yok/);
    await refused(
      { lines: [{ productId: m.breakfast, quantity: 1 }] },
      409,
      /Serpme Kahvaltı şu anda sipariş edilemiyor/,
    );
    await refused({ lines: [{ productId: m.foreign, quantity: 1 }] }, 400, /olmayan bir ürün/);
    await refused({ lines: [{ ...line, variantId: m.foreignVariant }] }, 400, /ait olmayan bir seçenek/);
    await refused({ lines: [{ ...line, addonIds: [m.foreignAddon] }] }, 400, /ek ürün/);
    await refused({ lines: [{ ...line, addonIds: [m.cacik] }] }, 400, /ek ürün/);
    await refused({ lines: [{ ...line, quantity: 0 }] }, 400, /Adet 1 ile 20/);
    await refused({ lines: [{ ...line, quantity: 21 }] }, 400, /Adet 1 ile 20/);
    await refused({ lines: [] }, 400, /en az 1, en fazla 50/);
    await refused({ lines: Array.from({ length: 51 }, () => line) }, 400, /en az 1, en fazla 50/);
    await refused({ lines: [{ ...line, note: 'x'.repeat(141) }] }, 400, /140/);
    await refused({ lines: [line], token: 'yanlis.anahtar' }, 403, /doğrulanamadı/);
    const stranger = await h.visit(other.id);
    expect((await h.send(qr.id, { ...stranger, lines: [line] })).statusCode).toBe(403);
    expect((await h.send(qr.id, { lines: [line] })).statusCode).toBe(403);
    const badKey = await h.send(qr.id, { ...v, lines: [line] }, 'boşluklu anahtar');
    expect(badKey.statusCode).toBe(400);

    await t.db.update(restaurants).set({ acceptsOrders: false }).where(eq(restaurants.id, t.restaurants.A));
    await t.app.changes.publish([t.restaurants.A]);
    const off = await h.send(qr.id, { ...v, lines: [line] });
    await t.db.update(restaurants).set({ acceptsOrders: true }).where(eq(restaurants.id, t.restaurants.A));
    await t.app.changes.publish([t.restaurants.A]);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Bu restoran masadan sipariş almıyor');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const [closed] = await t.db
      .insert(specialDays)
      .values({ restaurantId: t.restaurants.A, date: today, name: 'Tadilat', isClosed: true })
      .returning();
    // Written past the API here: the menu cache is told as a write through the API would tell it.
    t.app.publicMenu.invalidate([t.restaurants.A]);
    const shut = await h.send(qr.id, { ...v, lines: [line] });
    await t.db.delete(specialDays).where(eq(specialDays.id, closed.id));
    t.app.publicMenu.invalidate([t.restaurants.A]);
    expect(shut.statusCode).toBe(409);
    expect(shut.json().message).toBe('Restoran şu anda kapalı; masadan sipariş gönderilemiyor');

    expect(await h.count()).toBe(before);
  });

  it('answers a retried send with the same key with the same order, and caps a visit at 10 orders in 10 minutes', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const body = { ...v, lines: [{ productId: m.adana, quantity: 1 }] };
    const first = await h.send(qr.id, body, 'tekrar-1');
    expect(first.statusCode).toBe(201);
    const [again, together] = await Promise.all([
      h.send(qr.id, body, 'tekrar-1'),
      h.send(qr.id, { ...body, lines: [{ productId: m.adana, quantity: 5 }] }, 'tekrar-1'),
    ]);
    for (const res of [again, together]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    for (let i = 2; i <= 10; i++) expect((await h.send(qr.id, body, `tekrar-${i}`)).statusCode).toBe(201);
    const before = await h.count();
    const capped = await h.send(qr.id, body, 'tekrar-11');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toContain('10 dakikada en fazla 10 sipariş');
    expect(await h.count()).toBe(before);
    // The retry of a stored order is still answered past the cap.
    expect((await h.send(qr.id, body, 'tekrar-1')).json().orderId).toBe(first.json().orderId);
  });

  it('keeps the rounds of two phones at one table apart for the diners and together for the staff', async () => {
    const qr = await h.table();
    const ayse = await h.visit(qr.id);
    const mehmet = await h.visit(qr.id);
    const a = (await h.send(qr.id, { ...ayse, lines: [{ productId: m.adana, quantity: 1 }] }, 'k')).json();
    const b = (await h.send(qr.id, { ...mehmet, lines: [{ productId: m.adana, quantity: 2 }] }, 'k')).json();
    expect(b.orderId).not.toBe(a.orderId);
    const mine = async (v: Visit) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
        })
      ).json() as Array<{ orderId: number }>;
    expect((await mine(ayse)).map((o) => o.orderId)).toEqual([a.orderId]);
    expect((await mine(mehmet)).map((o) => o.orderId)).toEqual([b.orderId]);
    const staff = await t.request({ method: 'GET', url: `/api/service/orders`, token: garson });
    const atTable = (staff.json() as Array<{ orderId: number; tableNumber: string }>).filter(
      (o) => o.tableNumber === qr.tableNumber,
    );
    expect(atTable.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    const forbidden = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${ayse.logId}&token=x`,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('moves an order on only as its status allows, records who did it, and streams every change', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const stream = await openEventStream(`${base}/api/service/events`, { authorization: `Bearer ${garson}` });
    expect(stream.status).toBe(200);
    const order = (await h.send(qr.id, { ...v, lines: [{ productId: m.adana, quantity: 1 }] })).json();
    const sent = await stream.next((e) => e.event === 'order' && JSON.parse(e.data).orderId === order.orderId, 2000);
    expect(JSON.parse(sent.data)).toMatchObject({ status: 'sent', total: 270, tableNumber: qr.tableNumber });
    const put = (status: string, token = garson, reason?: string) =>
      t.request({ method: 'PUT', url: `/api/service/orders/${order.orderId}`, token, payload: { status, reason } });

    expect((await put('served')).statusCode).toBe(409);
    expect((await put('accepted', await t.login('adminB'))).statusCode).toBe(404);
    expect((await put('bogus')).statusCode).toBe(400);
    const accepted = await put('accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', changedBy: t.users.garsonA });
    expect((await put('accepted')).statusCode).toBe(200); // two waiters at once
    expect((await put('rejected', garson, 'Ürün kalmadı')).statusCode).toBe(409);
    await stream.next((e) => e.event === 'order' && JSON.parse(e.data).status === 'accepted', 2000);
    const seen = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    });
    expect(seen.json()[0].status).toBe('accepted');
    expect((await put('served')).json().status).toBe('served');
    stream.close();

    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'table_orders'));
    const mineTrail = trail.filter((r) => r.recordId === order.orderId);
    expect(mineTrail.map((r) => r.action)).toEqual(['update', 'update']);
    expect(mineTrail.every((r) => r.userId === t.users.garsonA)).toBe(true);
    expect(mineTrail[0].changes.status).toEqual(['sent', 'accepted']);

    const other = (await h.send(qr.id, { ...v, lines: [{ productId: m.adana, quantity: 1 }] })).json();
    const reject = (reason?: string) =>
      t.request({
        method: 'PUT',
        url: `/api/service/orders/${other.orderId}`,
        token: garson,
        payload: { status: 'rejected', reason },
      });
    expect((await reject()).statusCode).toBe(400);
    expect((await reject('Mutfak kapandı')).json()).toMatchObject({ status: 'rejected', reason: 'Mutfak kapandı' });
    const diner = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    });
    expect(diner.json()[1]).toMatchObject({ status: 'rejected', reason: 'Mutfak kapandı' });
  });

  it('tells the diner’s page of its own orders on the menu’s live stream, and no one else’s', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const other = await h.visit(qr.id);
    const live = (visit: Visit) =>
      openEventStream(
        `${base}/api/public/menu/${t.restaurants.A}/live?logId=${visit.logId}&token=${encodeURIComponent(visit.token)}`,
        {},
      );
    const mine = await live(v);
    const theirs = await live(other);
    expect(mine.status).toBe(200);
    const order = (await h.send(qr.id, { ...v, lines: [{ productId: m.adana, quantity: 1 }] })).json();
    await t.request({
      method: 'PUT',
      url: `/api/service/orders/${order.orderId}`,
      token: garson,
      payload: { status: 'accepted' },
    });
    const accepted = await mine.next(
      (e) =>
        e.event === 'order' && JSON.parse(e.data).orderId === order.orderId && JSON.parse(e.data).status === 'accepted',
      3000,
    );
    // The diner's shape: no staff fields.
    expect(JSON.parse(accepted.data)).toMatchObject({ orderId: order.orderId, number: order.number, total: 270 });
    expect(JSON.parse(accepted.data).changedBy).toBeUndefined();
    expect(theirs.events.filter((e) => e.event === 'order')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('closes the table’s accepted and served rounds ("Masayı kapat"), scoped to the staff’s restaurant', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const send = async () => (await h.send(qr.id, { ...v, lines: [{ productId: m.adana, quantity: 1 }] })).json();
    const [one, two, waiting] = [await send(), await send(), await send()];
    for (const o of [one, two])
      await t.request({
        method: 'PUT',
        url: `/api/service/orders/${o.orderId}`,
        token: garson,
        payload: { status: 'accepted' },
      });
    const close = (token: string) =>
      t.request({ method: 'POST', url: `/api/service/tables/${qr.id}/close`, token, payload: {} });
    expect((await close(await t.login('adminB'))).statusCode).toBe(404);
    const closed = await close(garson);
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as Array<{ orderId: number }>).map((o) => o.orderId).sort()).toEqual(
      [one.orderId, two.orderId].sort(),
    );
    const [still] = await t.db.select().from(tableOrders).where(eq(tableOrders.id, waiting.orderId));
    expect(still.status).toBe('sent');
    expect((await close(garson)).statusCode).toBe(404);
  });

  it('refuses the staff side without a token, and scopes it to the staff’s restaurant', async () => {
    expect((await t.request({ method: 'GET', url: '/api/service/orders' })).statusCode).toBe(401);
    const manager = await t.request({ method: 'GET', url: '/api/service/orders', token: await t.login('managerA') });
    expect(manager.statusCode).toBe(200);
    const adminB = await t.request({
      method: 'GET',
      url: `/api/service/orders?restaurantId=${t.restaurants.A}`,
      token: await t.login('adminB'),
    });
    expect(adminB.json()).toEqual([]);
  });

  it('sums the orders in the report’s sales section and its CSV: per day, accepted revenue, top products, average', async () => {
    const admin = await t.login('adminA');
    const res = await t.request({
      method: 'GET',
      url: `/api/MenuAccessLogs/sales?restaurantId=${t.restaurants.A}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const sales = res.json();
    const rows = await t.db.select().from(tableOrders).where(eq(tableOrders.restaurantId, t.restaurants.A));
    const accepted = rows.filter((r) => ['accepted', 'served', 'closed'].includes(r.status));
    const revenue = accepted.reduce((sum, r) => sum + Math.round(Number(r.total) * 100), 0) / 100;
    expect(sales).toMatchObject({ orders: rows.length, acceptedOrders: accepted.length, revenue });
    expect(accepted.length).toBeGreaterThan(0);
    expect(sales.averageOrder).toBeCloseTo(revenue / accepted.length, 2);
    expect(sales.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(rows.length);
    expect(sales.topProducts[0]).toMatchObject({ name: 'Sipariş Adana' });
    const other = await t.request({
      method: 'GET',
      url: `/api/MenuAccessLogs/sales?restaurantId=${t.restaurants.A}`,
      token: await t.login('adminB'),
    });
    expect(other.statusCode).toBe(404);
    const csv = await t.request({
      method: 'GET',
      url: `/api/MenuAccessLogs/report/csv?restaurantId=${t.restaurants.A}`,
      token: admin,
    });
    expect(csv.body).toContain('Satış özeti');
    expect(csv.body).toContain('En çok satan ürünler');
    expect(csv.body).toContain('Sipariş Adana');
  });

  it('deletes orders with the visits once they are older than the visit retention', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const order = (await h.send(qr.id, { ...v, lines: [{ productId: m.adana, quantity: 1 }] })).json();
    await t.db
      .update(tableOrders)
      .set({ createdAt: new Date(Date.now() - 401 * 86_400_000) })
      .where(eq(tableOrders.id, order.orderId));
    await orderRetentionJob(createOrderRepository(t.db), 400).run();
    expect(await t.db.select().from(tableOrders).where(eq(tableOrders.id, order.orderId))).toEqual([]);
  });
});

const onPostgres = testBackend() === 'postgres';
(onPostgres ? describe : describe.skip)('orders on two instances of one PostgreSQL', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let m: Menu;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp({ overrides: { menuVersionCheckMs: NO_VERSION_CHECK } });
    other = await secondInstance(t, { listenerName: 'qr-menu-orders-b' });
    m = await seedMenu(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('streams an order sent through one instance to staff on the other, and its retry through either is the same order', async () => {
    const garson = await t.login('garsonA');
    const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/service/events`, { authorization: `Bearer ${garson}` });
    expect(stream.status).toBe(200);
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const body = { ...v, lines: [{ productId: m.adana, quantity: 3 }] };
    const first = await h.send(qr.id, body, 'iki-sunucu');
    expect(first.statusCode).toBe(201);
    const event = await stream.next(
      (e) => e.event === 'order' && JSON.parse(e.data).orderId === first.json().orderId,
      3000,
    );
    expect(JSON.parse(event.data).total).toBe(810);
    const retry = await other.app.inject({
      method: 'POST',
      url: `/api/public/tables/${qr.id}/orders`,
      payload: body,
      headers: { 'idempotency-key': 'iki-sunucu' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orderId).toBe(first.json().orderId);
    const accepted = await other.app.inject({
      method: 'PUT',
      url: `/api/service/orders/${first.json().orderId}`,
      headers: { authorization: `Bearer ${garson}` },
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const mine = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    });
    expect(mine.json()[0].status).toBe('accepted');
    stream.close();
  });

  it('holds the key and the cap when one visit sends at once through both instances', async () => {
    const qr = await h.table();
    const v = await h.visit(qr.id);
    const body = { ...v, lines: [{ productId: m.adana, quantity: 1 }] };
    const through = (instance: number, key: string) =>
      (instance % 2 ? other.app : t.app).inject({
        method: 'POST',
        url: `/api/public/tables/${qr.id}/orders`,
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const sameKey = await Promise.all([0, 1, 2, 3].map((i) => through(i, 'ayni-anda')));
    expect(sameKey.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(sameKey.map((r) => r.json().orderId)).size).toBe(1);
    const burst = await Promise.all(Array.from({ length: 13 }, (_, i) => through(i, `yigin-${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const mine = await t.request({
      method: 'GET',
      url: `/api/public/tables/${qr.id}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    });
    expect(mine.json()).toHaveLength(10);
  });
});
