// Realistic visits through the bulk path (src/seed/visits.ts) and `npm run seed:visits`.
// The report's rollups must agree with the rows written; the shape must be what owners see in a real week
// (lunch and dinner peaks, busier weekends, a spread over tables, devices and languages).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sum } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { seedVisits } from '../../src/seed/visits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEmbeddedDataDir, describeEmbedded } from '../helpers/database';

const API_ROOT = path.join(__dirname, '../..');
const TSX = path.join(API_ROOT, '..', 'node_modules', '.bin', 'tsx');

describe('realistic visits', () => {
  let app: TestApp;
  const now = new Date('2026-11-20T21:00:00Z');
  beforeAll(async () => {
    app = await createTestApp();
    await app.db
      .insert(t.menuQrCodes)
      .values(['1', '2', '3', '4', 'Teras 1'].map((tableNumber) => ({ restaurantId: app.restaurants.A, tableNumber })));
    await app.db.insert(t.categories).values(
      ['Çorbalar', 'Kebaplar', 'Tatlılar'].map((name, i) => ({
        restaurantId: app.restaurants.A,
        name,
        displayOrder: i,
      })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes the visits with rollups that agree, spread as a real restaurant’s month', async () => {
    const progress: number[] = [];
    const result = await seedVisits(app.db, {
      restaurantId: app.restaurants.A,
      visits: 12_000,
      days: 30,
      now,
      onProgress: (n) => progress.push(n),
    });
    expect(result).toMatchObject({ written: 12_000, qrCodes: 5 });
    expect(progress).toEqual([5000, 10000, 12000]);

    const rows = await app.db
      .select({ n: count(), min: t.menuAccessLogs.accessDate })
      .from(t.menuAccessLogs)
      .where(eq(t.menuAccessLogs.restaurantId, app.restaurants.A))
      .groupBy(t.menuAccessLogs.accessDate);
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBe(12_000);
    for (const r of rows) {
      expect(r.min.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.min.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 86_400_000);
    }
    // The QR codes' counters grew with their visits.
    const [{ total }] = await app.db
      .select({ total: sum(t.menuQrCodes.accessCount) })
      .from(t.menuQrCodes)
      .where(eq(t.menuQrCodes.restaurantId, app.restaurants.A));
    expect(Number(total)).toBe(12_000);

    // The report (answered from the rollups) counts exactly what was written.
    const token = await app.login('adminA');
    const stats = (await app.request({ method: 'GET', url: '/api/MenuAccessLogs/stats', token })).json();
    expect(stats.total).toBe(12_000);
    const byHour = (h: number) => stats.heatmap.reduce((s: number, day: number[]) => s + day[h], 0);
    const hours = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => byHour(from + i)).reduce((a, b) => a + b, 0);
    // Nobody at 4 in the morning; a lunch and a dinner peak above the afternoon lull; more diners in the evening.
    expect(byHour(4)).toBe(0);
    expect(byHour(12) + byHour(13)).toBeGreaterThan(2 * (byHour(16) + byHour(17)));
    expect(byHour(19) + byHour(20)).toBeGreaterThan(2 * (byHour(16) + byHour(17)));
    expect(hours(18, 23)).toBeGreaterThan(hours(11, 15));
    // The weekend (Saturday, index 5) busier than a Tuesday (index 1).
    const byDay = stats.heatmap.map((day: number[]) => day.reduce((a, b) => a + b, 0));
    expect(byDay[5]).toBeGreaterThan(byDay[1] * 1.3);
    // Tables, devices and languages spread, the busiest first.
    expect(stats.perQrCode).toHaveLength(5);
    expect(stats.perQrCode[0].count).toBeGreaterThan(stats.perQrCode[4].count);
    expect(stats.languages[0]).toMatchObject({ language: 'tr' });
    expect(stats.languages.length).toBeGreaterThanOrEqual(6);
    const { devices } = stats;
    expect(devices.mobile).toBeGreaterThan(12_000 * 0.75);
    expect(devices.tablet).toBeGreaterThan(0);
    expect(stats.sections.length).toBe(3);
    expect(stats.averageSession).toBeGreaterThan(60);
    expect(stats.averageSession).toBeLessThan(600);
  });

  it('gives the same visits for the same seed', async () => {
    const dates = async (restaurantId: number) =>
      (
        await app.db
          .select({ at: t.menuAccessLogs.accessDate })
          .from(t.menuAccessLogs)
          .where(eq(t.menuAccessLogs.restaurantId, restaurantId))
          .orderBy(t.menuAccessLogs.accessDate)
      ).map((r) => r.at.getTime());
    await seedVisits(app.db, { restaurantId: app.restaurants.B, visits: 300, days: 7, now, seed: 42 });
    const first = await dates(app.restaurants.B);
    await app.db.delete(t.menuAccessLogs).where(eq(t.menuAccessLogs.restaurantId, app.restaurants.B));
    await seedVisits(app.db, { restaurantId: app.restaurants.B, visits: 300, days: 7, now, seed: 42 });
    expect(await dates(app.restaurants.B)).toEqual(first);
  });
});

describeEmbedded('npm run seed:visits', () => {
  const run = (dataDir: string, args: string[]) =>
    spawnSync(TSX, ['src/commands/seed-visits.ts', ...args], {
      cwd: API_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('fills the log of a restaurant on the embedded database and says what it did', async () => {
    const dataDir = await createEmbeddedDataDir('menu-seed-');
    try {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
      const [restaurant] = await database.db.insert(t.restaurants).values({ name: 'Deneme Lokantası' }).returning();
      await database.db.insert(t.menuQrCodes).values({ restaurantId: restaurant.id, tableNumber: '1' });
      await database.close();

      const done = run(dataDir, ['--restaurant', String(restaurant.id), '--visits', '2500', '--days', '14']);
      expect(done.stderr).toBe('');
      expect(done.status).toBe(0);
      expect(done.stdout).toContain(`Deneme Lokantası (#${restaurant.id}): son 14 güne 2.500 ziyaret yazılıyor`);
      expect(done.stdout).toMatch(/Bitti: 2\.500 ziyaret .+ arasına, 1 QR koda dağıtıldı/);

      const again = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const [{ n }] = await again.db.select({ n: count() }).from(t.menuAccessLogs);
      await again.close();
      expect(Number(n)).toBe(2500);

      const missing = run(dataDir, ['--restaurant', '999', '--visits', '10']);
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain('Restoran bulunamadı: 999 numaralı restoran yok.');
      const bad = run(dataDir, ['--restaurant', '1', '--visits', 'çok']);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--visits: 1 ile 50.000.000 arasında bir tam sayı olmalı (verilen: çok)');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses while a server uses the embedded database, naming it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-seed-busy-'));
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'server.pid'), `${server.pid}\n`);
      const busy = run(dataDir, ['--restaurant', '1', '--visits', '10']);
      expect(busy.status).toBe(2);
      expect(busy.stderr).toContain(`Veri klasörü kullanımda`);
      expect(busy.stderr).toContain(`(süreç ${server.pid})`);
      expect(busy.stderr).toContain('sunucuyu durdurup komutu yeniden çalıştırın');
    } finally {
      server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
