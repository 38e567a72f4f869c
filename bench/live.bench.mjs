// The live menu's figures (printed, never asserted), on one API process on PGlite and on PostgreSQL, the client on
// the same machine:
// - memory per open menu stream: the API's resident set before and after opening STREAMS streams (goal <= 20 KB);
// - fan-out: a staff sold-out (POST /api/products/sold-out) to the `menu` event on every open stream, p50/p99/max
//   over all streams and CHANGES changes (goal p99 <= 1 s), and the hub's database reads per change (/api/health);
// - with the streams still open, the diner hot path of diner.bench (bench/diner-path.mjs: scan, visit, the cached
//   menu and the menu page taking turns with a bare node:http floor, a staff call while visits run), same goals;
//   the menu turns are also taken before the streams open, the control for what the streams cost them.
// The streams are held by bench/stream-holder.mjs in a process of its own (raw sockets); its CPU time and memory
// are printed: it shares the 2 cores with the API and wrk. BENCH_LIVE_STREAMS (default 10000), BENCH_LIVE_CHANGES
// (5), BENCH_LIVE_SECONDS (8: each diner run; the side-by-side turns last half of it), BENCH_LIVE_ONLY=pglite|postgres.
import { setTimeout as sleep } from 'node:timers/promises';
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DINER_ENV, TURNS, loadTool, measureDinerPath, measureMenuBesideFloor, printDinerPath } from './diner-path.mjs';
import { load, machineLoad, rssMb, signIn, startApi, startPostgres, tempDataDir } from './support.mjs';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10000);
const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 5);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 8);
const TURN_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const ONLY = process.env.BENCH_LIVE_ONLY;
const RESTAURANT = 1;
const env = {
  ...DINER_ENV,
  LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 100),
  JWT_SECRET: 'bench-live-secret-'.padEnd(48, 'x'),
};
const now = () => performance.timeOrigin + performance.now();
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

async function json(baseUrl, url, { method = 'GET', body, token } = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The stream holder (bench/stream-holder.mjs): `ask(message)` resolves with its answer. */
function startHolder() {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream-holder.mjs'), [], {
    execArgv: [],
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return {
    ask,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ type: 'close' });
      }),
  };
}

/** Staff sold-outs one after another, each awaited on every open stream; lags, streams missed, hub reads. */
async function fanOut(api, holder, token) {
  const products = (await json(api.baseUrl, '/api/products', { token })).body.filter(
    (p) => p.restaurantId === RESTAURANT,
  );
  const lags = [];
  let missed = 0;
  const readsBefore = (await json(api.baseUrl, '/api/health')).body.live.reads;
  for (let n = 0; n < CHANGES; n++) {
    const body = { productIds: [products[n % products.length].id], until: n % 2 ? 'available' : 'manual' };
    let sent;
    // A busy API sheds a request with 503 (nothing written): it is sent again, and timed from the one that went in.
    for (let attempt = 1; ; attempt++) {
      sent = now();
      const res = await json(api.baseUrl, '/api/products/sold-out', { method: 'POST', token, body });
      if (res.status === 200) break;
      if (res.status !== 503 || attempt === 10) throw new Error(`sold-out ${res.status}`);
      await sleep(500);
    }
    const arrived = await holder.ask({ type: 'await', sent, timeoutMs: 5000 });
    lags.push(...arrived.lags);
    missed += arrived.missed;
    await sleep(300);
  }
  const readsAfter = (await json(api.baseUrl, '/api/health')).body.live.reads;
  return { lags, missed, readsPerChange: (readsAfter - readsBefore) / CHANGES };
}

/** The API's resident set once it stopped moving (three samples a second apart within 2 MB; at most 20 s). */
async function steadyRss(api) {
  const samples = [rssMb(api.child.pid)];
  for (let i = 0; i < 20; i++) {
    await sleep(1000);
    samples.push(rssMb(api.child.pid));
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 2) break;
  }
  return samples[samples.length - 1];
}

/** The API's memory outside the JS heap (prom-client's figure, /metrics answers loopback). */
async function externalMb(api) {
  const text = await (await fetch(`${api.baseUrl}/metrics`)).text();
  return Number(/^nodejs_external_memory_bytes (\S+)/m.exec(text)?.[1] ?? NaN) / 1024 / 1024;
}

/**
 * Opens the streams and measures what they add to the API's resident set. PGlite's start-up leaves a few hundred MB
 * of external memory (its WebAssembly buffers) that a later full collection frees, often while the streams open:
 * when the external memory fell by more than 50 MB meanwhile, the streams are closed and opened again.
 */
