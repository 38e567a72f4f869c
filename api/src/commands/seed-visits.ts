// npm run seed:visits: fills a restaurant's access log with realistic visits, through the same
// bulk path that keeps the report's rollups (src/seed/visits.ts), so the report answers at once.
//
//   npm run seed:visits -- --restaurant 1 --visits 1000000 --days 90
//   npm run seed:visits -- --restaurant 1 --visits 5000 --days 30 --seed 7     the same visits every time
//
// Reads the same settings as `npm start` (DATABASE_URL, DATA_DIR). The embedded database (PGlite) belongs to one
// process: stop the server first (the command says so when it is running). On PostgreSQL it runs beside the
// servers; they see the new visits in the report at once (menus are not affected).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { dataDirServer } from '../data-dir';
import { openDatabase } from '../db/client';
import { seedVisits } from '../seed/visits';
import { runCommand } from './run';

const USAGE = 'Kullanım: npm run seed:visits -- --restaurant <id> --visits <sayı> --days <gün> [--seed <sayı>]';

function positive(value: string | undefined, name: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new ConfigError(
      [
        `--${name}: 1 ile ${max.toLocaleString('tr-TR')} arasında bir tam sayı olmalı (verilen: ${value ?? 'yok'})`,
        USAGE,
      ],
      'Geçersiz seçenek',
    );
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      restaurant: { type: 'string' },
      visits: { type: 'string', default: '100000' },
      days: { type: 'string', default: '90' },
      seed: { type: 'string' },
    },
  });
  const restaurantId = positive(values.restaurant, 'restaurant', 2_147_483_647);
  const visits = positive(values.visits, 'visits', 50_000_000);
  const days = positive(values.days, 'days', 400);
  const seed = values.seed === undefined ? undefined : positive(values.seed, 'seed', 2 ** 31);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = dataDirServer(config.dataDir);
    if (pid) {
      console.error(
        `Veri klasörü kullanımda: ${config.dataDir} klasöründeki gömülü veritabanını çalışan sunucu (süreç ${pid}) kullanıyor. PGlite tek bir sürece aittir: sunucuyu durdurup komutu yeniden çalıştırın.`,
      );
      return 2;
    }
  }
  const started = Date.now();
  // A batch of 5,000 visits with its rollups is well within a second; the API's 5 s limit is for diners' calls.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    postgresTimeouts: { queryTimeoutMillis: 60_000 },
  });
  try {
    const rows = (await database.db.execute(
      sql`select name from restaurants where id = ${restaurantId}`,
    )) as unknown as { rows: Array<{ name: string }> };
    const restaurant = rows.rows[0];
    if (!restaurant) {
      console.error(`Restoran bulunamadı: ${restaurantId} numaralı restoran yok.`);
      return 2;
    }
    console.log(
      `${restaurant.name} (#${restaurantId}): son ${days} güne ${visits.toLocaleString('tr-TR')} ziyaret yazılıyor (${config.databaseUrl ? 'PostgreSQL' : `PGlite: ${config.dataDir}`})`,
    );
    let shown = 0;
    const result = await seedVisits(database.db, {
      restaurantId,
      visits,
      days,
      seed,
      onProgress(written) {
        const percent = Math.floor((written / visits) * 100);
        if (percent >= shown + 10 || written === visits) {
          shown = percent;
          const seconds = (Date.now() - started) / 1000;
          console.log(`  %${percent}  ${written.toLocaleString('tr-TR')} ziyaret, ${seconds.toFixed(1)} sn`);
        }
      },
    });
    const seconds = (Date.now() - started) / 1000;
    const fmt = (d: Date) =>
      d.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' });
    console.log(
      `Bitti: ${result.written.toLocaleString('tr-TR')} ziyaret ${fmt(result.from)} – ${fmt(result.to)} arasına, ${result.qrCodes} QR koda dağıtıldı; ` +
        `${result.sections.toLocaleString('tr-TR')} bölüm açılışı; özet tablolar aynı komutlarla güncellendi. ` +
        `${seconds.toFixed(1)} sn (saniyede ${Math.round(result.written / seconds).toLocaleString('tr-TR')} ziyaret).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
