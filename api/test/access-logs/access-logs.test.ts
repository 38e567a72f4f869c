import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { csvField } from '../../src/access-logs/csv';
import { maintainVisitLog, reduceOldVisits, visitLogUpkeepJob } from '../../src/access-logs/ip-retention';
import { createClusterJobs } from '../../src/jobs/cluster-jobs';
import { createAccessLogRepository } from '../../src/access-logs/repository';
import { clusterJobs, menuAccessLogs, menuQrCodes } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('menu access logs', () => {
  const t = useTestApp();
  let superToken: string;
  let adminA: string;
  let qrA: number;
  beforeAll(async () => {
    [superToken, adminA] = await Promise.all([t.login('superAdmin'), t.login('adminA')]);
    const [qr] = await t.db.insert(menuQrCodes).values({ restaurantId: t.restaurants.A, tableNumber: '1' }).returning();
    qrA = qr.id;
  });

  type Seed = {
    restaurant: 'A' | 'B';
    at: string;
    device: 'mobile' | 'tablet' | 'desktop' | 'other';
    ip: string;
    duration?: number;
    ua?: string;
  };
  async function seed(rows: Seed[]) {
    return t.db
      .insert(menuAccessLogs)
      .values(
        rows.map((r) => ({
          restaurantId: t.restaurants[r.restaurant],
          qrCodeId: r.restaurant === 'A' ? qrA : null,
          accessDate: new Date(r.at),
          deviceType: r.device,
          ipAddress: r.ip,
          sessionDuration: r.duration ?? 0,
          userAgent: r.ua ?? 'Test',
        })),
      )
      .returning();
  }

  describe('report', () => {
    beforeAll(async () => {
      await seed([
        // Istanbul is UTC+3: 2026-03-01T22:30Z is already 2 March there.
        { restaurant: 'A', at: '2026-03-01T09:00:00Z', device: 'mobile', ip: '85.1.1.1', duration: 120 },
        { restaurant: 'A', at: '2026-03-01T10:00:00Z', device: 'mobile', ip: '85.1.1.1', duration: 60 },
        { restaurant: 'A', at: '2026-03-01T22:30:00Z', device: 'desktop', ip: '192.168.1.20' },
        {
          restaurant: 'A',
          at: '2026-03-03T12:00:00Z',
          device: 'tablet',
          ip: '85.1.1.2',
          duration: 300,
          ua: 'Kötü, "tırnaklı"\nsatır',
        },
        { restaurant: 'B', at: '2026-03-02T12:00:00Z', device: 'mobile', ip: '31.0.0.1' },
        { restaurant: 'B', at: '2026-03-02T13:00:00Z', device: 'other', ip: '31.0.0.2' },
      ]);
    });
    const range = 'from=2026-03-01T00:00:00Z&to=2026-03-04T00:00:00Z';

    it("answers the spec's array, newest first, limited to the caller's restaurants", async () => {
      const res = await t.request({ method: 'GET', url: '/api/MenuAccessLogs', token: adminA });
      expect(res.statusCode).toBe(200);
      const logs = res.json() as Array<{ id: number; logId: number; restaurantId: number; accessDate: string }>;
      expect(logs).toHaveLength(4);
      expect(logs.every((l) => l.restaurantId === t.restaurants.A && l.logId === l.id)).toBe(true);
      expect(logs[0].accessDate).toBe('2026-03-03T12:00:00.000Z');
      expect((await t.request({ method: 'GET', url: '/api/menuaccesslogs', token: superToken })).json()).toHaveLength(
        6,
      );
    });

    it('says how many there are in all and links the next page while rows remain (documented in the reference)', async () => {
      const ids: number[] = [];
      let url: string | undefined = '/api/MenuAccessLogs?limit=4';
      const links: string[] = [];
      while (url) {
        const res = await t.request({ method: 'GET', url, token: superToken });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-total-count']).toBe('6');
        ids.push(...(res.json() as Array<{ id: number }>).map((l) => l.id));
        const link = res.headers.link as string | undefined;
        url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
        if (url) links.push(url);
      }
      expect(links).toEqual(['/api/MenuAccessLogs?limit=4&offset=4']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      // Within the caller's restaurants only.
      const own = await t.request({ method: 'GET', url: '/api/MenuAccessLogs', token: adminA });
      expect([own.headers['x-total-count'], own.headers.link]).toEqual(['4', undefined]);
      const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
      const get = doc.paths['/api/MenuAccessLogs'].get;
      expect(Object.keys(get.responses['200'].headers)).toEqual(['x-total-count', 'link']);
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(['limit', 'offset']);
    });

    it('needs view_reports', async () => {
      expect((await t.request({ method: 'GET', url: '/api/MenuAccessLogs' })).statusCode).toBe(401);
      const manager = await t.login('managerA');
      for (const url of [
        '/api/MenuAccessLogs',
        '/api/MenuAccessLogs/page',
        '/api/MenuAccessLogs/stats',
        '/api/MenuAccessLogs/csv',
      ]) {
        expect((await t.request({ method: 'GET', url, token: manager })).statusCode).toBe(403);
      }
    });

    it('pages the filtered logs with the total', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/MenuAccessLogs/page?${range}&page=1&pageSize=2`,
        token: superToken,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 6, page: 1, pageSize: 2 });
      expect(body.items.map((l: { accessDate: string }) => l.accessDate)).toEqual([
        '2026-03-03T12:00:00.000Z',
        '2026-03-02T13:00:00.000Z',
      ]);
      const page3 = (
        await t.request({
          method: 'GET',
          url: `/api/MenuAccessLogs/page?${range}&page=3&pageSize=2`,
          token: superToken,
        })
      ).json();
      expect(page3.items.map((l: { accessDate: string }) => l.accessDate)).toEqual([
        '2026-03-01T10:00:00.000Z',
        '2026-03-01T09:00:00.000Z',
      ]);
    });

    it('filters by device type, restaurant and date range (to is exclusive)', async () => {
      const mobileA = (
        await t.request({
          method: 'GET',
          url: `/api/MenuAccessLogs/page?deviceType=mobile&restaurantId=${t.restaurants.A}`,
          token: superToken,
        })
      ).json();
      expect(mobileA.total).toBe(2);
      const day = (
        await t.request({
          method: 'GET',
          url: '/api/MenuAccessLogs/page?from=2026-03-02T00:00:00Z&to=2026-03-03T12:00:00Z',
          token: superToken,
        })
      ).json();
      expect(day.total).toBe(2);
    });

    it("answers 404 for another restaurant's filter and 400 for a bad filter", async () => {
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/api/MenuAccessLogs/page?restaurantId=${t.restaurants.B}`,
            token: adminA,
          })
        ).statusCode,
      ).toBe(404);
      const badDate = await t.request({ method: 'GET', url: '/api/MenuAccessLogs/stats?from=dün', token: adminA });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toBe('Geçerli bir tarih girin');
      expect(
        (await t.request({ method: 'GET', url: '/api/MenuAccessLogs/page?deviceType=phone', token: adminA }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.request({ method: 'GET', url: '/api/MenuAccessLogs/page?pageSize=5000', token: adminA })).statusCode,
      ).toBe(400);
      const reversed = await t.request({
        method: 'GET',
        url: '/api/MenuAccessLogs/stats?from=2026-03-05&to=2026-03-01',
        token: adminA,
      });
      expect(reversed.json().errors.to).toEqual(['Bitiş tarihi başlangıç tarihinden sonra olmalıdır']);
    });

    it('aggregates totals, unique IPs, average session, mobile share, devices and days in Turkey', async () => {
      const res = await t.request({ method: 'GET', url: `/api/MenuAccessLogs/stats?${range}`, token: adminA });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        refused: 0,
        total: 4,
        uniqueIps: 3,
        averageSession: 160, // (120 + 60 + 300) / 3: visits without a recorded end are left out
        mobileShare: 50,
        devices: { mobile: 2, tablet: 1, desktop: 1, other: 0 },
        perDay: [
          { date: '2026-03-01', count: 2 },
          { date: '2026-03-02', count: 1 },
          { date: '2026-03-03', count: 1 },
        ],
        previous: { from: '2026-02-26T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z', total: 0, uniqueIps: 0 },
      });
      const none = (
        await t.request({
          method: 'GET',
          url: '/api/MenuAccessLogs/stats?from=2020-01-01&to=2020-01-02',
          token: adminA,
        })
      ).json();
      expect(none).toMatchObject({ total: 0, uniqueIps: 0, averageSession: 0, mobileShare: 0, perDay: [] });
    });

    it('streams the filtered set as a UTF-8 CSV with a BOM, the spec columns and correct quoting', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/MenuAccessLogs/csv?${range}&restaurantId=${t.restaurants.A}`,
        token: adminA,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="erisim-kayitlari-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = res.rawPayload.toString('utf8').slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Tarih,Restoran ID,QR Kod ID,IP Adresi,Cihaz,Oturum Süresi (sn),Kullanıcı Aracısı');
      // Newest first, Istanbul time, Turkish device labels; the quoted user agent keeps its comma, quotes and line break.
      expect(text).toContain(
        `2026-03-03 15:00:00,${t.restaurants.A},${qrA},85.1.1.2,Tablet,300,"Kötü, ""tırnaklı""\nsatır"\r\n`,
      );
      expect(lines[lines.length - 2]).toBe(`2026-03-01 12:00:00,${t.restaurants.A},${qrA},85.1.1.1,Mobil,120,Test`);
      expect(lines[lines.length - 1]).toBe('');
    });

    it('defuses values a spreadsheet would run as formulas', () => {
      expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
      expect(csvField('@SUM(1)')).toBe("'@SUM(1)");
      expect(csvField(42)).toBe('42');
      expect(csvField(null)).toBe('');
    });
  });

  describe('session end', () => {
    async function visit(): Promise<{ logId: number; token: string }> {
      const res = await t.request({ method: 'POST', url: `/api/menuqrcodes/${qrA}/access` });
      expect(res.statusCode).toBe(201);
      return res.json();
    }
    async function duration(logId: number) {
      const [row] = await t.db
        .select({ d: menuAccessLogs.sessionDuration })
        .from(menuAccessLogs)
        .where(eq(menuAccessLogs.id, logId));
      return row.d;
    }

    it('stores the duration sent by sendBeacon as text/plain with the visit token, once', async () => {
      const { logId, token } = await visit();
      const res = await t.request({
        method: 'POST',
        url: `/api/MenuAccessLogs/${logId}/end`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ duration: 42.4, token }),
      });
      expect(res.statusCode).toBe(204);
      expect(await duration(logId)).toBe(42);
      const again = await t.request({
        method: 'POST',
        url: `/api/MenuAccessLogs/${logId}/end`,
        payload: { duration: 999, token },
      });
      expect(again.statusCode).toBe(409);
      expect(await duration(logId)).toBe(42);
    });

    it('accepts JSON and bounds the duration to four hours', async () => {
      const { logId, token } = await visit();
      const res = await t.request({
        method: 'POST',
        url: `/api/menuaccesslogs/${logId}/end`,
        payload: { duration: 86400, token },
      });
      expect(res.statusCode).toBe(204);
      expect(await duration(logId)).toBe(4 * 60 * 60);
    });

    it("refuses an end without the visit's token, with another visit's token or a forged one, and changes nothing", async () => {
      const mine = await visit();
      const other = await visit();
      const forged = `${mine.token.split('.')[0]}.${'A'.repeat(22)}`;
      for (const token of [undefined, other.token, forged, 'bozuk']) {
        const res = await t.request({
          method: 'POST',
          url: `/api/MenuAccessLogs/${mine.logId}/end`,
          payload: { duration: 30, token },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/^Ziyaret doğrulanamadı/);
      }
      // A guessed neighbouring id with a real token of another visit is refused too.
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/MenuAccessLogs/${mine.logId + 1}/end`,
            payload: { duration: 30, token: mine.token },
          })
        ).statusCode,
      ).toBe(403);
      expect(await duration(mine.logId)).toBe(0);
    });

    it('refuses a bad duration, a deleted visit and a visit older than 12 hours', async () => {
      const { logId, token } = await visit();
      const negative = await t.request({
        method: 'POST',
        url: `/api/MenuAccessLogs/${logId}/end`,
        payload: { duration: -5, token },
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toBe('Süre negatif olamaz');
      const empty = await t.request({
        method: 'POST',
        url: `/api/MenuAccessLogs/${logId}/end`,
        headers: { 'content-type': 'text/plain' },
        payload: 'merhaba',
      });
      expect(empty.statusCode).toBe(400);
      expect(await duration(logId)).toBe(0);

      const gone = await visit();
      await t.db.delete(menuAccessLogs).where(eq(menuAccessLogs.id, gone.logId));
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/MenuAccessLogs/${gone.logId}/end`,
            payload: { duration: 5, token: gone.token },
          })
        ).statusCode,
      ).toBe(404);

      const [old] = await seed([
        { restaurant: 'A', at: new Date(Date.now() - 13 * HOUR).toISOString(), device: 'mobile', ip: '85.1.1.9' },
      ]);
      const oldToken = t.app.visits.tokens.sign(old.id, old.accessDate.getTime());
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/MenuAccessLogs/${old.id}/end`,
            payload: { duration: 5, token: oldToken },
          })
        ).statusCode,
      ).toBe(409);
      expect(await duration(old.id)).toBe(0);
    });

    it('stores every end of a burst, each once, when many arrive together', async () => {
      const visits = await Promise.all(Array.from({ length: 25 }, () => visit()));
      const ends = await Promise.all(
        [...visits, visits[0]].map((v, i) =>
          t.request({
            method: 'POST',
            url: `/api/MenuAccessLogs/${v.logId}/end`,
            payload: { duration: 10 + i, token: v.token },
          }),
        ),
      );
      expect(ends.slice(0, 25).every((r) => r.statusCode === 204)).toBe(true);
      expect(ends[25].statusCode).toBe(409);
      expect(await duration(visits[0].logId)).toBe(10);
      expect(await duration(visits[24].logId)).toBe(34);
    });
  });

  describe('IP retention', () => {
    it('reads ACCESS_LOG_IP_RETENTION_DAYS with a default of 30', () => {
      expect(loadConfig({}).accessLogIpRetentionDays).toBe(30);
      expect(loadConfig({ ACCESS_LOG_IP_RETENTION_DAYS: '7' }).accessLogIpRetentionDays).toBe(7);
      expect(() => loadConfig({ ACCESS_LOG_IP_RETENTION_DAYS: 'otuz' })).toThrow(/ACCESS_LOG_IP_RETENTION_DAYS/);
    });

    it('reads VISIT_RETENTION_DAYS with a default of 400', () => {
      expect(loadConfig({}).visitRetentionDays).toBe(400);
      expect(loadConfig({ VISIT_RETENTION_DAYS: '90' }).visitRetentionDays).toBe(90);
      expect(() => loadConfig({ VISIT_RETENTION_DAYS: '0' })).toThrow(/VISIT_RETENTION_DAYS/);
    });

    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
    const ANDROID =
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const reducedOf = async (ids: number[]) =>
      t.db
        .select({ id: menuAccessLogs.id, ip: menuAccessLogs.ipAddress, ua: menuAccessLogs.userAgent })
        .from(menuAccessLogs)
        .where(inArray(menuAccessLogs.id, ids));

    it('truncates the IPs and reduces the user agents of visits older than the retention period, and only those, once', async () => {
      const old = new Date(Date.now() - 31 * DAY).toISOString();
      const recent = new Date(Date.now() - 29 * DAY).toISOString();
      const rows = await seed([
        { restaurant: 'B', at: old, device: 'mobile', ip: '85.105.77.201', ua: IPHONE },
        { restaurant: 'B', at: old, device: 'mobile', ip: '2a02:e0:1234:5678:9abc:def0:1234:5678', ua: ANDROID },
        { restaurant: 'B', at: old, device: 'mobile', ip: '::ffff:192.168.5.77' },
        { restaurant: 'B', at: recent, device: 'mobile', ip: '85.105.77.202', ua: IPHONE },
      ]);
      const repo = createAccessLogRepository(t.db);
      expect(await reduceOldVisits(repo, 30)).toBeGreaterThanOrEqual(3);
      const after = await reducedOf(rows.map((r) => r.id));
      const row = (i: number) => after.find((r) => r.id === rows[i].id)!;
      expect(row(0)).toMatchObject({ ip: '85.105.77.0', ua: 'Safari / iOS' });
      expect(row(1)).toMatchObject({ ip: '2a02:e0:1234:5678::', ua: 'Chrome / Android' });
      expect(row(2)).toMatchObject({ ip: '192.168.5.0', ua: null });
      expect(row(3)).toMatchObject({ ip: '85.105.77.202', ua: IPHONE });
      expect(await reduceOldVisits(repo, 30)).toBe(0);
    });

    it('survives a stored value that is not an address: it becomes null and every other visit is still reduced', async () => {
      // Rows an older version let through from a forged X-Forwarded-For; one of them made the old SQL's ::inet cast fail.
      const old = new Date(Date.now() - 45 * DAY).toISOString();
      const rows = await seed([
        { restaurant: 'A', at: old, device: 'mobile', ip: 'abc:::', ua: ANDROID },
        { restaurant: 'A', at: old, device: 'mobile', ip: "1.2.3.4'; drop table users; --" },
        { restaurant: 'B', at: old, device: 'mobile', ip: '::zz', ua: IPHONE },
        { restaurant: 'B', at: old, device: 'desktop', ip: '78.160.44.9', ua: IPHONE },
      ]);
      const run = await maintainVisitLog(createAccessLogRepository(t.db), { ipDays: 30, visitDays: 400 });
      expect(run.errors).toEqual([]);
      const after = await reducedOf(rows.map((r) => r.id));
      const row = (i: number) => after.find((r) => r.id === rows[i].id)!;
      expect([row(0).ip, row(1).ip, row(2).ip, row(3).ip]).toEqual([null, null, null, '78.160.44.0']);
      expect(row(0).ua).toBe('Chrome / Android');
    });

    it('deletes visits older than VISIT_RETENTION_DAYS and keeps the rest', async () => {
      const rows = await seed([
        { restaurant: 'B', at: new Date(Date.now() - 95 * DAY).toISOString(), device: 'mobile', ip: '31.1.1.1' },
        { restaurant: 'B', at: new Date(Date.now() - 80 * DAY).toISOString(), device: 'mobile', ip: '31.1.1.2' },
      ]);
      const run = await maintainVisitLog(createAccessLogRepository(t.db), { ipDays: 30, visitDays: 90 });
      expect(run.errors).toEqual([]);
      expect((await reducedOf(rows.map((r) => r.id))).map((r) => r.id)).toEqual([rows[1].id]);
    });

    it('runs when a server starts if no instance ran it in the last hour, and once per hour', async () => {
      const [row] = await seed([
        { restaurant: 'B', at: new Date(Date.now() - 40 * DAY).toISOString(), device: 'desktop', ip: '78.160.1.99' },
      ]);
      // The test app's own start ran it already: make that run an hour old.
      await t.db
        .update(clusterJobs)
        .set({ lastStartedAt: new Date(Date.now() - 61 * 60_000) })
        .where(eq(clusterJobs.name, 'visit-log-upkeep'));
      const jobs = createClusterJobs(t.app.dbHandle);
      jobs.schedule(visitLogUpkeepJob(createAccessLogRepository(t.db), { ipDays: 30, visitDays: 400 }));
      jobs.start();
      let ip: string | null = null;
      for (let i = 0; i < 100 && ip !== '78.160.1.0'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        [{ ip }] = await t.db
          .select({ ip: menuAccessLogs.ipAddress })
          .from(menuAccessLogs)
          .where(eq(menuAccessLogs.id, row.id));
      }
      await jobs.stop();
      expect(ip).toBe('78.160.1.0');
      const [job] = await t.db.select().from(clusterJobs).where(eq(clusterJobs.name, 'visit-log-upkeep'));
      expect(job).toMatchObject({ lastInstance: jobs.instance, lastError: null });
      expect(job.lastFinishedAt).toBeInstanceOf(Date);
      // Within the hour it is not due, here or on any other instance.
      const again = createClusterJobs(t.app.dbHandle);
      again.schedule(visitLogUpkeepJob(createAccessLogRepository(t.db), { ipDays: 30, visitDays: 400 }));
      expect(
        await again.runIfDue(visitLogUpkeepJob(createAccessLogRepository(t.db), { ipDays: 30, visitDays: 400 })),
      ).toBe(false);
    });
  });
});
