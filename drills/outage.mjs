// Drill 3, database outage: the real API runs on a throwaway PostgreSQL while staff and diner
// traffic flows; the database goes away under traffic (pg_ctl stop -m fast, then -m immediate, then a frozen
// server: SIGSTOP, as a network partition would look) and comes back. Guarantees: every request answers within
// a few seconds, database failures answer 503 with the Turkish message, /api/health answers 503, the API
// process stays up, it recovers by itself within seconds of the database coming back, and no write that was
// answered 2xx is lost.
//
// Diners come from many addresses (X-Forwarded-For behind a trusted loopback proxy), so the per-address rate
// limits of the public routes stay out of the figures.
//
//   node drills/outage.mjs [--outage=6] [--clients=8] [--outages=fast,immediate,frozen]   (PostgreSQL 15; skipped without it)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  arg,
  guarantees,
  percentile,
  random,
  request,
  sameJson,
  SUPERADMIN,
  sleep,
  startDrillApi,
} from './support.mjs';

const OUTAGE_S = Number(arg('outage', '8'));
const CLIENTS = Number(arg('clients', '8'));
const WHICH = arg('outages', 'fast,immediate,frozen').split(',');
/**
 * "No hang": the slowest answer allowed while the database is away. A frozen server is noticed by the pool's
 * query timeout (5 s, api/src/db/client.ts); a request that was already under way adds its own time.
 */
const MAX_LATENCY_MS = 8_000;
/** "Recovers by itself within seconds" of the database accepting connections again. */
const MAX_RECOVERY_MS = 10_000;
const UNAVAILABLE_MESSAGE = 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';
const rng = random();

const target = await startDrillApi({ env: { TRUST_PROXY: '127.0.0.1' } });
if (target.skipped) {
  console.log(`outage drill skipped: ${target.skipped}`);
  process.exit(0);
}

const check = guarantees('outage drill');
const { pg, dataDir, api, token } = target;
let apiExit = null;
api.exited.then((e) => (apiExit = e));
const address = () => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
const send = (options) =>
  request(api.baseUrl, {
    token,
    timeoutMs: 20_000,
    ...options,
    headers: { 'x-forwarded-for': address(), ...options.headers },
  });

// Fixtures the traffic works on.
const restaurant = (
  await send({ method: 'POST', path: '/api/restaurants', body: { name: 'Kesinti Lokantası', isActive: true } })
).body;
const category = (
  await send({ method: 'POST', path: '/api/categories', body: { restaurantId: restaurant.id, name: 'Çorbalar' } })
).body;
await send({ method: 'POST', path: '/api/menuqrcodes', body: { restaurantId: restaurant.id, tableNumber: '1' } });
const product = (
  await send({
    method: 'POST',
    path: '/api/products',
    body: { name: 'Ezogelin', restaurantId: restaurant.id, categoryId: category.id, price: 55 },
  })
).body;
if (!restaurant?.id || !category?.id || !product?.id) throw new Error('could not create the fixtures');
// Each client updates its own restaurant, so "the last update answered" is also the last one committed.
const own = [];
for (let i = 0; i < CLIENTS; i++)
  own.push((await send({ method: 'POST', path: '/api/restaurants', body: { name: `Müşteri ${i}` } })).body.id);

