// The live menu's figures (printed, never asserted), on one API process on PGlite and on PostgreSQL, the client on
// the same machine:
// - memory per open menu stream: the API's resident set before and after opening STREAMS streams (goal <= 20 KB);
// - fan-out: a staff sold-out (POST /api/products/sold-out) to the `menu` event on every open stream, p50/p99/max
//   over all streams and CHANGES changes (goal p99 <= 1 s), and the hub's database reads per change (/api/health);
// - the diner hot path under wrk (menu API, menu page, visit) with the streams open.
// The client holds the streams as raw HTTP requests (no EventSource objects). BENCH_LIVE_STREAMS (default 10000),
// BENCH_LIVE_CHANGES (5), BENCH_LIVE_SECONDS (10), BENCH_LIVE_ONLY=pglite|postgres.
import http from 'node:http';
import { load, machineLoad, rssMb, startApi, startPostgres, tempDataDir } from './support.mjs';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10000);
const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 5);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const ONLY = process.env.BENCH_LIVE_ONLY;
const env = {
  TRUST_PROXY: '127.0.0.1',
  VISIT_CAP_PER_IP: '0',
  LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 100),
  JWT_SECRET: 'bench-live-secret-'.padEnd(48, 'x'),
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

async function json(baseUrl, path, { method = 'GET', body, token } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
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

/** Open streams as raw requests, 200 at a time; each remembers when it last saw a `menu` event. */
function openStreams(baseUrl, restaurantId, count) {
  const url = new URL(`${baseUrl}/api/public/menu/${restaurantId}/live`);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams = [];
  let failed = 0;
  const openOne = (i) =>
    new Promise((resolve) => {
      const stream = { lastMenuAt: 0, req: null };
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          agent,
          // One address per diner (the route's rate limit and stream cap count per address).
          headers: { accept: 'text/event-stream', 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            failed += 1;
            res.resume();
            return resolve();
          }
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            if (chunk.includes('event: menu')) stream.lastMenuAt = performance.now();
          });
          res.on('error', () => undefined);
          streams.push(stream);
          resolve();
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      stream.req = req;
    });
  return {
    streams,
    failed: () => failed,
    ready: (async () => {
      for (let i = 0; i < count; i += 200)
        await Promise.all(Array.from({ length: Math.min(200, count - i) }, (_, k) => openOne(i + k)));
    })(),
    close: () => {
      for (const s of streams) s.req?.destroy();
      agent.destroy();
    },
  };
}

async function measure(label, api, dbLabel) {
  const { token } = (
    await json(api.baseUrl, '/api/auth/login', {
      method: 'POST',
      body: { username: 'demo-admin', password: 'Bench-Demo-2026' },
    })
  ).body;
  const [restaurant] = (await json(api.baseUrl, '/api/restaurants', { token })).body;
  const products = (await json(api.baseUrl, '/api/products', { token })).body.filter(
    (p) => p.restaurantId === restaurant.id,
  );
  const codes = (await json(api.baseUrl, '/api/menuqrcodes', { token })).body.filter(
    (q) => q.restaurantId === restaurant.id,
  );
  await json(api.baseUrl, `/api/public/menu/${restaurant.id}`);
  await sleep(500);
  const before = rssMb(api.child.pid);
  const opened = openStreams(api.baseUrl, restaurant.id, STREAMS);
  await opened.ready;
  await sleep(2000);
  const after = rssMb(api.child.pid);
  const open = opened.streams.length;
  console.log(
    `${label}: ${open} open menu streams (${opened.failed()} refused or failed) took ${(after - before).toFixed(1)} MB of resident memory (${(((after - before) * 1024) / open).toFixed(1)} KB per stream, goal <= 20 KB; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB)`,
  );

  const lags = [];
  let missed = 0;
  const readsBefore = (await json(api.baseUrl, '/api/health')).body.live.reads;
  for (let n = 0; n < CHANGES; n++) {
    const sent = performance.now();
    const res = await json(api.baseUrl, '/api/products/sold-out', {
      method: 'POST',
      token,
      body: { productIds: [products[n % products.length].id], until: n % 2 ? 'available' : 'manual' },
    });
    if (res.status !== 200) throw new Error(`sold-out ${res.status}`);
    const deadline = performance.now() + 5000;
    while (opened.streams.some((s) => s.lastMenuAt < sent) && performance.now() < deadline) await sleep(5);
    for (const s of opened.streams) {
      if (s.lastMenuAt >= sent) lags.push(s.lastMenuAt - sent);
      else missed += 1;
    }
    await sleep(300);
  }
  const readsAfter = (await json(api.baseUrl, '/api/health')).body.live.reads;
  console.log(
    `${label}: staff sold-out → menu event on all ${open} streams, ${CHANGES} changes: p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, max ${Math.max(...lags).toFixed(0)} ms (goal p99 <= 1000 ms)${missed ? `, ${missed} not seen` : ''}; ${((readsAfter - readsBefore) / CHANGES).toFixed(1)} database reads of the hub per change on ${dbLabel} (not per stream)`,
  );

  const wrk = await load({
    baseUrl: api.baseUrl,
    paths: [
      `/api/public/menu/${restaurant.id}`,
      `/menu/${restaurant.id}?table=${codes[0].tableNumber}&qr=${codes[0].id}`,
      `/api/public/menu/${restaurant.id}?lang=en`,
    ],
    seconds: SECONDS,
    connections: 32,
  });
  console.log(
    `${label}: diner hot path with the ${open} streams open (${wrk.tool}, 32 connections, ${SECONDS} s): ${wrk.rps.toFixed(0)} req/s, p50 ${wrk.p50.toFixed(1)} ms, p99 ${wrk.p99.toFixed(1)} ms, statuses ${JSON.stringify(wrk.statuses)} (bare node:http floor measured here about 36k req/s; ${machineLoad()})`,
  );
  opened.close();
}

if (ONLY !== 'postgres') {
  const api = await startApi({ dataDir: tempDataDir(), env });
  try {
    await measure('one instance (PGlite)', api, 'PGlite');
  } finally {
    await api.stop();
  }
}
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  if (pg.skipped) console.log(`PostgreSQL: skipped (${pg.skipped})`);
  else {
    const api = await startApi({ dataDir: tempDataDir(), env: { ...env, DATABASE_URL: pg.url } });
    try {
      await measure('one instance (PostgreSQL 15)', api, 'PostgreSQL');
    } finally {
      await api.stop();
      await pg.stop?.();
    }
  }
}
