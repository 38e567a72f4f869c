// Shared helpers for the reliability drills: start the real API entry point as a child process on a
// free loopback port with its own DATA_DIR, sign in, send requests that never throw and never hang, and start,
// stop and restart a throwaway PostgreSQL 15 (as the `postgres` system user when running as root).
/* global AbortSignal, TextDecoderStream, FormData, Blob */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  freePort,
  pgCommand,
  pgStopArgs,
  postgresUnavailable,
  repoRoot as root,
  spawnApi,
  startThrowawayPostgres,
  waitUntilHealthy,
} from '../scripts/lib/local-servers.mjs';
import { seededRandom } from '@menu/api/seeded-random';

export { freePort, postgresUnavailable, root, sleep };

export const SUPERADMIN = { username: 'superadmin', password: 'Drill-Sifre-2026' };
/** Fixed, so tokens survive a restart whatever happens to DATA_DIR/jwt-secret. */
export const JWT_SECRET = 'drill-jwt-secret-'.padEnd(48, 'x');

export function tempDir(prefix = 'qr-menu-drill-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Seeded PRNG (mulberry32), so a failing run can be repeated with DRILL_SEED. */
export function random(seed = Number(process.env.DRILL_SEED ?? Date.now() % 2 ** 31)) {
  const next = seededRandom(seed);
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/**
 * Starts `api/src/main.ts` in one node process (`--import tsx`, so SIGKILL reaches the server itself, not a
 * wrapper) and resolves when GET /api/health answers 200. The child gets its own process group.
 * Options: dataDir (required), port (default: a free one), databaseUrl (default: PGlite in dataDir), env.
 */
export async function startApi({ dataDir, port, databaseUrl, env = {}, readyTimeoutMs = 90_000 }) {
  // Without DATA_DIR the API would open the repository's own ./data folder.
  if (!dataDir) throw new Error('startApi needs a dataDir (use tempDir())');
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output } = spawnApi({
    port,
    dataDir,
    detached: true,
    keepChars: 200_000,
    env: {
      JWT_SECRET,
      SUPERADMIN_USERNAME: SUPERADMIN.username,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      DEMO_DATA: 'false',
      API_PUBLIC_URL: 'http://drill.invalid',
      MENU_PUBLIC_URL: 'http://drill.invalid',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // A drill that dies halfway must not leave its server running.
  const orphanGuard = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
  process.on('exit', orphanGuard);
  exited.then(() => process.off('exit', orphanGuard));
  const handle = {
    baseUrl,
    port,
    child,
    pid: child.pid,
    exited,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** Sends `signal` to the server's process group and resolves when it has exited. */
    async kill(signal = 'SIGKILL') {
      if (handle.alive()) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          /* already gone */
        }
      }
      return exited;
    },
    /** Graceful stop (SIGTERM), SIGKILL after 15 s. */
    async stop() {
      if (!handle.alive()) return exited;
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => handle.alive() && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      return exited;
    },
  };
  try {
    handle.readyMs = await waitUntilHealthy(baseUrl, { child, output, timeoutMs: readyTimeoutMs });
  } catch (error) {
    await handle.kill();
    error.output = output();
    throw error;
  }
  return handle;
}

/**
 * One HTTP request that never throws: `{ status, body, text, ms, error }`; status 0 with `error` (the cause's
 * code, e.g. ECONNREFUSED, ECONNRESET, TIMEOUT) when no answer arrived within `timeoutMs`. Redirects are not
 * followed (a QR scan answers 302). With `retryShed`, a 503 (the API shedding load, as it does on a machine busy
 * with other work) is asked again, every half second for up to 30 s: for set-up calls and checks, not for
 * calls whose answer is what the drill measures.
 */
export async function request(baseUrl, options) {
  if (!options.retryShed) return requestOnce(baseUrl, options);
  const until = Date.now() + 30_000;
  for (;;) {
    const res = await requestOnce(baseUrl, options);
    if (res.status !== 503 || Date.now() > until) return res;
    await sleep(500);
  }
}

async function requestOnce(
  baseUrl,
  { method = 'GET', path: urlPath, body, token, headers = {}, timeoutMs = 10_000, redirect = 'manual' },
) {
  const t0 = performance.now();
  try {
    const res = await fetch(baseUrl + urlPath, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect,
    });
    const text = await res.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, ms: performance.now() - t0, headers: res.headers };
  } catch (error) {
    const code =
      error?.name === 'TimeoutError' ? 'TIMEOUT' : (error?.cause?.code ?? error?.code ?? error?.name ?? 'ERROR');
    return { status: 0, error: String(code), ms: performance.now() - t0 };
  }
}