// ---- traffic ------------------------------------------------------------------------------------------------
/** Every answer: { route, t0, t1, ms, status, body, error }. */
const log = [];
/** Writes answered 2xx: what must still be there after the outages. */
const acknowledged = [];
let n = 0;
const ROUTES = [
  { name: 'staff list', weight: 3, make: () => ({ path: '/api/restaurants' }) },
  { name: 'staff product list', weight: 2, make: () => ({ path: `/api/products/restaurant/${restaurant.id}` }) },
  { name: 'staff user list', weight: 1, make: () => ({ path: '/api/users' }) },
  {
    name: 'product create',
    weight: 3,
    write: true,
    make: () => {
      const i = ++n;
      return {
        method: 'POST',
        path: '/api/products',
        body: {
          name: `Mercimek çorbası ${i}`,
          restaurantId: restaurant.id,
          categoryId: category.id,
          price: 40 + (i % 50),
          description: 'Günün çorbası',
        },
      };
    },
  },
  {
    // A transaction (the new default variant clears the others): a checked-out connection when the database goes.
    name: 'variant create',
    weight: 2,
    write: true,
    ignore: ['isDefault'], // the next default variant clears it
    make: () => ({
      method: 'POST',
      path: '/api/productvariants',
      body: { productId: product.id, name: `Büyük boy ${++n}`, priceModifier: 10, isDefault: true },
    }),
  },
  {
    name: 'restaurant update',
    weight: 1,
    write: true,
    make: (c) => ({
      method: 'PUT',
      path: `/api/restaurants/${own[c]}`,
      body: { name: `Kesinti Lokantası ${++n}`, phone: `0312 ${n}`, isActive: true },
    }),
  },
  {
    name: 'public menu',
    weight: 2,
    public: true,
    make: () => ({ path: `/api/public/menu/${restaurant.id}`, token: undefined }),
  },
  {
    name: 'QR scan',
    weight: 1,
    public: true,
    make: () => ({
      path: `/api/menu/${restaurant.id}?table=1`,
      token: undefined,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    }),
  },
  {
    name: 'sign-in',
    weight: 0.3,
    public: true,
    make: () => ({ method: 'POST', path: '/api/auth/login', body: SUPERADMIN, token: undefined }),
  },
];
const totalWeight = ROUTES.reduce((s, r) => s + r.weight, 0);
function pickRoute() {
  let x = rng.next() * totalWeight;
  for (const r of ROUTES) if ((x -= r.weight) < 0) return r;
  return ROUTES[0];
}

let trafficOn = true;
async function client(c) {
  while (trafficOn) {
    const route = pickRoute();
    const options = route.make(c);
    const t0 = performance.now();
    const res = await send({ ...options, timeoutMs: 20_000 });
    const entry = {
      route: route.name,
      t0,
      t1: performance.now(),
      ms: res.ms,
      status: res.status,
      body: res.body,
      error: res.error,
    };
    log.push(entry);
    if (route.write && res.status >= 200 && res.status < 300) {
      acknowledged.push({
        route: route.name,
        path: options.method === 'POST' ? `${options.path}/${res.body.id}` : options.path,
        body: res.body,
        at: entry.t1,
        ignore: route.ignore ?? [],
      });
    }
    if (res.status === 0 || res.status >= 500) await sleep(20); // a real client backs off a little
  }
}
const health = [];
async function healthPoller() {
  while (trafficOn) {
    const t0 = performance.now();
    const res = await request(api.baseUrl, { path: '/api/health', timeoutMs: 20_000 });
    health.push({ t0, t1: performance.now(), status: res.status, body: res.body });
    await sleep(200);
  }
}

// ---- outages ------------------------------------------------------------------------------------------------
function postgresPids() {
  const pidFile = path.join(pg.dir, 'data', 'postmaster.pid');
  const main = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const kids = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
        .flatMap((k) => [k, ...kids(k)]);
    } catch {
      return [];
    }
  };
  return [main, ...kids(main)];
}

const OUTAGES = [
  {
    key: 'fast',
    name: 'pg_ctl stop -m fast',
    down: () => pg.stop('fast'),
    up: () => pg.start(),
  },
  {
    key: 'immediate',
    name: 'pg_ctl stop -m immediate (crash, recovery on start)',
    down: () => pg.stop('immediate'),
    up: () => pg.start(),
  },
  {
    key: 'frozen',
    name: 'frozen server (SIGSTOP, like a network partition)',
    down: async () => {
      for (const pid of postgresPids()) process.kill(pid, 'SIGSTOP');
    },
    up: async () => {
      for (const pid of postgresPids()) process.kill(pid, 'SIGCONT');
    },
  },
].filter((o) => WHICH.includes(o.key));

