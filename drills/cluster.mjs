// Cluster drill: three API instances on one throwaway PostgreSQL behind a small round-robin proxy on
// loopback, diner traffic and staff writes for a while (60 s; 15 s with --short, which `npm test` runs), one
// instance killed with SIGKILL mid-load and started again. It prints and checks:
//   - the time from an acknowledged write to every instance serving it (p99 <= 1 s),
//   - images uploaded through any instance served by all (the restarted one too),
//   - the sign-in throttle holding across instances (the 11th failure for one user name is refused, wherever),
//   - diners' calls from a table made through every instance reaching a staff stream on every other instance
//     (p99 <= 1 s), the killed instance's stream back after its restart,
//   - a product marked sold out (and back) on one instance reaching a diner's menu stream on another (<= 1 s),
//   - no 5xx other than the proxy's 502s for connections to the killed instance,
//   - each instance's memory bounded (resident set, and the menu cache within MENU_CACHE_MB).
//
//   npm run drill:cluster            the full drill
//   npm run drill:cluster -- --short the short form
// Without PostgreSQL binaries it says so and exits 0, except under CI=true, where it fails.
/* global setInterval, clearInterval, AbortController */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { png } from '@menu/shared/testing/png';
import {
  createDrillRestaurant,
  eachEventData,
  guarantees,
  percentile,
  postgresUnavailable,
  random,
  request,
  signIn,
  sleep,
  startApi,
  startPostgres,
  tempDir,
  THROWAWAY_SETTINGS,
  uploadImage,
} from './support.mjs';

const SHORT = process.argv.includes('--short');
const DURATION_MS = Number(process.env.CLUSTER_DRILL_SECONDS ?? (SHORT ? 15 : 60)) * 1000;
const DINERS = 6;
const INSTANCES = 3;
const MENU_CACHE_MB = 16;
const RSS_LIMIT_MB = 400;
const WRITE_VISIBLE_MS = 1000;
const CALL_VISIBLE_MS = 1000;
/** The instance killed with SIGKILL mid-load and started again. */
const VICTIM = 1;
const rnd = random();

const unavailable = postgresUnavailable();
if (unavailable) {
  console.log(`cluster drill: PostgreSQL cannot be started here (${unavailable})`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const g = guarantees('cluster drill');
const env = { TRUST_PROXY: '127.0.0.1', MENU_CACHE_MB: String(MENU_CACHE_MB), WORKERS: '1' };
const randomIp = () => `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`;

/** Round-robin proxy: each request to the next instance; a refused or cut connection answers 502 marked as cut. */
function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % ports.length;
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-drill-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'x-drill-upstream': String(index), 'x-drill-cut': error.code ?? 'ERROR' });
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((r) => {
            agent.destroy();
            server.close(r);
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

const rssMb = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
};

/** Pids of the processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return children;
}

/** Polls `ok` every 20 ms; true once it holds, false after `timeoutMs`. */
async function until(ok, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await sleep(20);
  }
  return false;
}

/**
 * A staff member's live stream on one instance (GET /api/service/events), reconnecting whenever it drops (the
 * instance killed and started again): when each call was first seen open.
 */
