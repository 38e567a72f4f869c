// Backup drill: staff writes, image uploads and diners' visits keep running while `npm run backup` takes a
// backup; the backup is restored into a new data folder (embedded database) and a new PostgreSQL database;
// every write acknowledged before the backup started must be in the restored server, images included, and the
// restored server must pass the foundation checks (drills/support.mjs: sign-in, the restaurants list, a public
// menu with its images served, a QR scan's redirect), take a new write and show it in the change trail. A damaged
// copy of the backup is refused and changes nothing. On PostgreSQL the server runs with WORKERS=2, and one
// scrape of /metrics must count the requests both workers answered.
//
//   node drills/backup.mjs           both databases, 6 s of load around the backup
//   node drills/backup.mjs --short   the same with 2 s of load (npm test)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { png } from '@menu/shared/testing/png';
import {
  createDrillRestaurant,
  foundationChecks,
  guarantees,
  postgresUnavailable,
  request,
  root,
  signIn,
  sleep,
  startApi,
  startDrillApi,
  tempDir,
  THROWAWAY_SETTINGS,
  uploadImage,
} from './support.mjs';

const SHORT = process.argv.includes('--short');
const LOAD_MS = (SHORT ? 2 : 6) * 1000;
const g = guarantees('backup drill');

/**
 * Runs one of the API's commands as `npm run backup` / `npm run restore` do (tsx on api/src/commands/<name>.ts,
 * without npm's own start-up); resolves with its exit code and output.
 */
