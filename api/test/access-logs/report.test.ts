// The access-log report from rollups: rollups equal the raw log after mixed ingest, session ends,
// deleted codes, deletes, IP truncation and retention; the weekday × hour heatmap in Turkey's time; the exact
// previous period; tables, languages, opened sections, unique visitors; monthly partitions.
import { eq, sql } from 'drizzle-orm';
import { categories, menuAccessLogs, menuQrCodes, restaurants } from '../../src/db/schema';
import { createReportRepository } from '../../src/access-logs/report';
import { createAccessLogRepository } from '../../src/access-logs/repository';
import { maintainVisitLog } from '../../src/access-logs/ip-retention';
import { seedVisits } from '../../src/seed/visits';
import { useTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
type Row = Record<string, unknown>;
const rows = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) =>
    JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v))),
  );

/** Rollups and raw log, grouped the same way: they must list the same groups with the same numbers. */
async function expectRollupsEqualRaw(t: TestApp) {
  const rawHours = await rows(
    t,
    sql`select restaurant_id as a, to_char(date_trunc('hour', access_date, 'UTC') at time zone 'UTC', 'YYYY-MM-DD HH24') as b, device_type as c, count(*)::int as d, (count(*) filter (where session_duration > 0))::int as e, coalesce(sum(session_duration), 0)::int as f from menu_access_logs group by 1, 2, 3 order by 1, 2, 3`,
  );
  const rolledHours = await rows(
    t,
    sql`select restaurant_id as a, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as b, device_type as c, visits as d, ended as e, session_seconds::int as f from menu_visit_hours where visits <> 0 or ended <> 0 or session_seconds <> 0 order by 1, 2, 3`,
  );
  expect(rolledHours).toEqual(rawHours);
  const rawDays = await rows(
    t,
    sql`select restaurant_id as a, ((access_date at time zone 'Europe/Istanbul')::date)::text as b, qr_code_id as c, device_type as d, language as e, count(*)::int as f from menu_access_logs group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  const rolledDays = await rows(
    t,
    sql`select restaurant_id as a, day::text as b, qr_code_id as c, device_type as d, language as e, visits as f from menu_visit_days where visits <> 0 order by 1, 2, 3, 4, 5`,
  );
  expect(rolledDays).toEqual(rawDays);
}

describe('access-log report from rollups', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let superToken: string;
  beforeAll(async () => {
    superToken = await t.login('superAdmin');
  });

  const stats = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/MenuAccessLogs/stats?${query}`, token: superToken });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** A restaurant of its own per test, so one test's visits never show in another's numbers. */
  let made = 0;
  async function restaurant() {
    const [row] = await t.db
      .insert(restaurants)
      .values({ name: `Rapor restoranı ${++made}` })
      .returning();
    return row.id;
  }
  async function code(tableNumber: string, restaurant: 'A' | 'B' | number = 'A') {
    const [row] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: typeof restaurant === 'number' ? restaurant : t.restaurants[restaurant], tableNumber })
      .returning();
    return row;
  }
  const visit = (
    qrCodeId: number,
    ip: string,
    lang?: string,
    ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  ) =>
    t.request({
      method: 'POST',
      url: `/api/menuqrcodes/${qrCodeId}/access`,
      headers: { 'x-forwarded-for': ip, 'user-agent': ua },
      payload: lang ? { lang } : {},
    });
  async function seed(
    restaurant: 'A' | 'B' | number,
    at: string,
    extra: Partial<typeof menuAccessLogs.$inferInsert> = {},
  ) {
    const [row] = await t.db
      .insert(menuAccessLogs)
      .values({
        restaurantId: typeof restaurant === 'number' ? restaurant : t.restaurants[restaurant],
        accessDate: new Date(at),
        deviceType: 'mobile',
        ipAddress: '85.0.0.1',
        userAgent: 'Test',
        ...extra,
      })
      .returning();
    return row;
  }

  it('keeps the rollups equal to the raw log through mixed ingest, session ends, a deleted code, deletes, IP truncation and retention', async () => {
    const qr1 = await code('R1');
    const qr2 = await code('R2', 'B');
    // Through the API (group commit), with languages and devices.
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => visit(qr1.id, `31.1.0.${i}`, i % 3 === 0 ? 'en' : 'tr')),
      ...Array.from({ length: 10 }, (_, i) =>
        visit(qr2.id, `31.2.0.${i}`, 'ar', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36'),
      ),
    ]);
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    // Straight into the log, across months (the default partition and made ones alike), in one statement.
    await t.db.insert(menuAccessLogs).values(
      Array.from({ length: 60 }, (_, i) => ({
        restaurantId: t.restaurants[i % 2 ? 'A' : 'B'],
        qrCodeId: i % 2 ? qr1.id : qr2.id,
        accessDate: new Date(Date.now() - (i * 9 + 1) * DAY - i * 3_600_000),
        deviceType: (['mobile', 'tablet', 'desktop', 'other'] as const)[i % 4],
        ipAddress: `78.1.${i}.9`,
        language: ['tr', 'en', ''][i % 3],
        sessionDuration: i % 5 === 0 ? 30 + i : 0,
      })),
    );
    await expectRollupsEqualRaw(t);

    // Session ends through the beacon.
    for (const a of answers.slice(0, 8)) {
      const { logId, token } = a.json();
      expect(
        (await t.request({ method: 'POST', url: `/api/MenuAccessLogs/${logId}/end`, payload: { duration: 95, token } }))
          .statusCode,
      ).toBe(204);
    }
    await expectRollupsEqualRaw(t);

    // A deleted QR code: its visits keep their history with no code.
    const admin = await t.login('adminA');
    expect((await t.request({ method: 'DELETE', url: `/api/menuqrcodes/${qr1.id}`, token: admin })).statusCode).toBe(
      204,
    );
    await expectRollupsEqualRaw(t);

    // Deletes and updates straight in the log, and the IP truncation.
    await t.db.execute(
      sql`delete from menu_access_logs where device_type = 'tablet' and access_date < now() - interval '100 days'`,
    );
    await t.db.execute(
      sql`update menu_access_logs set device_type = 'desktop' where device_type = 'other' and access_date < now() - interval '200 days'`,
    );
    await expectRollupsEqualRaw(t);

    // The upkeep: partitions ahead, retention of 400 days (whole months dropped), IP truncation.
    const repo = createAccessLogRepository(t.db);
    const before = Number(
      (
        (await t.db.execute(
          sql`select count(*)::int as n from menu_access_logs where access_date >= now() - interval '399 days'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0].n,
    );
    const run = await maintainVisitLog(repo, { ipDays: 30, visitDays: 400 });
    expect(run.errors).toEqual([]);
    expect(run.retention.partitions + run.retention.rows).toBeGreaterThan(0);
    const after = (
      (await t.db.execute(
        sql`select count(*)::int as n, min(access_date) as oldest from menu_access_logs`,
      )) as unknown as { rows: Array<{ n: number; oldest: string }> }
    ).rows[0];
    expect(Number(after.n)).toBeGreaterThanOrEqual(before);
    expect(Date.now() - new Date(after.oldest).getTime()).toBeLessThan(402 * DAY);
    await expectRollupsEqualRaw(t);

    // The report's total equals the log's count, for all time and for a range that starts and ends mid-day.
    const [{ n: all }] = (
      (await t.db.execute(sql`select count(*)::int as n from menu_access_logs`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect((await stats('')).total).toBe(Number(all));
    const from = new Date(Date.now() - 47.3 * DAY);
    const to = new Date(Date.now() - 5.6 * DAY);
    const [{ n: inRange }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from menu_access_logs where access_date >= ${from.toISOString()}::timestamptz and access_date < ${to.toISOString()}::timestamptz`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect((await stats(`from=${from.toISOString()}&to=${to.toISOString()}`)).total).toBe(Number(inRange));
    const page = await t.request({
      method: 'GET',
      url: `/api/MenuAccessLogs/page?from=${from.toISOString()}&to=${to.toISOString()}`,
      token: superToken,
    });
    expect(page.json().total).toBe(Number(inRange));
  });

  it('puts a visit at 23:30 UTC on a Sunday into Monday 02:30 in Turkey on the heatmap', async () => {
    const r = await restaurant();
    await seed(r, '2026-03-01T23:30:00Z'); // a Sunday in UTC
    const s = await stats(`restaurantId=${r}&from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z`);
    expect(s.heatmap).toHaveLength(7);
    expect(s.heatmap.every((day: number[]) => day.length === 24)).toBe(true);
    expect(s.heatmap[0][2]).toBe(1); // Monday (index 0), 02:00-03:00
    expect(s.heatmap.flat().reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(s.perDay).toEqual([{ date: '2026-03-02', count: 1 }]);
  });

  it('places visits by the clock Turkey kept then, across the 2015 summer-time change too', async () => {
    const r = await restaurant();
    await seed(r, '2015-01-10T10:30:00Z'); // UTC+2 then: Saturday 12:30
    await seed(r, '2015-07-10T10:30:00Z'); // UTC+3 then: Friday 13:30
    await seed(r, '2015-03-28T22:30:00Z'); // Sunday 00:30, the night the clocks went forward
    const year = await stats(`restaurantId=${r}&from=2015-01-01T10:00:00Z&to=2015-08-01T10:00:00Z`);
    expect(year.total).toBe(3);
    expect([year.heatmap[5][12], year.heatmap[4][13], year.heatmap[6][0]]).toEqual([1, 1, 1]);
    expect(year.perDay.map((d: { date: string }) => d.date)).toEqual(['2015-01-10', '2015-03-29', '2015-07-10']);
    const summer = await stats(`restaurantId=${r}&from=2015-07-01T10:00:00Z&to=2015-07-31T10:00:00Z`);
    expect(summer.heatmap[4][13]).toBe(1);
    expect(summer.perDay).toEqual([{ date: '2015-07-10', count: 1 }]);
  });

  it('compares with the period of equal length just before, to the millisecond', async () => {
    // Week of 10-17 March 2026 in Turkey; the previous one is 3-10 March.
    const r = await restaurant();
    const from = '2026-03-09T21:00:00.000Z';
    const to = '2026-03-16T21:00:00.000Z';
    await seed(r, '2026-03-02T20:59:59.999Z', { ipAddress: '85.9.9.1' }); // just before the previous week
    await seed(r, '2026-03-02T21:00:00.000Z', { ipAddress: '85.9.9.2' }); // first instant of the previous week
    await seed(r, '2026-03-09T20:59:59.999Z', { ipAddress: '85.9.9.3' }); // last instant of the previous week
    await seed(r, '2026-03-09T21:00:00.000Z', { ipAddress: '85.9.9.4' }); // first instant of this week
    await seed(r, '2026-03-16T20:59:59.999Z', { ipAddress: '85.9.9.4' }); // last instant of this week
    await seed(r, '2026-03-16T21:00:00.000Z', { ipAddress: '85.9.9.5' }); // just after
    const s = await stats(`restaurantId=${r}&from=${from}&to=${to}`);
    expect(s.total).toBe(2);
    expect(s.uniqueIps).toBe(1);
    expect(s.previous).toEqual({ from: '2026-03-02T21:00:00.000Z', to: from, total: 2, uniqueIps: 2 });
    // Bounds that are not midnights in Turkey come out exact too (partial days are read from the log).
    const odd = await stats(`restaurantId=${r}&from=2026-03-09T20:59:59.999Z&to=2026-03-16T21:00:00.000Z`);
    expect(odd.total).toBe(3);
    expect(odd.previous).toMatchObject({ from: '2026-03-02T20:59:59.998Z', to: '2026-03-09T20:59:59.999Z', total: 2 });
    expect((await stats(`restaurantId=${r}`)).previous).toBeNull();
  });

  it('ranks QR codes and languages, and counts the menu sections diners opened', async () => {
    const r = await restaurant();
    const a = await code('Bahçe 1', r);
    const b = await code('Bahçe 2', r);
    const [soup] = await t.db.insert(categories).values({ restaurantId: r, name: 'Çorbalar' }).returning();
    const [dessert] = await t.db.insert(categories).values({ restaurantId: r, name: 'Tatlılar' }).returning();
    const [foreign] = await t.db
      .insert(categories)
      .values({ restaurantId: t.restaurants.B, name: 'Başka restoran' })
      .returning();
    const started = new Date(Date.now() - 60_000).toISOString();
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await visit(b.id, `41.0.0.${i}`, i < 3 ? 'de' : 'en-GB')).json());
    for (let i = 0; i < 2; i++) made.push((await visit(a.id, `41.0.1.${i}`)).json());
    for (const [i, v] of made.entries()) {
      const categoriesOpened = i < 4 ? [soup.id, dessert.id, soup.id, foreign.id] : [dessert.id];
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/MenuAccessLogs/${v.logId}/end`,
            payload: { duration: 60, token: v.token, categories: categoriesOpened },
          })
        ).statusCode,
      ).toBe(204);
    }
    const s = await stats(`restaurantId=${r}&from=${started}`);
    expect(s.perQrCode).toEqual([
      { qrCodeId: b.id, tableNumber: 'Bahçe 2', restaurantId: r, count: 5 },
      { qrCodeId: a.id, tableNumber: 'Bahçe 1', restaurantId: r, count: 2 },
    ]);
    expect(s.languages).toEqual([
      { language: 'de', count: 3 },
      { language: 'en', count: 2 },
      { language: '', count: 2 },
    ]);
    expect(s.sections).toEqual([
      { categoryId: dessert.id, name: 'Tatlılar', opens: 7 },
      { categoryId: soup.id, name: 'Çorbalar', opens: 4 },
    ]);
    const bad = await t.request({
      method: 'POST',
      url: `/api/MenuAccessLogs/${made[0].logId}/end`,
      payload: { duration: 5, token: made[0].token, categories: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts unique visitors exactly for a range of up to 50,000 visits, and from the sketches within a few percent beyond, per device too', async () => {
    const r = await restaurant();
    const qr = await code('Kalabalık masa', r);
    // 3,000 visits from 1,500 addresses, each address twice.
    const ipOf = (i: number) => `10.0.${Math.floor((i % 1500) / 250)}.${(i % 1500) % 250}`;
    await t.db.insert(menuAccessLogs).values(
      Array.from({ length: 3000 }, (_, i) => ({
        restaurantId: r,
        qrCodeId: qr.id,
        accessDate: new Date(Date.UTC(2025, 5, 1 + (i % 20), 12)),
        deviceType: i % 4 === 0 ? ('desktop' as const) : ('mobile' as const),
        ipAddress: ipOf(i),
      })),
    );
    const june = `restaurantId=${r}&from=2025-05-31T21:00:00Z&to=2025-06-30T21:00:00Z`;
    const exact = await stats(june);
    expect(exact).toMatchObject({ total: 3000, uniqueIps: 1500 });
    // The same ranges from the sketches alone (as past 50,000 visits).
    const sketches = createReportRepository(t.db, { exactVisitorsUpTo: 0 });
    const f = { restaurants: [r], from: new Date('2025-05-31T21:00:00Z'), to: new Date('2025-06-30T21:00:00Z') };
    const all = await sketches.stats(f);
    expect(all.total).toBe(3000);
    const distinct = 1500;
    expect(Math.abs(all.uniqueIps - distinct) / distinct).toBeLessThan(0.06);
    const desktop = await sketches.stats({ ...f, deviceType: 'desktop' });
    expect(desktop.total).toBe(750);
    const distinctDesktop = new Set(
      Array.from({ length: 3000 }, (_, i) => i)
        .filter((i) => i % 4 === 0)
        .map(ipOf),
    ).size;
    expect(Math.abs(desktop.uniqueIps - distinctDesktop) / distinctDesktop).toBeLessThan(0.06);
    // A range that starts mid-day adds the partial day from the log to the sketches.
    const partial = await sketches.stats({ ...f, from: new Date('2025-06-01T10:00:00Z') });
    expect(partial.total).toBe(3000);
    expect(Math.abs(partial.uniqueIps - distinct) / distinct).toBeLessThan(0.06);
  });

  it('gives the same report read in short slices (an in-process database) as in one go, and lets other work run between the slices', async () => {
    const r = await restaurant();
    for (const table of ['Bahçe 1', 'Bahçe 2', 'Salon 3']) await code(table, r);
    const now = new Date('2026-03-20T14:25:00Z');
    await seedVisits(t.db, { restaurantId: r, visits: 4000, days: 100, now, seed: 5 });
    const whole = createReportRepository(t.db, { exactVisitorsUpTo: 0 });
    const sliced = createReportRepository(t.db, { exactVisitorsUpTo: 0, inProcess: true });
    const ranges = [
      {},
      { from: new Date('2026-01-03T09:40:00Z'), to: new Date('2026-03-02T17:05:00Z') },
      { from: new Date('2026-02-10T13:00:00Z') },
      { to: new Date('2026-02-01T08:00:00Z') },
      { from: new Date('2026-02-14T10:00:00Z'), to: new Date('2026-02-14T20:30:00Z') },
      { from: new Date('2026-01-20T21:00:00Z'), to: new Date('2026-02-20T21:00:00Z'), deviceType: 'mobile' },
    ];
    for (const range of ranges) {
      const f = { restaurants: [r], ...range };
      const expected = await whole.stats(f, now);
      let turns = 0;
      let done = false;
      const tick = () => {
        turns += 1;
        if (!done) setImmediate(tick);
      };
      setImmediate(tick);
      const got = await sliced.stats(f, now);
      done = true;
      expect(got).toEqual(expected);
      expect(await sliced.count(f)).toBe(expected.total);
      // Several reads, each followed by a turn of the event loop (one read would give other requests no turn).
      expect(turns).toBeGreaterThan(4);
    }
    const all = await sliced.stats({ restaurants: [r] }, now);
    expect(all.total).toBe(4000);
    expect(all.perDay.length).toBeGreaterThan(90);
  });

  it('keeps the log in monthly partitions and drops whole months at retention', async () => {
    const repo = createAccessLogRepository(t.db);
    await repo.ensurePartitions(new Date('2024-01-15T00:00:00Z'), new Date('2024-03-15T00:00:00Z'));
    await seed('A', '2024-02-10T12:00:00Z');
    const where = (
      (await t.db.execute(
        sql`select tableoid::regclass::text as part from menu_access_logs where access_date = '2024-02-10T12:00:00Z'`,
      )) as unknown as { rows: Array<{ part: string }> }
    ).rows;
    expect(where).toEqual([{ part: 'menu_access_logs_y2024m02' }]);
    const result = await repo.deleteVisitsBefore('2024-03-01');
    expect(result.partitions).toBeGreaterThanOrEqual(2);
    const gone = (
      (await t.db.execute(sql`select to_regclass('menu_access_logs_y2024m02') as r`)) as unknown as {
        rows: Array<{ r: string | null }>;
      }
    ).rows;
    expect(gone[0].r).toBeNull();
    expect(
      (
        await t.db
          .select()
          .from(menuAccessLogs)
          .where(eq(menuAccessLogs.accessDate, new Date('2024-02-10T12:00:00Z')))
      ).length,
    ).toBe(0);
    await expectRollupsEqualRaw(t);
  });
});
