// The diner's hot path measured on a running API, printed, never asserted: diner.bench measures it on an API
// alone, live.bench with 10,000 menu streams open on it. The same runs and goals in both:
// - scan redirect GET /api/menu/{id}?table=..., visit record POST /api/menuqrcodes/{id}/access: req/s, p50,
//   p99 (goals: scan ≥ 5,000 req/s, visit ≥ 3,000 req/s, each p99 < 30 ms at 32 connections), and after the
//   visit runs, that every visit answered 201 is in the database (nothing acknowledged lost);
// - GET /api/public/menu/{id} and GET /menu/{id} (gzip) against a bare node:http server answering the same
//   bytes, taking turns in the same run (goal ≥ 0.5 of that floor): the API's whole answer, its security headers
//   included, and (optionally) for reference the body with three headers only;
// - a staff call's latency while visits run at full speed (goal p99 < 100 ms).
// Load: wrk (1 thread, 32 connections, a random X-Forwarded-For per request, the API started with DINER_ENV:
// TRUST_PROXY=127.0.0.1 and the default LOG_LEVEL), autocannon only when wrk is missing.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { freePort, hasWrk, load, signIn } from './support.mjs';

/** What the API is started with for these figures (beside its database). */
export const DINER_ENV = { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' };

export const loadTool = () =>
  hasWrk()
    ? 'wrk 1 thread'
    : 'autocannon (wrk is not installed: these figures measure autocannon as much as the server; apt-get install wrk)';

export const fmt = (n) => Math.round(n).toLocaleString('en');
const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
const line = (label, r) =>
  `  ${label.padEnd(34)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${statusList(r.statuses)}${r.errors ? `  socket errors ${r.errors}` : ''}`;

/** The raw (still gzip-encoded) bytes and headers of one GET answered 200 (a busy API may shed one with 503). */
async function rawGet(url) {
  for (let attempt = 1; ; attempt++) {
    const answer = await new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), headers: res.headers }));
        })
        .on('error', reject);
    });
    if (answer.status === 200) return answer;
    if (attempt === 10) throw new Error(`${url}: ${answer.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Headers Node writes itself (or that describe the connection, not the answer). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The floor server's program: fixed bytes per path (see startFloor). */
const FLOOR_PROGRAM = (port) => `
    const routes = JSON.parse(process.env.ROUTES);
    for (const r of Object.values(routes)) r.bytes = Buffer.from(r.body, 'base64');
    const server = require('node:http').createServer((req, res) => {
      const path = req.url.split('?')[0];
      const bare = path.startsWith('/bare/');
      const r = routes[bare ? path.slice(5) : path];
      if (!r) { res.writeHead(404); return res.end(); }
      if (bare) {
        const headers = { 'content-type': r.type, 'cache-control': 'no-cache' };
        if (r.encoding) headers['content-encoding'] = r.encoding;
        res.writeHead(200, headers);
      } else {
        res.writeHead(200, r.headers);
      }
      res.end(r.bytes);
    });
    server.keepAliveTimeout = 72000;
    server.listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;

/**
 * A bare node:http server answering fixed bytes per path: the floor. In its own process, like the API. At the path
 * it answers with exactly the API's answer (status line aside, the same headers and body: the same bytes on the
 * wire); at /bare + path with the body and three headers only (content type, cache policy, encoding).
 */
async function startFloor(routes) {
  const port = await freePort();
  const payload = Object.fromEntries(
    Object.entries(routes).map(([p, r]) => [
      p,
      {
        body: r.body.toString('base64'),
        headers: Object.entries(r.headers)
          .filter(([name]) => !CONNECTION_HEADERS.has(name))
          .flat(),
        type: r.headers['content-type'],
        encoding: r.headers['content-encoding'] ?? null,
      },
    ]),
  );
  const child = spawn(process.execPath, ['-e', FLOOR_PROGRAM(port)], {
    env: { ...process.env, ROUTES: JSON.stringify(payload) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => child.stdout.once('data', r));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export const TURNS = 4;

/**
 * Alternates a measurement of the API with its floors TURNS times; returns the API's median turn with, per floor, the
 * median of the turns' ratios, and each floor's median turn.
 */
async function sideBySide(api, ...floors) {
  const turns = [];
  for (let i = 0; i < TURNS; i++) {
    const turn = [await api()];
    for (const floor of floors) turn.push(await floor());
    turns.push(turn);
  }
  const mid = (rs) => [...rs].sort((x, y) => x.rps - y.rps)[Math.floor(rs.length / 2)];
  const median = (xs) => {
    const sorted = [...xs].sort((x, y) => x - y);
    return (sorted[Math.floor((TURNS - 1) / 2)] + sorted[Math.ceil((TURNS - 1) / 2)]) / 2;
  };
  const ratios = floors.map((_, f) => turns.map((turn) => turn[0].rps / turn[f + 1].rps));
  return [
    { ...mid(turns.map((turn) => turn[0])), ratio: ratios.map(median), ratios },
    ...floors.map((_, f) => mid(turns.map((turn) => turn[f + 1]))),
  ];
}

/** Staff calls one after another (a person clicking through the portal, quickly) until `until` resolves. */
async function staffWhile(baseUrl, token, until) {
  const times = [];
  const statuses = {};
  let done = false;
  until.then(() => (done = true));
  const calls = ['/api/menuqrcodes?restaurantId=1', '/api/MenuAccessLogs/page?page=1&pageSize=20', '/api/restaurants'];
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${calls[i % calls.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: times[Math.floor(times.length / 2)],
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
    max: times[times.length - 1],
    statuses,
  };
}

/** Every visit row, as the report counts them (a SuperAdmin sees all restaurants). */
async function countVisits(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/MenuAccessLogs/page?page=1&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).total;
}

/** The cached menu and the menu page, each taking turns with its floors (the same answer; body + 3 headers). */
async function menuBesideFloor(api, run, { turnSeconds, bareFloor }) {
  const json = await rawGet(`${api.baseUrl}/api/public/menu/1`);
  const html = await rawGet(`${api.baseUrl}/menu/1`);
  const floor = await startFloor({ '/api/public/menu/1': json, '/menu/1': html });
  const out = { sizes: { json: json.body.length, html: html.body.length } };
  try {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const turn = (baseUrl, path) => () => run({ baseUrl, paths: [path], headers: gzip, seconds: turnSeconds });
    // The API and its floor take turns in short runs, so a neighbour's burst on this shared machine hits both
    // alike; the ratio is the median of the turns' ratios.
    const beside = (path) =>
      sideBySide(
        turn(api.baseUrl, path),
        turn(floor.baseUrl, path),
        ...(bareFloor ? [turn(floor.baseUrl, `/bare${path}`)] : []),
      );
    [out.menu, out.menuFloor, out.menuBare] = await beside('/api/public/menu/1');
    [out.page, out.pageFloor, out.pageBare] = await beside('/menu/1');
  } finally {
    floor.stop();
  }
  return out;
}

const VISIT_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Content-Type': 'application/json',
};

/** Visits flat out, then again while a staff user works; and whether every visit answered 201 was written. */
async function visitsAndStaff(api, run, qrs) {
  const out = {};
  const visitPaths = qrs.map((q) => `/api/menuqrcodes/${q.id}/access`);
  const visits = () =>
    run({ baseUrl: api.baseUrl, paths: visitPaths, method: 'POST', headers: VISIT_HEADERS, body: '{}' });
  const superToken = (await signIn(api.baseUrl)).token;
  const before = await countVisits(api.baseUrl, superToken);
  out.visit = await visits();

  const token = (await signIn(api.baseUrl, 'demo-admin')).token;
  let finish;
  const flood = visits().then((r) => (finish?.(), r));
  const staff = staffWhile(api.baseUrl, token, new Promise((r) => (finish = r)));
  out.visitWithStaff = await flood;
  out.staff = await staff;

  // Nothing acknowledged lost: every 201 is a row (requests still in flight when the run stopped may add up to
  // one per connection, written but never counted as answered).
  const after = await countVisits(api.baseUrl, superToken);
  const answered = (out.visit.statuses[201] ?? 0) + (out.visitWithStaff.statuses[201] ?? 0);
  out.integrity = { answered, written: after - before };
  return out;
}

/** Only the cached menu and the menu page beside their floor (the same answer), as measureDinerPath takes them. */
export async function measureMenuBesideFloor(
  api,
  { seconds = 10, turnSeconds = Math.max(2, Math.round(seconds / 2)) } = {},
) {
  return menuBesideFloor(api, (o) => load({ seconds, ...o }), { turnSeconds, bareFloor: false });
}

/**
 * Measures the demo restaurant's (id 1) hot path on a running API (started with DINER_ENV): `seconds` per run,
 * `turnSeconds` per turn of the side-by-side runs; `bareFloor: false` leaves out the body + 3 headers floor.
 */
export async function measureDinerPath(
  api,
  { seconds = 10, turnSeconds = Math.max(2, Math.round(seconds / 2)), bareFloor = true } = {},
) {
  const run = (o) => load({ seconds, ...o });
  const qrs = (await (await fetch(`${api.baseUrl}/api/menuqrcodes/restaurant/1`)).json()).filter((q) => q.isActive);
  const scanPaths = qrs.map((q) => `/api/menu/1?table=${encodeURIComponent(q.tableNumber)}`);
  // Warm-up: the caches, the JIT, the connection pool.
  await run({ baseUrl: api.baseUrl, paths: ['/api/public/menu/1', '/menu/1', ...scanPaths], seconds: 2 });
  const scan = await run({ baseUrl: api.baseUrl, paths: scanPaths });
  const menus = await menuBesideFloor(api, run, { turnSeconds, bareFloor });
  return { scan, ...menus, ...(await visitsAndStaff(api, run, qrs)) };
}

/** Whether each goal holds, for a summary line. */
export function dinerGoals(r) {
  return {
    scan: r.scan.rps >= 5000 && r.scan.p99 < 30,
    visit: r.visit.rps >= 3000 && r.visit.p99 < 30,
    menu: r.menu.ratio[0] >= 0.5,
    page: r.page.ratio[0] >= 0.5,
    staff: r.staff.p99 < 100,
    kept: r.integrity.written >= r.integrity.answered && r.integrity.written - r.integrity.answered <= 64,
  };
}

/** Prints one measureDinerPath result under its label. */
export function printDinerPath(label, r) {
  console.log(`\n${label}:`);
  console.log(line('scan redirect (goal ≥ 5,000, p99 < 30)', r.scan));
  console.log(line('visit record (goal ≥ 3,000, p99 < 30)', r.visit));
  for (const [what, r0, floorRun, bare] of [
    [`GET /api/public/menu/1 (${(r.sizes.json / 1024).toFixed(1)} KB gzip)`, r.menu, r.menuFloor, r.menuBare],
    [`GET /menu/1 (${(r.sizes.html / 1024).toFixed(1)} KB gzip)`, r.page, r.pageFloor, r.pageBare],
  ]) {
    console.log(line(what, r0));
    console.log(line('  bare node:http, same answer', floorRun));
    if (bare) console.log(line('  bare node:http, body + 3 headers', bare));
    const turns = (f) => r0.ratios[f].map((x) => x.toFixed(2)).join(' ');
    console.log(
      `  ratio to the same answer: ${r0.ratio[0].toFixed(2)} (goal ≥ 0.5; median of ${TURNS} alternating turns: ${turns(0)})`,
    );
    if (bare) console.log(`  ratio to body + 3 headers: ${r0.ratio[1].toFixed(2)} (turns: ${turns(1)})`);
  }
  console.log(line('visits while staff works', r.visitWithStaff));
  console.log(
    `  staff calls meanwhile: ${r.staff.n}, p50 ${r.staff.p50.toFixed(1)} ms, p99 ${r.staff.p99.toFixed(1)} ms, max ${r.staff.max.toFixed(1)} ms (goal p99 < 100) ${statusList(r.staff.statuses)}`,
  );
  const { answered, written } = r.integrity;
  const goals = dinerGoals(r);
  console.log(
    `  visits answered 201: ${fmt(answered)}, rows written: ${fmt(written)}: ${goals.kept ? 'nothing acknowledged lost' : 'MISMATCH'}`,
  );
  const missed = Object.entries(goals)
    .filter(([, met]) => !met)
    .map(([goal]) => goal);
  console.log(`  goals: ${missed.length ? `NOT met: ${missed.join(', ')}` : 'all met'}`);
}