function staffStream(instance, restaurantId, token) {
  const stream = { seen: new Map(), open: false, connections: 0, closed: false, abort: () => undefined };
  const run = async () => {
    while (!stream.closed) {
      const controller = new AbortController();
      stream.abort = () => controller.abort();
      try {
        const res = await fetch(`${instance().api.baseUrl}/api/service/events?restaurantId=${restaurantId}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        stream.open = true;
        stream.connections += 1;
        await eachEventData(res.body, (data) => {
          const call = JSON.parse(data);
          if (call.status === 'open' && !stream.seen.has(call.id)) stream.seen.set(call.id, performance.now());
        });
      } catch {
        /* dropped: connect again */
      }
      stream.open = false;
      if (!stream.closed) await sleep(100);
    }
  };
  stream.done = run();
  stream.close = () => {
    stream.closed = true;
    stream.abort();
    return stream.done;
  };
  return stream;
}

/**
 * A diner's menu stream on instance B (GET /api/public/menu/{id}/live) while staff mark a product sold out and
 * back on instance A: when each `menu` event arrived, and whether B's menu then answers the product's state.
 */
async function menuStreamAcross(a, b, restaurantId, productId, token) {
  const controller = new AbortController();
  const res = await fetch(`${b.api.baseUrl}/api/public/menu/${restaurantId}/live`, {
    headers: { 'x-forwarded-for': '198.51.100.7' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`menu stream ${res.status}`);
  const events = [];
  const reading = eachEventData(res.body, (data) => {
    const event = JSON.parse(data);
    if (event.version !== undefined) events.push(performance.now());
  }).catch(() => undefined);
  const lags = [];
  let stale = 0;
  for (let i = 0; i < 6; i++) {
    const choice = i % 2 === 0 ? 'hour' : 'available';
    const before = events.length;
    const sent = performance.now();
    const marked = await request(a.api.baseUrl, {
      method: 'POST',
      path: '/api/products/sold-out',
      body: { productIds: [productId], until: choice },
      token,
    });
    if (marked.status !== 200) throw new Error(`sold-out refused: ${marked.status} ${marked.text}`);
    if (!(await until(() => events.length > before, 5000))) continue;
    lags.push(events[before] - sent);
    const menu = await request(b.api.baseUrl, {
      path: `/api/public/menu/${restaurantId}`,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    const product = menu.body?.products?.find((p) => p.id === productId);
    if (product?.isAvailable !== (choice === 'available')) stale += 1;
  }
  controller.abort();
  await reading;
  return { lags, stale };
}

/** The drill's restaurant, made through the proxy: a category, a product and a QR code for table 1. */
async function setUpRestaurant(proxy) {
  const token = await signIn(proxy.url);
  const call = (method, path, body) =>
    request(proxy.url, { method, path, body, token, headers: { 'x-forwarded-for': randomIp() } });
  const { restaurant, category, qr } = await createDrillRestaurant(call, {
    name: 'Küme Lokantası',
    category: 'Ana Yemekler',
  });
  const productBody = (name) => ({
    restaurantId: restaurant.id,
    categoryId: category.id,
    name,
    price: 250,
    isAvailable: true,
  });
  const product = (await call('POST', '/api/products', productBody('Drill kebap 0'))).body;
  if (!product?.id) throw new Error('could not create the drill product');
  return { token, call, restaurant, product, qr, productBody };
}

/** The sign-in throttle counts one user name across instances. */
async function checkThrottle(instances) {
  const throttleStatuses = [];
  for (let i = 0; i < 12; i++) {
    const inst = instances[i % INSTANCES];
    const res = await request(inst.api.baseUrl, {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'kume-yok', password: `yanlis-${i}` },
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
    });
    throttleStatuses.push(res.status);
  }
  g.check(
    throttleStatuses.slice(0, 10).every((s) => s === 401) && throttleStatuses.slice(10).every((s) => s === 429),
    'the sign-in throttle counts one user name across instances: 10 failures, then 429 on any instance',
    throttleStatuses.join(' '),
  );
}

/** Diner traffic through the proxy until `state.stopAt`, tallied by answer; a cut counts against the killed one. */
function dinerTraffic(proxy, { restaurant, qr }, state) {
  const tally = { total: 0, byStatus: new Map(), cutOnKilled: 0, badCuts: 0, fiveXx: [] };
  const dinerPaths = [
    () => ({ method: 'GET', path: `/api/public/menu/${restaurant.id}` }),
    () => ({ method: 'GET', path: `/api/menu/${restaurant.id}?table=1` }),
    () => ({ method: 'POST', path: `/api/menuqrcodes/${qr.id}/access` }),
  ];
  const diner = async () => {
    while (Date.now() < state.stopAt) {
      const { method, path } = rnd.pick(dinerPaths)();
      const res = await request(proxy.url, {
        method,
        path,
        headers: { 'x-forwarded-for': randomIp() },
        timeoutMs: 15_000,
      });
      tally.total += 1;
      tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
      const upstream = Number(res.headers?.get('x-drill-upstream'));
      if (res.status === 502 && res.headers?.get('x-drill-cut')) {
        if (upstream === state.killed) tally.cutOnKilled += 1;
        else tally.badCuts += 1;
      } else if (res.status >= 500 || res.status === 0) {
        tally.fiveXx.push(`${res.status || res.error} ${method} ${path} (instance ${upstream})`);
      }
    }
  };
  return { tally, run: () => Promise.all(Array.from({ length: DINERS }, diner)) };
}

/** Staff writes through the proxy, and the time until every live instance serves each of them. */
function staffWrites(instances, { call, restaurant, product, productBody }, state) {
  const figures = { lags: [], writes: 0, lostWrites: 0 };
  const run = async () => {
    while (Date.now() < state.stopAt) {
      figures.writes += 1;
      const name = `Drill kebap ${figures.writes}`;
      const res = await call('PUT', `/api/products/${product.id}`, productBody(name));
      if (res.status !== 200) {
        // A write that landed on the killed instance is not acknowledged; the staff member tries again.
        if (res.status === 502) continue;
        throw new Error(`write refused: ${res.status} ${res.text}`);
      }
      const acked = performance.now();
      const watched = instances.map((inst, i) => (i === state.killed ? null : inst)).filter(Boolean);
      const times = await Promise.all(
        watched.map(async (inst) => {
          for (;;) {
            const menu = await request(inst.api.baseUrl, {
              path: `/api/public/menu/${restaurant.id}`,
              headers: { 'x-forwarded-for': randomIp() },
              timeoutMs: 5000,
            });
            if (menu.status === 200 && menu.text.includes(name)) return performance.now() - acked;
            if (!inst.api.alive() || performance.now() - acked > 10_000) return null;
            await sleep(5);
          }
        }),
      );
      const seen = times.filter((t) => t !== null);
      if (seen.length < watched.filter((inst) => inst.api.alive()).length) figures.lostWrites += 1;
      if (seen.length) figures.lags.push(Math.max(...seen));
      await sleep(150);
    }
  };
  return { figures, run };
}

/** A table's visit and call through one instance; resolves with the call's answer, or null when it went down. */
async function tableCall(base, qr, kind) {
  const headers = { 'x-forwarded-for': randomIp() };
  const visit = await request(base, {
    method: 'POST',
    path: `/api/menuqrcodes/${qr.id}/access`,
    headers,
    timeoutMs: 5000,
  });
  if (visit.status !== 201) return null;
  const callSent = performance.now();
  const created = await request(base, {
    method: 'POST',
    path: `/api/public/tables/${qr.id}/calls`,
    body: { kind, logId: visit.body.logId, token: visit.body.token },
    headers,
    timeoutMs: 5000,
  });
  return { created, callSent };
}

/** Diners' calls through every instance in turn, and when the other instances' staff streams see them. */
function tableCalls(instances, streams, { call, qr }, state) {
  const figures = { callLags: [], callsMissed: 0, seenAfterRestart: 0 };
  const run = async () => {
    for (let n = 0; Date.now() < state.stopAt; n++) {
      const from = n % INSTANCES;
      if (from === state.killed || !instances[from].api.alive()) {
        await sleep(20);
        continue;
      }
      const sent = performance.now();
      const answer = await tableCall(instances[from].api.baseUrl, qr, 'waiter');
      if (!answer) continue; // the instance went down under it
      const { created, callSent } = answer;
      if (created.status !== 201 && created.status !== 200) continue;
      const id = created.body.callId;
      if (created.status === 201) {
        const others = streams.filter((s, j) => j !== from && j !== state.killed && s.open);
        const ok = await until(() => others.every((s) => s.seen.has(id)), 5000);
        if (!ok) figures.callsMissed += 1;
        else if (others.length) figures.callLags.push(Math.max(...others.map((s) => s.seen.get(id) - callSent)));
        if (state.restartedAt !== null && sent > state.restartedAt && streams[VICTIM].seen.has(id))
          figures.seenAfterRestart += 1;
      }
      // Served, so the table may call again.
      for (
        let tries = 0;
        tries < 5 && (await call('PUT', `/api/service/calls/${id}`, { status: 'done' })).status === 502;
        tries++
      );
      await sleep(100);
    }
  };
  return { figures, run };
}

/** One instance killed with SIGKILL partway through the load and started again on its port. */
async function killAndRestart(instances, ports, databaseUrl, state) {
  await sleep(DURATION_MS * 0.35);
  state.killed = VICTIM;
  const killedAt = performance.now();
  await instances[VICTIM].api.kill('SIGKILL');
  await sleep(Math.min(3000, DURATION_MS * 0.1));
  instances[VICTIM].api = await startApi({
    dataDir: instances[VICTIM].dataDir,
    databaseUrl,
    port: ports[VICTIM],
    env,
  });
  state.downMs = performance.now() - killedAt;
  state.killed = null;
  state.restartedAt = performance.now();
}

/**
 * The load: diners, staff writes and table calls through every instance, one instance killed and restarted,
 * memory sampled every half second. Resolves with the figures the report prints and checks.
 */
async function runLoad(instances, ports, proxy, databaseUrl, made) {
  const state = { killed: null, restartedAt: null, downMs: 0, stopAt: Date.now() + DURATION_MS };
  const diners = dinerTraffic(proxy, made, state);
  const staff = staffWrites(instances, made, state);
  const streams = instances.map((_, i) => staffStream(() => instances[i], made.restaurant.id, made.token));
  await until(() => streams.every((s) => s.open), 5000);
  const tables = tableCalls(instances, streams, made, state);
  const sampler = setInterval(() => {
    for (const inst of instances) {
      const mb = inst.api?.alive() ? rssMb(inst.api.pid) : null;
      if (mb) inst.maxRss = Math.max(inst.maxRss, mb);
    }
  }, 500);
  await Promise.all([diners.run(), staff.run(), killAndRestart(instances, ports, databaseUrl, state), tables.run()]);
  clearInterval(sampler);
  // The restarted instance's stream, once it is back (a slow restart can outlast a short load): a call made
  // through another instance reaches it.
  const victim = streams[VICTIM];
  if (!tables.figures.seenAfterRestart && (await until(() => victim.open && victim.connections >= 2, 15_000))) {
    const answer = await tableCall(instances[0].api.baseUrl, made.qr, 'bill');
    const id = answer?.created.body?.callId;
    if (id && (await until(() => victim.seen.has(id), 5000))) tables.figures.seenAfterRestart += 1;
  }
  const victimConnections = victim.connections;
  await Promise.all(streams.map((s) => s.close()));
  return { tally: diners.tally, ...staff.figures, ...tables.figures, downMs: state.downMs, victimConnections };
}

/** Images uploaded through any instance, served by all: how many fetches missed. */
async function checkImages(instances, token) {
  const images = [];
  for (let i = 0; i < INSTANCES; i++) {
    const bytes = png(1000 + i);
    const up = await uploadImage(instances[i].api.baseUrl, token, bytes, `kume-${i}.png`);
    images.push({ from: i, bytes, path: up.body?.path, status: up.status });
  }
  let imageMisses = 0;
  for (const image of images) {
    for (const inst of instances) {
      const res = image.path ? await fetch(inst.api.baseUrl + image.path) : null;
      const body = res ? Buffer.from(await res.arrayBuffer()) : null;
      if (!res || res.status !== 200 || !body.equals(image.bytes)) imageMisses += 1;
    }
  }
  g.check(
    images.every((i) => i.status === 201) && imageMisses === 0,
    'an image uploaded through any instance is served by every instance, the restarted one too',
    `${imageMisses} misses`,
  );
}

/** A sold-out on A reaches a diner's menu stream on B. */
async function checkMenuStream(instances, { restaurant, product, token }) {
  const live = await menuStreamAcross(instances[0], instances[2], restaurant.id, product.id, token);
  const liveP50 = percentile(live.lags, 50);
  console.log(
    `  menu stream: ${live.lags.length} sold-out/back taps on instance 0 → 'menu' event on instance 2's diner stream: p50 ${liveP50?.toFixed(0)} ms, max ${live.lags.length ? Math.max(...live.lags).toFixed(0) : '?'} ms`,
  );
  g.check(
    live.lags.length === 6 && Math.max(...live.lags) <= WRITE_VISIBLE_MS,
    `a sold-out on one instance reaches a diner's menu stream on another within ${WRITE_VISIBLE_MS} ms`,
    `${live.lags.length} of 6 events, max ${live.lags.length ? Math.max(...live.lags).toFixed(0) : '?'} ms`,
  );
  g.check(
    live.stale === 0,
    "after the stream's event the other instance serves the product's new state",
    `${live.stale} stale`,
  );
}

/** WORKERS=2: one server, two worker processes; a worker that dies is replaced; SIGTERM stops them all. */
async function checkWorkers(instances, databaseUrl, { restaurant, product, productBody, token }) {
  const multi = await startApi({
    dataDir: tempDir('qr-menu-cluster-w-'),
    databaseUrl,
    env: { ...env, WORKERS: '2' },
  });
  const menuOf = (baseUrl) =>
    request(baseUrl, { path: `/api/public/menu/${restaurant.id}`, headers: { 'x-forwarded-for': randomIp() } });
  const workerPids = () => childrenOf(multi.pid);
  const firstWorkers = workerPids();
  const bannerOk =
    /2 işçi süreç/.test(multi.output()) || (await until(() => /2 işçi süreç/.test(multi.output()), 5000));
  let workersServe = true;
  for (let i = 0; i < 20; i++) workersServe &&= (await menuOf(multi.baseUrl)).status === 200;
  // A write through the workers reaches the other instances (the same path as any instance).
  const workerWrite = await request(multi.baseUrl, {
    method: 'PUT',
    path: `/api/products/${product.id}`,
    body: productBody('İşçiden yazıldı'),
    token,
    headers: { 'x-forwarded-for': randomIp() },
  });
  const workerWriteSeen = await until(
    async () => (await menuOf(instances[0].api.baseUrl)).text.includes('İşçiden yazıldı'),
    3000,
  );
  process.kill(firstWorkers[0], 'SIGKILL');
  const replaced = await until(() => {
    const now = workerPids();
    return now.length === 2 && !now.includes(firstWorkers[0]);
  }, 10_000);
  const servesAfter = (await request(multi.baseUrl, { path: '/api/health' })).status === 200;
  const stopped = await multi.stop();
  console.log(
    `  WORKERS=2: workers ${firstWorkers.join(', ')}; one killed, replaced: ${replaced}; stopped with ${stopped.code ?? stopped.signal}`,
  );
  g.check(
    bannerOk && firstWorkers.length === 2,
    'WORKERS=2 runs two worker processes behind one port',
    `${firstWorkers.length} workers`,
  );
  g.check(
    workersServe && workerWrite.status === 200 && workerWriteSeen,
    'the workers serve diners and their writes reach the other instances',
  );
  g.check(replaced && servesAfter, 'a worker that dies is replaced while the others keep serving');
  g.check(stopped.code === 0 && workerPids().length === 0, 'SIGTERM stops the primary and every worker cleanly');
}

/** Prints the load's figures. */
function printLoad(load, instances, health) {
  const { tally, lags, callLags } = load;
  const statuses = [...tally.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `  diner requests: ${tally.total} in ${(DURATION_MS / 1000).toFixed(0)} s (${(tally.total / (DURATION_MS / 1000)).toFixed(0)}/s through the proxy), answers ${statuses}`,
  );
  console.log(
    `  staff writes: ${lags.length} acknowledged; write → every instance serving it: p50 ${percentile(lags, 50)?.toFixed(0)} ms, p99 ${percentile(lags, 99)?.toFixed(0)} ms, max ${Math.max(...lags).toFixed(0)} ms`,
  );
  console.log(
    `  table calls: ${callLags.length} made through every instance; call → staff streams on the other instances: p50 ${percentile(callLags, 50)?.toFixed(0)} ms, p99 ${percentile(callLags, 99)?.toFixed(0)} ms; ${load.seenAfterRestart} seen by the restarted instance's stream`,
  );
  console.log(
    `  instance ${VICTIM} killed with SIGKILL at ${((DURATION_MS * 0.35) / 1000).toFixed(0)} s and serving again ${(load.downMs / 1000).toFixed(1)} s later; ${tally.cutOnKilled} requests cut on it`,
  );
  console.log(
    `  memory: ${instances.map((inst, i) => `instance ${i} max RSS ${inst.maxRss.toFixed(0)} MB, menu cache ${health[i]?.menuCache?.bytes ?? '?'} of ${health[i]?.menuCache?.maxBytes ?? '?'} bytes`).join('; ')}`,
  );
  return statuses;
}

/** Checks the load's figures: writes and calls seen everywhere in time, no errors, memory bounded. */
function checkLoad(load, instances, health, statuses) {
  const { tally, lags, callLags } = load;
  const p99 = percentile(lags, 99);
  const callP99 = percentile(callLags, 99);
  g.check(lags.length >= (SHORT ? 5 : 20), 'staff writes were acknowledged during the load', `${lags.length}`);
  g.check(
    p99 !== undefined && p99 <= WRITE_VISIBLE_MS,
    `p99 from an acknowledged write to every instance serving it <= ${WRITE_VISIBLE_MS} ms`,
    `${p99?.toFixed(0)} ms`,
  );
  g.check(
    load.lostWrites === 0,
    'every live instance served every acknowledged write',
    `${load.lostWrites} not seen within 10 s`,
  );
  g.check(
    callLags.length >= (SHORT ? 5 : 20),
    'diners made calls through every instance during the load',
    `${callLags.length}`,
  );
  g.check(
    callP99 !== undefined && callP99 <= CALL_VISIBLE_MS,
    `p99 from a diner's call to the staff streams of the other instances <= ${CALL_VISIBLE_MS} ms`,
    `${callP99?.toFixed(0)} ms`,
  );
  g.check(
    load.callsMissed === 0,
    "every call reached every other live instance's staff stream",
    `${load.callsMissed} not seen within 5 s`,
  );
  g.check(
    load.victimConnections >= 2 && load.seenAfterRestart > 0,
    "the killed instance's staff stream reconnected after its restart and received calls again",
    `${load.victimConnections} connections, ${load.seenAfterRestart} calls`,
  );
  g.check(tally.fiveXx.length === 0, 'no 5xx from a live instance', tally.fiveXx.slice(0, 5).join('; '));
  g.check(tally.badCuts === 0, 'connections were cut only on the killed instance', `${tally.badCuts} elsewhere`);
  const served = [...tally.byStatus.entries()].filter(([s]) => s >= 200 && s < 400).reduce((n, [, c]) => n + c, 0);
  g.check(
    tally.total > 0 && served + tally.cutOnKilled === tally.total,
    'every diner request was answered (2xx/3xx) but those cut on the killed instance',
    statuses,
  );
  g.check(
    instances.every((inst) => inst.maxRss > 0 && inst.maxRss < RSS_LIMIT_MB),
    `each instance's memory stayed bounded (RSS < ${RSS_LIMIT_MB} MB)`,
    instances.map((inst) => `${inst.maxRss.toFixed(0)} MB`).join(', '),
  );
  g.check(
    health.every(
      (h) =>
        h?.menuCache &&
        h.menuCache.bytes <= h.menuCache.maxBytes &&
        h.menuCache.maxBytes === MENU_CACHE_MB * 1024 * 1024,
    ),
    'each menu cache within its bound (MENU_CACHE_MB)',
  );
}

/** The first instance migrates and creates the SuperAdmin; the others start together afterwards. */
async function startInstances(databaseUrl) {
  const instances = [{ dataDir: tempDir('qr-menu-cluster-0-') }];
  instances[0].api = await startApi({ dataDir: instances[0].dataDir, databaseUrl, env });
  for (let i = 1; i < INSTANCES; i++) instances.push({ dataDir: tempDir(`qr-menu-cluster-${i}-`) });
  await Promise.all(
    instances.slice(1).map(async (inst) => (inst.api = await startApi({ dataDir: inst.dataDir, databaseUrl, env }))),
  );
  for (const inst of instances) inst.maxRss = 0;
  return instances;
}

async function main() {
  const started = Date.now();
  const pg = await startPostgres({ settings: THROWAWAY_SETTINGS });
  const databaseUrl = await pg.createDatabase('menu_cluster');
  let instances = [];
  let proxy;
  try {
    instances = await startInstances(databaseUrl);
    const ports = instances.map((inst) => inst.api.port);
    proxy = await startProxy(ports);
    console.log(
      `cluster drill: PostgreSQL 15, ${INSTANCES} instances (ports ${ports.join(', ')}), proxy ${proxy.url}, ${DURATION_MS / 1000} s of load, seed ${rnd.seed}`,
    );
    const made = await setUpRestaurant(proxy);
    await checkThrottle(instances);
    const load = await runLoad(instances, ports, proxy, databaseUrl, made);
    await checkImages(instances, made.token);
    await checkMenuStream(instances, made);
    await checkWorkers(instances, databaseUrl, made);
    const health = await Promise.all(
      instances.map(async (inst) => (await request(inst.api.baseUrl, { path: '/api/health' })).body),
    );
    const statuses = printLoad(load, instances, health);
    checkLoad(load, instances, health, statuses);
    console.log(`cluster drill took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await proxy?.close();
    await Promise.all(instances.map((inst) => inst.api?.stop()));
    await pg.destroy();
  }
  g.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