async function openMeasured(api, holder) {
  const port = Number(new URL(api.baseUrl).port);
  for (let attempt = 1; ; attempt++) {
    const before = await steadyRss(api);
    const externalBefore = await externalMb(api);
    const started = performance.now();
    const { open, failed } = await holder.ask({
      type: 'open',
      port,
      path: `/api/public/menu/${RESTAURANT}/live`,
      count: STREAMS,
    });
    const seconds = (performance.now() - started) / 1000;
    const after = await steadyRss(api);
    const released = externalBefore - (await externalMb(api));
    if (released <= 50 || attempt === 2) return { open, failed, seconds, before, after, released, attempt };
    await holder.ask({ type: 'reset' });
    while ((await json(api.baseUrl, '/api/health')).body.live.streams > 0) await sleep(200);
  }
}

async function measure(label, api, dbLabel) {
  const { token } = await signIn(api.baseUrl, 'demo-admin');
  // Warm first (the caches, the JIT, the database's first reads), so the resident set before the streams is
  // the running API's rather than its start-up's.
  await load({ baseUrl: api.baseUrl, paths: [`/api/public/menu/${RESTAURANT}`, `/menu/${RESTAURANT}`], seconds: 2 });
  // The control: the same menu turns beside the floor before any stream is open, so what the streams cost the
  // menu reads apart from what this shared machine does to both from one run to the next.
  const calm = await measureMenuBesideFloor(api, { seconds: SECONDS, turnSeconds: TURN_SECONDS });
  const holder = startHolder();
  try {
    const { open, failed, seconds, before, after, released, attempt } = await openMeasured(api, holder);
    const opened = await holder.ask({ type: 'usage' });
    const perStream = `${(((after - before) * 1024) / open).toFixed(1)} KB per stream, goal <= 20 KB`;
    console.log(
      `${label}: ${open} open menu streams (${failed} refused or failed, opened in ${seconds.toFixed(1)} s${attempt > 1 ? ', the second time' : ''}) took ${(after - before).toFixed(1)} MB of the API's resident memory (${released > 50 ? `not measurable: ${released.toFixed(0)} MB of external memory released meanwhile` : perStream}; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB); the holder: ${opened.rssMb.toFixed(0)} MB resident, ${(opened.cpuMs / 1000).toFixed(1)} s of CPU so far`,
    );

    const fan = await fanOut(api, holder, token);
    console.log(
      `${label}: staff sold-out → menu event on all ${open} streams, ${CHANGES} changes: p50 ${percentile(fan.lags, 50).toFixed(0)} ms, p99 ${percentile(fan.lags, 99).toFixed(0)} ms, max ${Math.max(...fan.lags).toFixed(0)} ms (goal p99 <= 1000 ms)${fan.missed ? `, ${fan.missed} not seen` : ''}; ${fan.readsPerChange.toFixed(1)} database reads of the hub per change on ${dbLabel} (not per stream)`,
    );

    const t0 = performance.now();
    const cpuBefore = (await holder.ask({ type: 'usage' })).cpuMs;
    const diner = await measureDinerPath(api, { seconds: SECONDS, turnSeconds: TURN_SECONDS, bareFloor: false });
    const end = await holder.ask({ type: 'usage' });
    const wall = (performance.now() - t0) / 1000;
    printDinerPath(`${label}, diner hot path with the ${open} streams open`, diner);
    const control = (what, before, after) =>
      `${what} ${before.ratio[0].toFixed(2)} (turns ${before.ratios[0].map((x) => x.toFixed(2)).join(' ')}) → ${after.ratio[0].toFixed(2)} with them (${(after.rps / before.rps).toFixed(2)}× the requests a second)`;
    console.log(
      `  before the streams opened, ratio to the same answer: ${control('menu', calm.menu, diner.menu)}; ${control('page', calm.page, diner.page)}`,
    );
    console.log(
      `  streams still open after it: ${end.open} of ${open}; the holder meanwhile: ${((end.cpuMs - cpuBefore) / 1000).toFixed(2)} s of CPU in ${wall.toFixed(0)} s (${((100 * (end.cpuMs - cpuBefore)) / 1000 / wall).toFixed(1)} % of a core), ${end.rssMb.toFixed(0)} MB resident; ${machineLoad()}`,
    );
  } finally {
    await holder.close();
  }
}

console.log(
  `${STREAMS} streams; diner path: ${loadTool()}, 32 connections, ${SECONDS} s per run (${TURNS} turns of ${TURN_SECONDS} s beside the floor); ${machineLoad()} at the start`,
);
if (ONLY !== 'postgres') {
  const dataDir = tempDataDir();
  const api = await startApi({ dataDir, env });
  try {
    await measure('one instance (PGlite)', api, 'PGlite');
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  if (pg.skipped) console.log(`PostgreSQL: skipped (${pg.skipped})`);
  else {
    const dataDir = tempDataDir();
    const api = await startApi({ dataDir, env: { ...env, DATABASE_URL: pg.url } });
    try {
      await measure('one instance (PostgreSQL 15)', api, 'PostgreSQL');
    } finally {
      await api.stop();
      pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(`\n${machineLoad()} at the end`);
