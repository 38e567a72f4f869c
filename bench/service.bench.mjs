// Table service figures (printed, never asserted):
// - one instance (PGlite, demo data): the time from a diner's call (POST /api/public/tables/{qr}/calls) to the
//   `call` event on a staff stream (GET /api/service/events), while wrk runs the diner hot path beside it
//   (the menu API, the menu page and the visit record; goal p99 <= 250 ms);
// - two instances on one PostgreSQL 15: the call made through instance A, the stream open on instance B
//   (LISTEN/NOTIFY, one read per change per instance; goal p99 <= 1 s), wrk on A beside it;
// - memory per open staff stream: the API's resident set before and after opening STREAMS streams.
// BENCH_SERVICE_SECONDS sets the length of each run (default 10), BENCH_SERVICE_STREAMS the stream count (500),
// BENCH_SERVICE_ONLY=pglite|postgres runs one part.
/* global AbortController */
import { setTimeout as sleep } from 'node:timers/promises';
import { eachEventData } from '../drills/support.mjs';
import {
  demoRestaurantOpenToday,
  jsonRequest as json,
  LOADED_API_ENV,
  load,
  percentile,
  rssMb,
  startApi,
  startPostgres,
  tempDataDir,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SERVICE_SECONDS ?? 10);
const STREAMS = Number(process.env.BENCH_SERVICE_STREAMS ?? 500);
// One JWT_SECRET for both instances (a generated one differs per data folder).
const env = { ...LOADED_API_ENV, JWT_SECRET: 'bench-service-secret-'.padEnd(48, 'x') };

/** The demo restaurant, its tables, a staff token, and the restaurant open all day today (calls need it open). */
async function prepare(baseUrl) {
  const { token, restaurant } = await demoRestaurantOpenToday(baseUrl);
  const codes = (await json(baseUrl, '/api/menuqrcodes', { token })).body.filter(
    (q) => q.restaurantId === restaurant.id,
  );
  return { token, restaurantId: restaurant.id, codes };
}

/** A staff stream: when each call was first seen open. */
function openStream(baseUrl, token) {
  const controller = new AbortController();
  const seen = new Map();
  const ready = (async () => {
    const res = await fetch(`${baseUrl}/api/service/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!res.ok) throw new Error(`stream ${res.status}`);
    void (async () => {
      try {
        await eachEventData(res.body, (data) => {
          const call = JSON.parse(data);
          if (call.status === 'open' && !seen.has(call.id)) seen.set(call.id, performance.now());
        });
      } catch {
        /* closed */
      }
    })();
  })();
  return { ready, seen, close: () => controller.abort() };
}

/** Diners calling, one table after another, until `stopAt`: call → event on `stream`, then the call is served. */
async function callLoop({ callBase, staffBase, token, codes, stream, stopAt }) {
  const lags = [];
  let missed = 0;
  for (let n = 0; performance.now() < stopAt; n++) {
    const qr = codes[n % codes.length];
    const visit = await json(callBase, `/api/menuqrcodes/${qr.id}/access`, { method: 'POST' });
    const sent = performance.now();
    const created = await json(callBase, `/api/public/tables/${qr.id}/calls`, {
      method: 'POST',
      body: { kind: 'waiter', logId: visit.body.logId, token: visit.body.token },
    });
    const id = created.body?.callId;
    if (created.status === 201) {
      const deadline = performance.now() + 5000;
      while (!stream.seen.has(id) && performance.now() < deadline) await sleep(1);
      if (stream.seen.has(id)) lags.push(stream.seen.get(id) - sent);
      else missed += 1;
    }
    if (id) await json(staffBase, `/api/service/calls/${id}`, { method: 'PUT', token, body: { status: 'done' } });
    await sleep(20);
  }
  return { lags, missed };
}

const dinerPaths = (restaurantId, codes) => [
  `/api/public/menu/${restaurantId}`,
  `/menu/${restaurantId}?table=${codes[0].tableNumber}&qr=${codes[0].id}`,
  `/api/public/menu/${restaurantId}?lang=en`,
];

function report(label, { lags, missed }, wrk) {
  console.log(
    `${label}: ${lags.length} calls, call → staff event p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms, max ${Math.max(...lags).toFixed(1)} ms${missed ? `, ${missed} not seen` : ''}`,
  );
  if (wrk)
    console.log(
      `  diner hot path beside it (${wrk.tool}, 8 connections, ${SECONDS} s): ${wrk.rps.toFixed(0)} req/s, p50 ${wrk.p50.toFixed(1)} ms, p99 ${wrk.p99.toFixed(1)} ms, statuses ${JSON.stringify(wrk.statuses)}`,
    );
}

/**
 * Calls through `callBase` seen on a stream of `streamBase`: a warm-up (the first calls compile the statements),
 * then SECONDS with no other load, then SECONDS with wrk on the diner hot path of `callBase` beside them.
 */
async function measureCalls(label, { callBase, streamBase }) {
  const { token, restaurantId, codes } = await prepare(callBase);
  const stream = openStream(streamBase, token);
  await stream.ready;
  const loop = (ms) =>
    callLoop({ callBase, staffBase: streamBase, token, codes, stream, stopAt: performance.now() + ms });
  await loop(1500);
  report(`${label}, no other load`, await loop(SECONDS * 1000));
  const [busy, wrk] = await Promise.all([
    loop(SECONDS * 1000),
    load({ baseUrl: callBase, paths: dinerPaths(restaurantId, codes), seconds: SECONDS, connections: 8 }),
  ]);
  report(`${label}, diner hot path under wrk beside it`, busy, wrk);
  stream.close();
  return token;
}

const ONLY = process.env.BENCH_SERVICE_ONLY;

// ------------------------------------------------------------------ one instance (PGlite)
if (ONLY !== 'postgres') {
  const api = await startApi({ dataDir: tempDataDir(), env });
  try {
    const token = await measureCalls('one instance (PGlite)', { callBase: api.baseUrl, streamBase: api.baseUrl });

    // ---------------------------------------------------------------- memory per open staff stream
    await sleep(500);
    const before = rssMb(api.child.pid);
    const streams = Array.from({ length: STREAMS }, () => openStream(api.baseUrl, token));
    await Promise.all(streams.map((s) => s.ready));
    await sleep(1000);
    const after = rssMb(api.child.pid);
    console.log(
      `memory: ${STREAMS} open staff streams took ${(after - before).toFixed(1)} MB of resident memory (${(((after - before) * 1024) / STREAMS).toFixed(1)} KB per stream; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB)`,
    );
    for (const s of streams) s.close();
  } finally {
    await api.stop();
  }
}

// ------------------------------------------------------------------ two instances on one PostgreSQL
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  if (pg.skipped) {
    console.log(`two instances on PostgreSQL: skipped (${pg.skipped})`);
  } else {
    const a = await startApi({ dataDir: tempDataDir(), env: { ...env, DATABASE_URL: pg.url } });
    const b = await startApi({ dataDir: tempDataDir(), env: { ...env, DATABASE_URL: pg.url } });
    try {
      await measureCalls('two instances on PostgreSQL 15 (call through A, stream on B)', {
        callBase: a.baseUrl,
        streamBase: b.baseUrl,
      });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      pg.stop();
    }
  }
}
