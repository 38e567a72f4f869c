// Orders from the table (printed, never asserted), on PGlite and on PostgreSQL 15:
// - ORDERS_PER_SECOND orders a second (default 200), paced open-loop, spread over TABLES tables (default 50),
//   each from a visit of its table (a visit sends at most 10 orders in 10 minutes, so a table takes a new visit
//   after 10): the order's latency p50/p99/max (goal p99 ≤ 100 ms) and its statuses;
// - meanwhile the diner hot path at its bench load (wrk, 1 thread, 32 connections, as bench/diner.bench.mjs):
//   first the scan redirect, then the visit record (goals: scan ≥ 5,000 req/s, visit ≥ 3,000 req/s, p99 < 30 ms);
// - afterwards every order answered 201 is read back through its visit (GET /api/public/tables/{qr}/orders):
//   stored, and its total equal to the total recomputed here from the menu (discounted price + variant + add-ons).
// BENCH_ORDERS_SECONDS sets each run's length (default 10), BENCH_ORDERS_RATE the rate, BENCH_ORDERS_ONLY=
// pglite|postgres one database.
import { load, machineLoad, startApi, startPostgres, tempDataDir } from './support.mjs';

const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_ORDERS_RATE ?? 200);
const TABLES = 50;
const ONLY = process.env.BENCH_ORDERS_ONLY;
const env = { TRUST_PROXY: '127.0.0.1', VISIT_CAP_PER_IP: '0', LOG_LEVEL: 'warn' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
let ipCounter = 0;
const ip = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
const kurus = (lira) => Math.round(lira * 100);

async function json(baseUrl, path, { method = 'GET', body, token, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': ip(),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The demo restaurant taking orders, open all day today, with TABLES tables; the menu's orderable lines. */
async function prepare(baseUrl) {
  const { token } = (
    await json(baseUrl, '/api/auth/login', {
      method: 'POST',
      body: { username: 'demo-admin', password: 'Bench-Demo-2026' },
    })
  ).body;
  const [restaurant] = (await json(baseUrl, '/api/restaurants', { token })).body;
  // The update's body: the record's own fields (the request shape drops the ones it does not know).
  const fields = { ...restaurant };
  const put = await json(baseUrl, `/api/restaurants/${restaurant.id}`, {
    method: 'PUT',
    token,
    body: { ...fields, acceptsOrders: true },
  });
  if (put.status !== 200) throw new Error(`orders not switched on: ${put.status} ${JSON.stringify(put.body)}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  await json(baseUrl, '/api/SpecialDays', {
    method: 'POST',
    token,
    body: {
      restaurantId: restaurant.id,
      date: today,
      name: 'Ölçüm',
      openTime: '00:00',
      closeTime: '23:59',
      isClosed: false,
    },
  });
  let codes = (await json(baseUrl, '/api/menuqrcodes', { token })).body.filter(
    (q) => q.restaurantId === restaurant.id && q.isActive,
  );
  for (let n = codes.length; n < TABLES; n++)
    await json(baseUrl, '/api/menuqrcodes', {
      method: 'POST',
      token,
      body: { restaurantId: restaurant.id, tableNumber: `S${n + 1}`, isActive: true },
    });
  codes = (await json(baseUrl, '/api/menuqrcodes', { token })).body
    .filter((q) => q.restaurantId === restaurant.id && q.isActive)
    .slice(0, TABLES);
  const menu = (await json(baseUrl, `/api/public/menu/${restaurant.id}`)).body;
  const open = new Set(menu.categories.filter((c) => c.availableNow).map((c) => c.id));
  const products = menu.products.filter((p) => p.isAvailable && open.has(p.categoryId));
  return { token, restaurantId: restaurant.id, codes, menu, products };
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
async function orderRun(baseUrl, { menu, products, codes }, seconds) {
  const visits = new Map(); // qr id -> { logId, token, used }
  const visitOf = async (qr) => {
    let v = visits.get(qr.id);
    if (!v || v.used >= 10) {
      const res = await json(baseUrl, `/api/menuqrcodes/${qr.id}/access`, { method: 'POST' });
      v = { ...res.body, qr: qr.id, used: 0 };
      visits.set(qr.id, v);
      allVisits.push(v);
    }
    v.used += 1;
    return v;
  };
  const allVisits = [];
  const latencies = [];
  const statuses = {};
  const created = new Map(); // orderId -> expected total
  const inFlight = [];
  const started = performance.now();
  const total = Math.round(RATE * seconds);
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const qr = codes[n % codes.length];
    inFlight.push(
      (async () => {
        const visit = await visitOf(qr);
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
  return { latencies, statuses, created, visits: allVisits, rate: total / elapsed };
}

/** Every 201 read back through its visit: stored, with the total recomputed from the menu. */
async function verify(baseUrl, run) {
  let stored = 0;
  let mismatched = 0;
  const unreadable = {};
  for (const v of run.visits) {
    const res = await json(
      baseUrl,
      `/api/public/tables/${v.qr}/orders?logId=${v.logId}&token=${encodeURIComponent(v.token)}`,
    );
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
    // Warm-up: statements, caches, the JIT.
    await orderRun(api.baseUrl, setup, 1);
    await load({ baseUrl: api.baseUrl, paths: scanPaths, seconds: 2 });

    const [orders1, scan] = await Promise.all([
      orderRun(api.baseUrl, setup, SECONDS),
      load({ baseUrl: api.baseUrl, paths: scanPaths, seconds: SECONDS, connections: 32 }),
    ]);
    const [orders2, visit] = await Promise.all([
      orderRun(api.baseUrl, setup, SECONDS),
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
    const checks = [await verify(api.baseUrl, orders1), await verify(api.baseUrl, orders2)];
    const latencies = [...orders1.latencies, ...orders2.latencies];
    const statuses = {};
    for (const r of [orders1, orders2])
      for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
    console.log(`${label}:`);
    console.log(
      `  orders (goal p99 ≤ 100 ms): ${latencies.length} sent at ${((orders1.rate + orders2.rate) / 2).toFixed(0)}/s over ${setup.codes.length} tables, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, statuses ${JSON.stringify(statuses)}`,
    );
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
  `Load: orders at ${RATE}/s (Node fetch) + wrk 1 thread 32 connections, ${SECONDS} s per run; ${machineLoad()} at the start`,
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
