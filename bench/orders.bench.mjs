// Orders from the table (printed, never asserted), on PGlite and on PostgreSQL 15:
// - ORDERS_PER_SECOND orders a second (default 200), paced open-loop, spread over TABLES tables (default 50),
//   each from a visit of its table (a visit sends at most 10 orders in 10 minutes, so a table takes a new visit
//   after 10): the order's latency p50/p99/max (goal p99 ≤ 100 ms) and its statuses;
// - meanwhile the diner hot path at its bench load (wrk, 1 thread, 32 connections, as bench/diner.bench.mjs):
//   first the scan redirect, then the visit record (goals: scan ≥ 5,000 req/s, visit ≥ 3,000 req/s, p99 < 30 ms);
// - afterwards every order answered 201 is read back through its visit (GET /api/public/tables/{qr}/orders):
//   stored, and its total equal to the total recomputed here from the menu (discounted price + variant + add-ons);
// - first, the orders alone: the API's CPU time per order and the load generator's own (both share 2 cores).
// The visits the orders are sent from are recorded before each measured run (they are diners who scanned a
// while ago), so a visit record refused under the flood does not turn into a refused order. Requests go over
// kept-alive node:http connections (jsonRequest), a fifth to a quarter of the client CPU of Node's fetch.
// BENCH_ORDERS_SECONDS sets each run's length (default 10), BENCH_ORDERS_RATE the rate, BENCH_ORDERS_ONLY=
// pglite|postgres one database.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cpuSeconds,
  demoRestaurantOpenToday,
  jsonRequest as json,
  LOADED_API_ENV,
  load,
  machineLoad,
  percentile,
  startApi,
  startPostgres,
  tempDataDir,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_ORDERS_RATE ?? 200);
const TABLES = 50;
/** Orders a visit may send in ten minutes (the API's cap). */
const PER_VISIT = 10;
const ONLY = process.env.BENCH_ORDERS_ONLY;
const env = { ...LOADED_API_ENV, LOG_LEVEL: 'warn' };
const kurus = (lira) => Math.round(lira * 100);

/** The demo restaurant taking orders, open all day today, with TABLES tables; the menu's orderable lines. */
async function prepare(baseUrl) {
  const { token, restaurant } = await demoRestaurantOpenToday(baseUrl);
  // The update's body: the record's own fields (the request shape drops the ones it does not know).
  const put = await json(baseUrl, `/api/restaurants/${restaurant.id}`, {
    method: 'PUT',
    token,
    body: { ...restaurant, acceptsOrders: true },
  });
  if (put.status !== 200) throw new Error(`orders not switched on: ${put.status} ${JSON.stringify(put.body)}`);
  const activeCodes = async () =>
    (await json(baseUrl, '/api/menuqrcodes', { token })).body.filter(
      (q) => q.restaurantId === restaurant.id && q.isActive,
    );
  for (let n = (await activeCodes()).length; n < TABLES; n++)
    await json(baseUrl, '/api/menuqrcodes', {
      method: 'POST',
      token,
      body: { restaurantId: restaurant.id, tableNumber: `S${n + 1}`, isActive: true },
    });
  const codes = (await activeCodes()).slice(0, TABLES);
  const menu = (await json(baseUrl, `/api/public/menu/${restaurant.id}`)).body;
  const open = new Set(menu.categories.filter((c) => c.availableNow).map((c) => c.id));
  const products = menu.products.filter((p) => p.isAvailable && open.has(p.categoryId));
  return { token, restaurantId: restaurant.id, codes, menu, products };
}

/** Enough visits of every table for `orders` orders spread over the tables, recorded before the run. */
async function recordVisits(baseUrl, codes, orders) {
  const perTable = Math.ceil(Math.ceil(orders / codes.length) / PER_VISIT);
  const visits = new Map(codes.map((q) => [q.id, []]));
  for (let round = 0; round < perTable; round++)
    await Promise.all(
      codes.map(async (qr) => {
        for (;;) {
          const res = await json(baseUrl, `/api/menuqrcodes/${qr.id}/access`, { method: 'POST' });
          if (res.status === 201 || res.status === 200) {
            visits.get(qr.id).push({ ...res.body, qr: qr.id });
            return;
          }
          await sleep(50);
        }
      }),
    );
  return visits;
}