/** `--name=value` from the command line, or `fallback`. */
export const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

/** Uploads a PNG as staff do (POST /api/uploads/images): `{ status, body }`, body null when it is not JSON. */
export async function uploadImage(baseUrl, token, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const res = await fetch(`${baseUrl}/api/uploads/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Signs in and returns the bearer token (throws with the answer when the sign-in fails). */
export async function signIn(baseUrl, { username, password } = SUPERADMIN) {
  const res = await request(baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    body: { username, password },
    retryShed: true,
  });
  if (res.status !== 200 || !res.body?.token) throw new Error(`sign-in failed: ${res.status} ${res.error ?? res.text}`);
  return res.body.token;
}

/**
 * The foundation checks a restored (or restarted) server must pass, over HTTP as a caller sees it: staff sign in,
 * the restaurants list names the restaurant, its public menu answers with every product image served (the
 * original and a square copy), and a QR scan of `tableNumber` redirects to the menu. Resolves with one line per
 * check, `ok` false on the first that fails in each.
 */
export async function foundationChecks(baseUrl, { restaurantId, restaurantName, tableNumber, credentials }) {
  const results = [];
  const check = (what, ok, detail) => results.push({ what, ok: !!ok, detail });
  let token = null;
  try {
    token = await signIn(baseUrl, credentials);
    check('sign-in', true, 'token');
  } catch (error) {
    check('sign-in', false, error.message);
  }
  const list = await request(baseUrl, { path: '/api/restaurants', token, retryShed: true });
  check(
    'restaurants list',
    list.status === 200 && list.body?.some?.((r) => r.id === restaurantId && r.name === restaurantName),
    `${list.status}, ${Array.isArray(list.body) ? list.body.length : 0} restaurant(s)`,
  );
  const menu = await request(baseUrl, { path: `/api/public/menu/${restaurantId}`, retryShed: true });
  const withImages = (menu.body?.products ?? []).filter((p) => p.image);
  let served = 0;
  for (const product of withImages) {
    const urls = [product.image];
    if (product.imageSet?.sizes?.length)
      urls.push(`${product.imageSet.base}.s${Math.min(...product.imageSet.sizes)}.webp`);
    let ok = true;
    for (const url of urls) {
      const res = await fetch(new URL(url, baseUrl)).catch(() => null);
      const body = res ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0);
      ok &&= res?.status === 200 && /^image\//.test(res.headers.get('content-type') ?? '') && body.length > 0;
    }
    if (ok) served += 1;
  }
  check(
    'public menu with its images',
    menu.status === 200 && withImages.length > 0 && served === withImages.length,
    `${menu.status}, ${menu.body?.products?.length ?? 0} products, images served ${served}/${withImages.length}`,
  );
  const scan = await request(baseUrl, {
    path: `/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`,
    retryShed: true,
  });
  const location = scan.headers?.get('location') ?? '';
  check(
    'QR scan redirect',
    scan.status === 302 && location.includes(String(restaurantId)),
    `${scan.status} -> ${location}`,
  );
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// Throwaway PostgreSQL

/** Runs a PostgreSQL tool (as `postgres` when root) without blocking the event loop; rejects on failure. */
function pgTool(tool, args, timeoutMs = 60_000) {
  const [cmd, argv] = pgCommand(tool, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(new Error(`${tool} ${args.join(' ')} failed (${code}): ${out.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** For a PostgreSQL the drill throws away: durability off, since no drill using it kills the database. */
export const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * initdb + start on a free port, with production durability (fsync and synchronous_commit on, unlike the
 * jest server) unless `settings` say otherwise. Returns { url, port, dir, start(), stop(mode), destroy(),
 * createDatabase(name) -> url, log() }.
 */
export async function startPostgres({ settings = {} } = {}) {
  const { dir, dataDir, logFile, port, url, startArgs } = await startThrowawayPostgres({
    prefix: 'qr-menu-drill-pg-',
    settings: { max_connections: 100, ...settings },
    waitSeconds: 60,
  });
  const server = {
    dir,
    port,
    url,
    running: true,
    async start() {
      await pgTool('pg_ctl', startArgs);
      server.running = true;
    },
    /** pg_ctl stop: 'smart', 'fast' (disconnects clients, checkpoint) or 'immediate' (no checkpoint, crash recovery on the next start). */
    async stop(mode = 'fast') {
      await pgTool('pg_ctl', pgStopArgs(dataDir, mode));
      server.running = false;
    },
    async destroy() {
      process.off('exit', server.destroySync);
      try {
        if (server.running) await server.stop('immediate');
      } catch {
        /* not running */
      }
      rmSync(dir, { recursive: true, force: true });
    },
    /** For process 'exit': a drill that dies halfway must not leave its server running. */
    destroySync() {
      const [cmd, argv] = pgCommand('pg_ctl', pgStopArgs(dataDir, 'immediate'));
      spawnSync(cmd, argv, { stdio: 'ignore', timeout: 30_000 });
      rmSync(dir, { recursive: true, force: true });
    },
    async createDatabase(name) {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
    log: () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  process.on('exit', server.destroySync);
  return server;
}

/**
 * A drill's first step: a fresh data folder and the API on it, signed in as the SuperAdmin, with its database a
 * new one (`dbName`) on a throwaway PostgreSQL (`database: 'postgres'`, started with `settings`) or PGlite in the
 * folder (`'pglite'`). Resolves { database, pg, databaseUrl, dataDir, api, token }, or { skipped: reason } where
 * PostgreSQL cannot be started here.
 */
export async function startDrillApi({ database = 'postgres', dbName = 'menu_drill', settings, env, dirPrefix } = {}) {
  let pg;
  let databaseUrl;
  if (database === 'postgres') {
    const reason = postgresUnavailable();
    if (reason) return { skipped: reason };
    pg = await startPostgres({ settings });
    databaseUrl = await pg.createDatabase(dbName);
  }
  const dataDir = tempDir(dirPrefix);
  let api;
  try {
    api = await startApi({ dataDir, databaseUrl, env });
    return { database, pg, databaseUrl, dataDir, api, token: await signIn(api.baseUrl) };
  } catch (error) {
    await api?.kill();
    await pg?.destroy();
    throw error;
  }
}

/**
 * The records a drill starts from: a restaurant, a category in it and a QR code for table 1, made through
 * `call(method, path, body)` (a `request` with the drill's token and headers); throws if one is missing.
 */
export async function createDrillRestaurant(call, { name, category }) {
  const restaurant = (await call('POST', '/api/restaurants', { name, isActive: true })).body;
  const restaurantId = restaurant?.id;
  const categoryBody = { restaurantId, name: category, displayOrder: 1, isActive: true };
  const made = {
    restaurant,
    category: (await call('POST', '/api/categories', categoryBody)).body,
    qr: (await call('POST', '/api/menuqrcodes', { restaurantId, tableNumber: '1', isActive: true })).body,
  };
  if (!restaurantId || !made.category?.id || !made.qr?.id) throw new Error('could not create the drill restaurant');
  return made;
}

// ---------------------------------------------------------------------------------------------------------
// Reporting

/** Collects guarantees; `finish()` prints them and sets the exit code. */
export function guarantees(title) {
  const results = [];
  return {
    check(ok, description, detail = '') {
      results.push({ ok: !!ok, description, detail });
      return !!ok;
    },
    failed: () => results.some((r) => !r.ok),
    finish() {
      console.log(`\n${title}: guarantees`);
      for (const r of results)
        console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.description}${r.detail ? ` (${r.detail})` : ''}`);
      const failed = results.filter((r) => !r.ok).length;
      console.log(failed ? `${title}: ${failed} guarantee(s) failed` : `${title}: all guarantees held`);
      process.exitCode = failed ? 1 : 0;
      return failed === 0;
    },
  };
}

/** Stable deep equality for JSON values (key order ignored). */
export function sameJson(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Reads a text/event-stream body until it ends, handing each event's data line to `onData`. The staff stream's
 * readers in the drills and the benches share it; a closed or aborted stream just ends the promise.
 */
export async function eachEventData(body, onData) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (data) onData(data[1]);
    }
  }
}