const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
const poller = healthPoller();
await sleep(2000);
const results = [];
for (const outage of OUTAGES) {
  const baseline = log.filter((e) => e.t1 > performance.now() - 1500);
  const downStart = performance.now();
  await outage.down();
  const downDone = performance.now();
  await sleep(OUTAGE_S * 1000);
  const upStart = performance.now();
  await outage.up();
  const upDone = performance.now();
  // Recovery: the first 2xx of a database-backed staff request sent after the database was back.
  let recoveredAt = null;
  let healthyAt = null;
  while (performance.now() - upDone < 30_000 && (recoveredAt === null || healthyAt === null)) {
    recoveredAt ??=
      log.find(
        (e) => e.t0 >= upDone && e.status >= 200 && e.status < 300 && !ROUTES.find((r) => r.name === e.route).public,
      )?.t1 ?? null;
    healthyAt ??= health.find((h) => h.t0 >= upDone && h.status === 200)?.t1 ?? null;
    await sleep(50);
  }
  await sleep(2000);
  // The outage window: from the moment the database started going away until it accepted connections again;
  // a request counts when any part of it fell inside.
  const during = log.filter((e) => e.t1 > downStart && e.t0 < upDone);
  const unavailable = during.filter((e) => e.status === 503);
  const wrongShape = unavailable.filter(
    (e) =>
      e.body?.status !== 503 || e.body?.message !== UNAVAILABLE_MESSAGE || e.body?.title !== 'Hizmet kullanılamıyor',
  );
  const others = during.filter((e) => !(e.status >= 200 && e.status < 400) && e.status !== 503);
  const healthDown = health.filter((h) => h.t0 >= downDone && h.t1 <= upStart);
  if (process.env.DRILL_DEBUG)
    console.log(
      health
        .filter((h) => h.t1 > downStart)
        .map((h) => `${(h.t0 - downStart).toFixed(0)}..${(h.t1 - downStart).toFixed(0)} ${h.status}`)
        .join('\n'),
    );
  const result = {
    name: outage.name,
    requests: during.length,
    baselineRps: baseline.length / 1.5,
    status: during.reduce((m, e) => ((m[e.status || e.error] = (m[e.status || e.error] ?? 0) + 1), m), {}),
    unavailable: unavailable.length,
    wrongShape: wrongShape.length,
    others,
    maxMs: Math.max(0, ...during.map((e) => e.ms)),
    p99Ms: percentile(
      during.map((e) => e.ms),
      99,
    ),
    healthAnswers: healthDown.length,
    health503: healthDown.filter((h) => h.status === 503 && h.body?.status === 'unavailable').length,
    healthMaxMs: Math.max(0, ...health.filter((h) => h.t1 > downStart && h.t0 < upDone).map((h) => h.t1 - h.t0)),
    downMs: downDone - downStart,
    upMs: upDone - upStart,
    recoveryMs: recoveredAt === null ? null : recoveredAt - upDone,
    healthRecoveryMs: healthyAt === null ? null : healthyAt - upDone,
    apiAlive: apiExit === null,
  };
  results.push(result);
  console.log(
    `\n${outage.name}: ${result.requests} requests while the database was away (${(OUTAGE_S + result.downMs / 1000).toFixed(1)} s; ${result.baselineRps.toFixed(0)} req/s before), answers ${JSON.stringify(result.status)}\n` +
      `  503 with the Turkish message: ${result.unavailable - result.wrongShape}/${result.unavailable}; other errors: ${result.others.length}; latency max ${result.maxMs.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms\n` +
      `  /api/health: ${result.health503}/${result.healthAnswers} answers 503 while down (slowest ${result.healthMaxMs.toFixed(0)} ms)\n` +
      `  back: database accepting after ${(result.upMs / 1000).toFixed(1)} s; first 2xx staff answer ${result.recoveryMs === null ? 'NEVER (30 s)' : `${(result.recoveryMs / 1000).toFixed(2)} s`} later, health 200 ${result.healthRecoveryMs === null ? 'NEVER' : `${(result.healthRecoveryMs / 1000).toFixed(2)} s`} later; API process ${result.apiAlive ? 'up' : `EXITED ${JSON.stringify(apiExit)}`}`,
  );
  for (const e of result.others.slice(0, 5))
    console.log(
      `  ! ${e.route}: ${e.status || e.error} after ${e.ms.toFixed(0)} ms ${JSON.stringify(e.body ?? '').slice(0, 200)}`,
    );
  for (const e of during.filter((x) => x.ms > MAX_LATENCY_MS).slice(0, 5)) {
    console.log(
      `  ! ${e.route}: ${e.status || e.error} after ${e.ms.toFixed(0)} ms (sent ${((e.t0 - downStart) / 1000).toFixed(1)} s into the outage)`,
    );
  }
  if (result.others.some((e) => e.status === 500)) {
    const unhandled = api
      .output()
      .split('\n')
      .filter((l) => l.includes('"unhandled error"'))
      .slice(-3);
    for (const l of unhandled) console.log(`  API log: ${l.slice(0, 1500)}`);
  }
  if (!result.apiAlive) {
    console.log(
      `  the API's last output:\n${api
        .output()
        .trim()
        .split('\n')
        .slice(-25)
        .map((l) => `    ${l.slice(0, 300)}`)
        .join('\n')}`,
    );
    break;
  }
}
trafficOn = false;
await Promise.all([...clients, poller]);