function command(name, args, env) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'api/src/commands', `${name}.ts`), ...args],
      {
        cwd: path.join(root, 'api'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Staff writes, uploads and visits in parallel until `stop()`; each acknowledgement with the time it arrived. */
function startLoad(baseUrl, token, { restaurantId, categoryId, qrId }) {
  const acked = { products: [], images: [], visits: [], refused: [] };
  let running = true;
  let n = 0;
  const writer = async () => {
    while (running) {
      const name = `Yedek ürünü ${++n}`;
      const price = 100 + (n % 50);
      const res = await request(baseUrl, {
        method: 'POST',
        path: '/api/products',
        token,
        body: { restaurantId, categoryId, name, price, isAvailable: true },
      });
      if (res.status === 201) acked.products.push({ id: res.body.id, name, price, at: Date.now() });
    }
  };
  const uploader = async () => {
    let seed = 0;
    while (running) {
      const bytes = png(++seed + 1000, { size: 8 });
      const res = await uploadImage(baseUrl, token, bytes, `yedek-${seed}.png`);
      if (res.status === 201 || res.status === 200)
        acked.images.push({ path: res.body.path, bytes: bytes.length, at: Date.now() });
      else acked.refused.push(`upload ${res.status}`);
      await sleep(50);
    }
  };
  const diner = async () => {
    while (running) {
      const res = await request(baseUrl, {
        method: 'POST',
        path: `/api/menuqrcodes/${qrId}/access`,
        headers: { 'content-type': 'application/json' },
        body: {},
      });
      if (res.status === 200 || res.status === 201) acked.visits.push({ id: res.body.logId, at: Date.now() });
    }
  };
  const done = Promise.all([writer(), writer(), uploader(), diner(), diner()]);
  return {
    acked,
    async stop() {
      running = false;
      await done;
    },
  };
}

const requestCount = (text, route) =>
  (parsePrometheusTextFormat(text).find((f) => f.name === 'menu_http_requests_total')?.metrics ?? [])
    .filter((m) => m.labels?.route === route)
    .reduce((sum, m) => sum + Number(m.value), 0);

/** The drill's restaurant: a category, a QR code for table 1 and a product with a photo. */
async function setUpRestaurant(api, token) {
  const call = (method, p, body) => request(api.baseUrl, { method, path: p, token, body, retryShed: true });
  const { restaurant, category, qr } = await createDrillRestaurant(call, {
    name: 'Yedek Lokantası',
    category: 'Çorbalar',
  });
  // A product with a photo, for the menu-with-images check of the restored server.
  let photo = await uploadImage(api.baseUrl, token, png(7, { size: 64 }), 'mercimek.png');
  for (let i = 0; photo.status === 503 && i < 60; i++) {
    await sleep(500);
    photo = await uploadImage(api.baseUrl, token, png(7, { size: 64 }), 'mercimek.png');
  }
  const soup = await call('POST', '/api/products', {
    restaurantId: restaurant.id,
    categoryId: category.id,
    name: 'Mercimek Çorbası',
    price: 85,
    image: photo.body?.path,
    isAvailable: true,
  });
  if (soup.status !== 201) throw new Error(`could not create the product with a photo: ${soup.status} ${soup.text}`);
  return { restaurant, category, qr };
}

/** One scrape answers for both workers: the health calls are spread over them by the cluster. */
async function checkMetricsOfWorkers(api, label) {
  const before = requestCount((await request(api.baseUrl, { path: '/metrics' })).text, '/api/health');
  for (let i = 0; i < 40; i++) await request(api.baseUrl, { path: '/api/health' });
  const scrape = await request(api.baseUrl, { path: '/metrics' });
  const after = requestCount(scrape.text, '/api/health');
  g.check(
    scrape.status === 200 && after - before >= 40,
    `${label}: one /metrics scrape counts the requests of both workers (WORKERS=2)`,
    `${after - before} of 40 health calls counted`,
  );
}

/**
 * Staff writes, uploads and visits run while `npm run backup` takes a backup. Resolves with the backup file,
 * when it began, and what was acknowledged.
 */
async function backupUnderLoad(api, token, made, { label, phase, env }) {
  const load = startLoad(api.baseUrl, token, {
    restaurantId: made.restaurant.id,
    categoryId: made.category.id,
    qrId: made.qr.id,
  });
  phase('load running');
  // The backup starts once each kind of write has been acknowledged at least once (a busy machine is slow to
  // answer the first upload), and the load has run a while.
  const waitUntil = Date.now() + 60_000;
  while (
    Date.now() < waitUntil &&
    !(load.acked.products.length && load.acked.images.length && load.acked.visits.length)
  )
    await sleep(100);
  await sleep(LOAD_MS / 2);
  const backupStarted = Date.now();
  const backup = await command('backup', [], env);
  phase('backup taken');
  const backupMs = Date.now() - backupStarted;
  await sleep(LOAD_MS / 2);
  await load.stop();
  const file = /yedek yazıldı[^:]*: (\S+)/.exec(backup.output)?.[1];
  g.check(
    backup.code === 0 && file && existsSync(file),
    `${label}: npm run backup while the server runs and writes`,
    file
      ? `${path.basename(file)}, ${(statSync(file).size / 1024 / 1024).toFixed(2)} MB, ${backupMs} ms`
      : backup.output.slice(-500),
  );
  return { file, backupStarted, acked: load.acked };
}

/** The backup folder is private, and /metrics tells what an alert on "no recent backup" reads. */
async function checkBackupFigures(api, file, label) {
  const mode = (statSync(path.dirname(file)).mode & 0o777).toString(8);
  g.check(mode === '700', `${label}: BACKUP_DIR is private (mode 700)`, mode);
  const families = parsePrometheusTextFormat((await request(api.baseUrl, { path: '/metrics' })).text);
  const value = (name, labels = {}) =>
    Number(
      families
        .find((f) => f.name === name)
        ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? 0,
    );
  const at = value('menu_backup_last_success_timestamp_seconds');
  const bytes = value('menu_backup_last', { figure: 'bytes' });
  g.check(
    Math.abs(at * 1000 - Date.now()) < 120_000 && bytes === statSync(file).size,
    `${label}: /metrics tells when the last backup was written and its size`,
    `${new Date(at * 1000).toISOString()}, ${bytes} bytes`,
  );
}

/** Restores `file` into a new data folder / a new database, then checks a damaged copy is refused. */
async function restoreAndRefuseDamaged(file, { kind, label, phase, restoredUrl }) {
  const restoredDir = tempDir('qr-menu-drill-restored-');
  const restoreEnv =
    kind === 'pglite' ? { DATA_DIR: restoredDir } : { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl };
  const restore = await command('restore', [file], restoreEnv);
  phase('restored');
  g.check(
    restore.code === 0,
    `${label}: npm run restore into a new ${kind === 'pglite' ? 'data folder' : 'database'}`,
    restore.output.trim().split('\n').at(-1),
  );

  const damaged = path.join(tempDir('qr-menu-drill-damaged-'), path.basename(file));
  const bytes = readFileSync(file);
  writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  const listing = () => readdirSync(restoredDir).sort().join(',');
  const beforeBad = listing();
  const bad = await command('restore', [damaged], restoreEnv);
  phase('damaged copy refused');
  g.check(
    bad.code === 1 && listing() === beforeBad && !/before-restore|before_restore/.test(listing()),
    `${label}: a damaged backup is refused and nothing changes`,
    bad.output.trim().split('\n').at(-1),
  );
  return restoredDir;
}

/** Every product, image and visit acknowledged before the backup began is served by the restored server. */
async function checkRestoredData(restored, rtoken, restaurant, expected, label) {
  const products =
    (
      await request(restored.baseUrl, {
        path: `/api/products?restaurantId=${restaurant.id}`,
        token: rtoken,
        retryShed: true,
      })
    ).body ?? [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const missingProducts = expected.products.filter(
    (p) => !byId.has(p.id) || byId.get(p.id).name !== p.name || Number(byId.get(p.id).price) !== p.price,
  );
  g.check(
    missingProducts.length === 0,
    `${label}: every product acknowledged before the backup is restored with its name and price`,
    `${expected.products.length - missingProducts.length}/${expected.products.length}`,
  );
  let imagesOk = 0;
  for (const image of expected.images) {
    const res = await fetch(`${restored.baseUrl}${image.path}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && body.length === image.bytes) imagesOk += 1;
  }
  g.check(
    imagesOk === expected.images.length,
    `${label}: every image uploaded before the backup is served by the restored server`,
    `${imagesOk}/${expected.images.length}`,
  );
  const logs =
    (await request(restored.baseUrl, { path: '/api/MenuAccessLogs?limit=10000', token: rtoken, retryShed: true }))
      .body ?? [];
  const logIds = new Set(logs.map((l) => l.id));
  const visitsOk = expected.visits.filter((v) => logIds.has(v.id)).length;
  g.check(
    visitsOk === expected.visits.length,
    `${label}: every visit recorded before the backup is restored`,
    `${visitsOk}/${expected.visits.length}`,
  );
}

/**
 * The restored server passes the foundation checks (sign-in, restaurants, the menu with its images, a QR scan),
 * then takes a new write, which the change trail records.
 */
async function checkRestoredServer(restored, rtoken, { restaurant, category }, expected, label) {
  for (const c of await foundationChecks(restored.baseUrl, {
    restaurantId: restaurant.id,
    restaurantName: 'Yedek Lokantası',
    tableNumber: '1',
  }))
    g.check(c.ok, `${label}: restored server, foundation check: ${c.what}`, c.detail);
  const menu = await request(restored.baseUrl, { path: `/api/public/menu/${restaurant.id}`, retryShed: true });
  const write = await request(restored.baseUrl, {
    method: 'POST',
    path: '/api/products',
    token: rtoken,
    body: { restaurantId: restaurant.id, categoryId: category.id, name: 'Restore sonrası', price: 10 },
    retryShed: true,
  });
  const audit = await request(restored.baseUrl, {
    path: `/api/audit?restaurantId=${restaurant.id}&limit=5`,
    token: rtoken,
    retryShed: true,
  });
  g.check(
    menu.body?.products?.length >= expected.products.length &&
      write.status === 201 &&
      audit.body?.items?.some((row) => row.recordId === write.body?.id),
    `${label}: the restored menu lists every restored product; a new write is taken and the change trail records it`,
    `menu ${menu.body?.products?.length ?? 0} products, write ${write.status}, audit ${audit.status}`,
  );
}

/** What was acknowledged before the backup began, which the restored server must have. */
function acknowledgedBefore(acked, backupStarted, label) {
  const before = (list) => list.filter((x) => x.at < backupStarted);
  const expected = { products: before(acked.products), images: before(acked.images), visits: before(acked.visits) };
  g.check(
    expected.products.length > 0 && expected.images.length > 0 && expected.visits.length > 0,
    `${label}: writes, uploads and visits were acknowledged before the backup began`,
    `${expected.products.length} products, ${expected.images.length} images, ${expected.visits.length} visits${acked.refused.length ? `; refused: ${[...new Set(acked.refused)].join(', ')}` : ''}`,
  );
  return expected;
}

async function scenario(kind) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const started = Date.now();
  const phase = (what) => console.log(`${label}: ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { pg, databaseUrl, dataDir, api, token } = await startDrillApi({
    database: kind,
    dbName: 'menu_backup',
    settings: THROWAWAY_SETTINGS,
    dirPrefix: 'qr-menu-drill-backup-',
    env: { BACKUP_EVERY_HOURS: '0', WORKERS: kind === 'postgres' ? '2' : '1' },
  });
  phase('server started');
  const restoredUrl = databaseUrl?.replace(/\/menu_backup$/, '/menu_restored');
  const env = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const servers = [api];
  try {
    const made = await setUpRestaurant(api, token);
    if (kind === 'postgres') await checkMetricsOfWorkers(api, label);
    const { file, backupStarted, acked } = await backupUnderLoad(api, token, made, { label, phase, env });
    if (kind === 'pglite') await checkBackupFigures(api, file, label);
    await api.stop();
    phase('server stopped');
    servers.pop();
    const expected = acknowledgedBefore(acked, backupStarted, label);

    const restoredDir = await restoreAndRefuseDamaged(file, { kind, label, phase, restoredUrl });
    const restored = await startApi({
      dataDir: restoredDir,
      databaseUrl: restoredUrl,
      env: { BACKUP_EVERY_HOURS: '0' },
    });
    phase('restored server started');
    servers.push(restored);
    const rtoken = await signIn(restored.baseUrl);
    await checkRestoredData(restored, rtoken, made.restaurant, expected, label);
    await checkRestoredServer(restored, rtoken, made, expected, label);
    await restored.stop();
    servers.pop();
    console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const s of servers) await s.kill();
    await pg?.destroy();
  }
}

async function main() {
  const started = Date.now();
  const unavailable = postgresUnavailable();
  if (unavailable) {
    console.log(`backup drill: PostgreSQL part skipped (${unavailable})`);
    if (process.env.CI === 'true') g.check(false, 'PostgreSQL available in CI', unavailable);
  }
  // The two databases side by side: most of each scenario is waiting (start-ups, the load's pauses).
  await Promise.all([scenario('pglite'), ...(unavailable ? [] : [scenario('postgres')])]);
  console.log(`backup drill: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  g.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
