// Table service: a diner's calls from a table (every refusal stores nothing; a repeated call of the same kind
// is the same call), staff acknowledging and finishing them, and the staff's live stream (an event per change,
// replay after Last-Event-ID, the headers proxies need).
import { eq, sql } from 'drizzle-orm';
import { menuQrCodes, restaurants, specialDays, tableCalls } from '../../src/db/schema';
import { callRetentionJob } from '../../src/table-session/plugin';
import { createCallRepository } from '../../src/table-session/calls-repository';
import { openEventStream } from '../helpers/event-stream';
import { useTestApp } from '../helpers/test-app';

describe('table service calls', () => {
  const t = useTestApp();
  let admin: string;
  let garson: string;
  let base: string;
  beforeAll(async () => {
    admin = await t.login('adminA');
    garson = await t.login('garsonA');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let n = 0;
  async function table(restaurant: 'A' | 'B' = 'A') {
    const [row] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants[restaurant], tableNumber: `S${++n}` })
      .returning();
    return row;
  }
  async function visit(qrCodeId: number) {
    const res = await t.request({ method: 'POST', url: `/api/menuqrcodes/${qrCodeId}/access` });
    expect(res.statusCode).toBe(201);
    return res.json() as { logId: number; token: string };
  }
  const call = (qrCodeId: number, body: unknown) =>
    t.request({ method: 'POST', url: `/api/public/tables/${qrCodeId}/calls`, payload: body as object });
  const count = async () =>
    Number(
      ((await t.db.execute(sql`select count(*) as n from table_calls`)) as unknown as { rows: Array<{ n: string }> })
        .rows[0].n,
    );

  it('creates a call (201) and answers a repeat of the same kind from any phone at the table with that call (200)', async () => {
    const qr = await table();
    const first = await visit(qr.id);
    const second = await visit(qr.id);
    const created = await call(qr.id, { kind: 'waiter', ...first });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      qrCodeId: qr.id,
      tableNumber: qr.tableNumber,
      kind: 'waiter',
      status: 'open',
    });
    const again = await call(qr.id, { kind: 'waiter', ...second });
    expect(again.statusCode).toBe(200);
    expect(again.json().callId).toBe(created.json().callId);
    expect((await call(qr.id, { kind: 'bill', ...first })).statusCode).toBe(201);
  });

  it('refuses in Turkish and stores nothing: token, table, restaurant, calls off, closed, unknown code, unknown kind', async () => {
    const qr = await table();
    const other = await table();
    const elsewhere = await table('B');
    const v = await visit(qr.id);
    const before = await count();
    const expectRefusal = async (res: Awaited<ReturnType<typeof call>>, status: number) => {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/[a-zçğıöşü]/i);
    };
    await expectRefusal(await call(qr.id, { kind: 'waiter', logId: v.logId }), 403);
    await expectRefusal(await call(qr.id, { kind: 'waiter', logId: v.logId, token: 'yanlis.anahtar' }), 403);
    await expectRefusal(await call(other.id, { kind: 'waiter', ...v }), 403);
    await expectRefusal(await call(elsewhere.id, { kind: 'waiter', ...v }), 403);
    await expectRefusal(await call(999_999, { kind: 'waiter', logId: 1, token: 'x' }), 404);
    await expectRefusal(await call(qr.id, { kind: 'dessert', ...v }), 400);
    await t.db.update(menuQrCodes).set({ isActive: false }).where(eq(menuQrCodes.id, other.id));
    t.app.visits.lookup.clear();
    await expectRefusal(await call(other.id, { kind: 'waiter', ...v }), 404);

    // Written past the API: the caches are told as a write through the API would tell them.
    await t.db.update(restaurants).set({ acceptsCalls: false }).where(eq(restaurants.id, t.restaurants.A));
    await t.app.changes.publish([t.restaurants.A]);
    const off = await call(qr.id, { kind: 'waiter', ...v });
    await t.db.update(restaurants).set({ acceptsCalls: true }).where(eq(restaurants.id, t.restaurants.A));
    await t.app.changes.publish([t.restaurants.A]);
    await expectRefusal(off, 409);
    expect(off.json().message).toBe('Bu restoran masadan çağrı almıyor');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const [closed] = await t.db
      .insert(specialDays)
      .values({ restaurantId: t.restaurants.A, date: today, name: 'Tadilat', isClosed: true })
      .returning();
    await t.app.changes.publish([t.restaurants.A]);
    const shut = await call(qr.id, { kind: 'waiter', ...v });
    await t.db.delete(specialDays).where(eq(specialDays.id, closed.id));
    await t.app.changes.publish([t.restaurants.A]);
    await expectRefusal(shut, 409);
    expect(shut.json().message).toBe('Restoran şu anda kapalı; masadan çağrı gönderilemiyor');

    expect(await count()).toBe(before);
  });

  it('caps one visit at 6 created calls in 10 minutes (cancelled ones count, repeats answered 200 do not)', async () => {
    const qr = await table();
    const v = await visit(qr.id);
    for (let i = 0; i < 3; i++) {
      const res = await call(qr.id, { kind: 'waiter', ...v });
      expect(res.statusCode).toBe(201);
      expect((await call(qr.id, { kind: 'waiter', ...v })).statusCode).toBe(200);
      expect(
        (await t.request({ method: 'POST', url: `/api/public/calls/${res.json().callId}/cancel`, payload: v }))
          .statusCode,
      ).toBe(204);
    }
    expect((await call(qr.id, { kind: 'bill', ...v })).statusCode).toBe(201);
    expect((await call(qr.id, { kind: 'printed-menu', ...v })).statusCode).toBe(201);
    expect((await call(qr.id, { kind: 'waiter', ...v })).statusCode).toBe(201);
    const before = await count();
    const capped = await call(qr.id, { kind: 'waiter', ...(await visit(qr.id)) });
    expect(capped.statusCode).toBe(200); // the live waiter call of the table, whoever asks
    const [live] = await t.db
      .select()
      .from(tableCalls)
      .where(eq(tableCalls.qrCodeId, qr.id))
      .orderBy(sql`id desc`)
      .limit(1);
    await t.request({ method: 'POST', url: `/api/public/calls/${live.id}/cancel`, payload: v });
    const refused = await call(qr.id, { kind: 'waiter', ...v });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('10 dakikada en fazla 6 çağrı');
    expect(await count()).toBe(before);
  });

  it('lets only a visit at the table cancel, and shows the diner the state of the table’s calls', async () => {
    const qr = await table();
    const other = await table();
    const v = await visit(qr.id);
    const created = (await call(qr.id, { kind: 'bill', ...v })).json();
    const stranger = await visit(other.id);
    expect(
      (await t.request({ method: 'POST', url: `/api/public/calls/${created.callId}/cancel`, payload: stranger }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/public/calls/${created.callId}/cancel`,
          payload: { logId: v.logId },
        })
      ).statusCode,
    ).toBe(403);
    const current = await t.request({ method: 'POST', url: `/api/public/tables/${qr.id}/calls/current`, payload: v });
    expect(current.json()).toEqual([expect.objectContaining({ callId: created.callId, status: 'open' })]);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/service/calls/${created.callId}`,
          token: garson,
          payload: { status: 'acknowledged' },
        })
      ).statusCode,
    ).toBe(200);
    const seen = await t.request({ method: 'POST', url: `/api/public/tables/${qr.id}/calls/current`, payload: v });
    expect(seen.json()[0].status).toBe('acknowledged');
    expect(
      (await t.request({ method: 'POST', url: `/api/public/calls/${created.callId}/cancel`, payload: v })).statusCode,
    ).toBe(204);
    const [row] = await t.db.select().from(tableCalls).where(eq(tableCalls.id, created.callId));
    expect(row.status).toBe('cancelled');
  });

  it('records who acknowledged and finished a call, scoped to the staff’s restaurant', async () => {
    const qr = await table();
    const v = await visit(qr.id);
    const created = (await call(qr.id, { kind: 'waiter', ...v })).json();
    const listed = await t.request({ method: 'GET', url: '/api/service/calls', token: garson });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((c: { callId: number }) => c.callId)).toContain(created.callId);
    const adminB = await t.login('adminB');
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/service/calls/${created.callId}`,
          token: adminB,
          payload: { status: 'done' },
        })
      ).statusCode,
    ).toBe(404);
    const acked = await t.request({
      method: 'PUT',
      url: `/api/service/calls/${created.callId}`,
      token: garson,
      payload: { status: 'acknowledged' },
    });
    expect(acked.json()).toMatchObject({ status: 'acknowledged', acknowledgedBy: t.users.garsonA });
    const done = await t.request({
      method: 'PUT',
      url: `/api/service/calls/${created.callId}`,
      token: admin,
      payload: { status: 'done' },
    });
    expect(done.json()).toMatchObject({ status: 'done', acknowledgedBy: t.users.garsonA, doneBy: t.users.adminA });
    expect(done.json().doneAt).toEqual(expect.any(String));
    const again = await t.request({
      method: 'PUT',
      url: `/api/service/calls/${created.callId}`,
      token: admin,
      payload: { status: 'acknowledged' },
    });
    expect(again.statusCode).toBe(409);
    const summary = await t.request({ method: 'GET', url: '/api/service/calls/summary', token: garson });
    expect(summary.json()).toMatchObject({ acknowledged: expect.any(Number), medianAckSeconds: expect.any(Number) });
    expect(summary.json().total).toBeGreaterThanOrEqual(summary.json().waiter);
  });

  it('keeps a Garson to the service screen: every other staff route answers 403', async () => {
    for (const url of [
      '/api/restaurants',
      '/api/restaurants/by-role',
      '/api/categories',
      '/api/products',
      '/api/users',
      '/api/menuqrcodes',
      '/api/MenuAccessLogs',
    ]) {
      expect([url, (await t.request({ method: 'GET', url, token: garson })).statusCode]).toEqual([url, 403]);
    }
    expect((await t.request({ method: 'GET', url: '/api/auth/verify', token: garson })).statusCode).toBe(200);
  });

  it('streams every change of a call to staff, and replays what a reconnect missed after Last-Event-ID', async () => {
    const qr = await table();
    const v = await visit(qr.id);
    const stream = await openEventStream(`${base}/api/service/events`, { authorization: `Bearer ${garson}` });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const created = (await call(qr.id, { kind: 'waiter', ...v })).json();
    const first = await stream.next((e) => JSON.parse(e.data).callId === created.callId, 1000);
    expect(first.event).toBe('call');
    expect(JSON.parse(first.data)).toMatchObject({ status: 'open', tableNumber: qr.tableNumber });
    stream.close();

    await t.request({
      method: 'PUT',
      url: `/api/service/calls/${created.callId}`,
      token: garson,
      payload: { status: 'acknowledged' },
    });
    const resumed = await openEventStream(`${base}/api/service/events`, {
      authorization: `Bearer ${garson}`,
      'last-event-id': first.id!,
    });
    const missed = await resumed.next((e) => JSON.parse(e.data).callId === created.callId, 1000);
    expect(JSON.parse(missed.data).status).toBe('acknowledged');
    expect(Number(missed.id)).toBeGreaterThan(Number(first.id));
    resumed.close();
  });

  it('refuses the stream without a token, to a role without serve_tables, and for another restaurant', async () => {
    expect((await openEventStream(`${base}/api/service/events`, {})).status).toBe(401);
    expect(
      (
        await openEventStream(`${base}/api/service/events?restaurantId=${t.restaurants.B}`, {
          authorization: `Bearer ${garson}`,
        })
      ).status,
    ).toBe(403);
  });

  it('deletes calls older than 90 days in its cluster job', async () => {
    const qr = await table();
    const v = await visit(qr.id);
    const created = (await call(qr.id, { kind: 'printed-menu', ...v })).json();
    await t.db
      .update(tableCalls)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(tableCalls.id, created.callId));
    await callRetentionJob(createCallRepository(t.db)).run();
    expect(await t.db.select().from(tableCalls).where(eq(tableCalls.id, created.callId))).toEqual([]);
  });
});