// ---- nothing answered 2xx is lost ------------------------------------------------------------------------
let lost = 0;
let checked = 0;
const latest = new Map();
for (const a of acknowledged) if (!latest.has(a.path) || latest.get(a.path).at < a.at) latest.set(a.path, a);
if (apiExit === null) {
  for (const a of latest.values()) {
    const res = await send({ path: a.path });
    checked += 1;
    const without = (o) => Object.fromEntries(Object.entries(o ?? {}).filter(([k]) => !a.ignore.includes(k)));
    if (res.status !== 200 || !sameJson(without(res.body), without(a.body))) {
      lost += 1;
      if (lost <= 5)
        console.log(`  ! acknowledged ${a.route} ${a.path} now answers ${res.status} ${res.text?.slice(0, 200)}`);
    }
  }
}
console.log(`\nacknowledged writes: ${acknowledged.length} (${checked} records checked after recovery), lost: ${lost}`);

for (const r of results) {
  check.check(
    r.maxMs <= MAX_LATENCY_MS,
    `${r.name}: every request answered within ${MAX_LATENCY_MS / 1000} s`,
    `max ${r.maxMs.toFixed(0)} ms`,
  );
  check.check(
    r.others.length === 0,
    `${r.name}: no 500, 401 or timeout while the database was away`,
    `${r.others.length}`,
  );
  check.check(
    r.unavailable > 0 && r.wrongShape === 0,
    `${r.name}: database failures answer 503 with the Turkish message`,
    `${r.unavailable} answers 503, ${r.wrongShape} without the message`,
  );
  check.check(
    r.healthAnswers > 0 && r.health503 === r.healthAnswers,
    `${r.name}: /api/health answers 503 while the database is away`,
    `${r.health503}/${r.healthAnswers}`,
  );
  check.check(
    r.recoveryMs !== null && r.recoveryMs <= MAX_RECOVERY_MS,
    `${r.name}: recovered by itself within ${MAX_RECOVERY_MS / 1000} s`,
    r.recoveryMs === null ? 'never' : `${(r.recoveryMs / 1000).toFixed(2)} s`,
  );
  check.check(r.apiAlive, `${r.name}: the API process stayed up`);
}
check.check(results.length === OUTAGES.length, 'every outage was run');
check.check(apiExit === null && lost === 0, 'no write answered 2xx was lost', `${lost} of ${latest.size}`);

await api.stop();
await pg.destroy();
rmSync(dataDir, { recursive: true, force: true });
check.finish();