/** A random cart of 1–4 lines and what it costs by the menu's rule. */
function cart(menu, products) {
  const lines = [];
  let total = 0;
  const n = 1 + Math.floor(Math.random() * 4);
  for (let i = 0; i < n; i++) {
    const p = products[Math.floor(Math.random() * products.length)];
    const variant =
      p.variants.length && Math.random() < 0.6 ? p.variants[Math.floor(Math.random() * p.variants.length)] : null;
    const addons =
      menu.addons.length && Math.random() < 0.4 ? [menu.addons[Math.floor(Math.random() * menu.addons.length)]] : [];
    const quantity = 1 + Math.floor(Math.random() * 3);
    const base = p.discountedPrice != null && p.discountedPrice < p.price ? p.discountedPrice : p.price;
    const unit = Math.max(
      0,
      kurus(base) + kurus(variant?.priceModifier ?? 0) + addons.reduce((s, a) => s + kurus(a.price), 0),
    );
    total += unit * quantity;
    // A tampered price in the body, which the server ignores.
    lines.push({
      productId: p.id,
      variantId: variant?.id ?? null,
      addonIds: addons.map((a) => a.id),
      quantity,
      unitPrice: 0.01,
    });
  }
  return { lines, expected: total / 100 };
}

/** Sends RATE orders a second for `seconds`, paced by the clock (a slow answer does not slow the pace). */
async function orderRun(baseUrl, { menu, products, codes }, { seconds, visits, apiPid }) {
  const total = Math.round(RATE * seconds);
  const latencies = [];
  const statuses = {};
  const created = new Map(); // orderId -> expected total
  const inFlight = [];
  const cpu = { api: cpuSeconds(apiPid), client: process.cpuUsage() };
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const qr = codes[n % codes.length];
    const visit = visits.get(qr.id)[Math.floor(Math.floor(n / codes.length) / PER_VISIT)];
    inFlight.push(
      (async () => {
        const { lines, expected } = cart(menu, products);
        const t0 = performance.now();
        const res = await json(baseUrl, `/api/public/tables/${qr.id}/orders`, {
          method: 'POST',
          body: { logId: visit.logId, token: visit.token, lines, total: 0.01 },
          headers: { 'idempotency-key': `bench-${n}` },
        });
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) created.set(res.body.orderId, { expected, answered: res.body.total });
      })().catch((error) => {
        statuses.error = (statuses.error ?? 0) + 1;
        if (statuses.error === 1) console.log(`  first failure: ${error.message} ${error.cause?.message ?? ''}`);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(cpu.client);
  return {
    latencies,
    statuses,
    created,
    visits: [...visits.values()].flat(),
    rate: total / elapsed,
    apiCpuMs: ((cpuSeconds(apiPid) - cpu.api) * 1000) / total,
    clientCpuMs: (client.user + client.system) / 1000 / total,
  };
}

/** Every 201 read back through its visit: stored, with the total recomputed from the menu. */
async function verify(baseUrl, run) {
  let stored = 0;
  let mismatched = 0;
  const unreadable = {};
  for (const v of run.visits) {
    const url = `/api/public/tables/${v.qr}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`;
    let res = await json(baseUrl, url);
    // A read-back shed while the API is still catching up is asked again.
    for (let retry = 0; res.status === 503 && retry < 10; retry++) {
      await sleep(500);
      res = await json(baseUrl, url);
    }
    if (!Array.isArray(res.body)) {
      unreadable[res.status] = (unreadable[res.status] ?? 0) + 1;
      continue;
    }
    for (const order of res.body) {
      const want = run.created.get(order.orderId);
      if (!want) continue;
      stored += 1;
      if (kurus(order.total) !== kurus(want.expected) || kurus(want.answered) !== kurus(want.expected)) mismatched += 1;
    }
  }
  if (Object.keys(unreadable).length) console.log(`  visits not read back: ${JSON.stringify(unreadable)}`);
  return { answered: run.created.size, stored, mismatched };
}

const fmt = (n) => Math.round(n).toLocaleString('en');
const wrkLine = (label, r) =>
  `  ${label.padEnd(42)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${Object.entries(
    r.statuses,
  )
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`;

const ordersLine = (runs) => {
  const latencies = runs.flatMap((r) => r.latencies);
  const statuses = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  const mean = (f) => runs.reduce((sum, r) => sum + f(r), 0) / runs.length;
  return `${latencies.length} sent at ${mean((r) => r.rate).toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, statuses ${JSON.stringify(statuses)}`;
};

async function measure(label, extraEnv = {}) {
  const api = await startApi({ dataDir: tempDataDir(), env: { ...env, ...extraEnv } });
  try {
    const setup = await prepare(api.baseUrl);
    const scanPaths = setup.codes.map(
      (q) => `/api/menu/${setup.restaurantId}?table=${encodeURIComponent(q.tableNumber)}`,
    );
    const visitPaths = setup.codes.map((q) => `/api/menuqrcodes/${q.id}/access`);
    const ua = {
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
      'Content-Type': 'application/json',
    };
    // The visits are recorded before each run, and the run starts with the wrk load beside it.
    const visitsFor = (seconds) => recordVisits(api.baseUrl, setup.codes, Math.round(RATE * seconds));
    const send = (seconds, visits) => orderRun(api.baseUrl, setup, { seconds, visits, apiPid: api.child.pid });
    // Warm-up: statements, caches, the JIT.
    await send(1, await visitsFor(1));
    await load({ baseUrl: api.baseUrl, paths: scanPaths, seconds: 2 });

    const alone = await send(SECONDS, await visitsFor(SECONDS));
    const visits1 = await visitsFor(SECONDS);
    const [orders1, scan] = await Promise.all([
      send(SECONDS, visits1),
      load({ baseUrl: api.baseUrl, paths: scanPaths, seconds: SECONDS, connections: 32 }),
    ]);
    const visits2 = await visitsFor(SECONDS);
    const [orders2, visit] = await Promise.all([
      send(SECONDS, visits2),
      load({
        baseUrl: api.baseUrl,
        paths: visitPaths,
        method: 'POST',
        headers: ua,
        body: '{}',
        seconds: SECONDS,
        connections: 32,
      }),
    ]);
    const checks = [];
    for (const r of [alone, orders1, orders2]) checks.push(await verify(api.baseUrl, r));
    console.log(`${label}:`);
    console.log(`  orders alone: ${ordersLine([alone])}`);
    console.log(
      `    CPU per order: API ${alone.apiCpuMs.toFixed(2)} ms, load generator ${alone.clientCpuMs.toFixed(2)} ms`,
    );
    console.log(`  orders beside wrk (goal p99 ≤ 100 ms): ${ordersLine([orders1, orders2])}`);
    const answered = checks.reduce((n, c) => n + c.answered, 0);
    console.log(
      `  every 201 read back: ${checks.reduce((n, c) => n + c.stored, 0)} of ${answered} stored, ${checks.reduce((n, c) => n + c.mismatched, 0)} with a total other than the recomputed one`,
    );
    console.log(wrkLine('scan redirect beside it (goal ≥ 5,000, p99 < 30)', scan));
    console.log(wrkLine('visit record beside it (goal ≥ 3,000, p99 < 30)', visit));
  } finally {
    await api.stop();
  }
}

console.log(
  `Load: orders at ${RATE}/s over ${TABLES} tables (node:http, kept alive) + wrk 1 thread 32 connections, ${SECONDS} s per run; ${machineLoad()} at the start`,
);
if (ONLY !== 'postgres') await measure('one instance on PGlite');
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  if (pg.skipped) console.log(`PostgreSQL: skipped (${pg.skipped})`);
  else {
    try {
      await measure('one instance on PostgreSQL 15', { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  }
}
