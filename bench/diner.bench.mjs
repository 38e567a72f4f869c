// The diner's hot path, printed, never asserted, on PGlite and on PostgreSQL 15 side by side:
// - scan redirect GET /api/menu/{id}?table=..., visit record POST /api/menuqrcodes/{id}/access: req/s, p50,
//   p99 (goals: scan ≥ 5,000 req/s, visit ≥ 3,000 req/s, each p99 < 30 ms at 32 connections), and after the
//   visit run, that every visit answered 201 is in the database (nothing acknowledged lost);
// - GET /api/public/menu/{id} and GET /menu/{id} (gzip) against a bare node:http server answering the same
//   bytes in the same run (goal ≥ 0.5 of that floor): the API's whole answer, its security headers included, and
//   for reference the body with three headers only;
// - a staff call's latency while visits run at full speed (goal p99 < 100 ms).
// Load: wrk (Debian's package; 1 thread, 32 connections, a random X-Forwarded-For per request, the API
// started with TRUST_PROXY=127.0.0.1 and the default LOG_LEVEL), autocannon only when wrk is missing.
// BENCH_DINER_SECONDS sets the length of each run (default 10); BENCH_DINER_ONLY=pglite|postgres runs one.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { freePort, hasWrk, load, machineLoad, startApi, startPostgres, tempDataDir } from './support.mjs';

const SECONDS = Number(process.env.BENCH_DINER_SECONDS ?? 10);
const ONLY = process.env.BENCH_DINER_ONLY;

const tool = hasWrk()
  ? 'wrk 1 thread'
  : 'autocannon (wrk is not installed: these figures measure autocannon as much as the server; apt-get install wrk)';
const fmt = (n) => Math.round(n).toLocaleString('en');
const line = (label, r) =>
  `  ${label.padEnd(34)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${Object.entries(
    r.statuses,
  )
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}${r.errors ? `  socket errors ${r.errors}` : ''}`;

/** The raw (still gzip-encoded) bytes and headers of one GET. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });
}

/** Headers Node writes itself (or that describe the connection, not the answer). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

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
  const child = spawn(
    process.execPath,
    [
      '-e',
      `
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
  `,
    ],
    { env: { ...process.env, ROUTES: JSON.stringify(payload) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((r) => child.stdout.once('data', r));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const TURNS = 4;
const TURN_SECONDS = Math.max(2, Math.round(SECONDS / 2));

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

async function login(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()).token;
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

async function measure(label, { databaseUrl } = {}) {
  const dataDir = tempDataDir();
  const env = { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const api = await startApi({ dataDir, env });
  const out = { label };
  try {
    const qrs = (await (await fetch(`${api.baseUrl}/api/menuqrcodes/restaurant/1`)).json()).filter((q) => q.isActive);
    const json = await rawGet(`${api.baseUrl}/api/public/menu/1`);
    const html = await rawGet(`${api.baseUrl}/menu/1`);
    const floor = await startFloor({ '/api/public/menu/1': json, '/menu/1': html });
    try {
      const gzip = { 'Accept-Encoding': 'gzip' };
      const run = (o) => load({ seconds: SECONDS, ...o });
      // Warm-up: the caches, the JIT, the connection pool.
      await run({
        baseUrl: api.baseUrl,
        paths: [
          '/api/public/menu/1',
          '/menu/1',
          ...qrs.map((q) => `/api/menu/1?table=${encodeURIComponent(q.tableNumber)}`),
        ],
        seconds: 2,
      });

      out.scan = await run({
        baseUrl: api.baseUrl,
        paths: qrs.map((q) => `/api/menu/1?table=${encodeURIComponent(q.tableNumber)}`),
      });
      // The API and its floor take turns in short runs, so a neighbour's burst on this shared machine hits
      // both alike; the ratio is the median of the turns' ratios.
      const floorRun = (path) => () =>
        run({ baseUrl: floor.baseUrl, paths: [path], headers: gzip, seconds: TURN_SECONDS });
      [out.menu, out.menuFloor, out.menuBare] = await sideBySide(
        () => run({ baseUrl: api.baseUrl, paths: ['/api/public/menu/1'], headers: gzip, seconds: TURN_SECONDS }),
        floorRun('/api/public/menu/1'),
        floorRun('/bare/api/public/menu/1'),
      );
      [out.page, out.pageFloor, out.pageBare] = await sideBySide(
        () => run({ baseUrl: api.baseUrl, paths: ['/menu/1'], headers: gzip, seconds: TURN_SECONDS }),
        floorRun('/menu/1'),
        floorRun('/bare/menu/1'),
      );
      out.sizes = { json: json.body.length, html: html.body.length };

      const visitPaths = qrs.map((q) => `/api/menuqrcodes/${q.id}/access`);
      const ua = {
        'User-Agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Content-Type': 'application/json',
      };
      const superToken = await login(api.baseUrl, 'superadmin', 'Bench-Sifre-2026');
      const before = await countVisits(api.baseUrl, superToken);
      out.visit = await run({ baseUrl: api.baseUrl, paths: visitPaths, method: 'POST', headers: ua, body: '{}' });

      // A staff user works while visits run at full speed.
      const token = await login(api.baseUrl, 'demo-admin', 'Bench-Demo-2026');
      let finish;
      const flood = run({ baseUrl: api.baseUrl, paths: visitPaths, method: 'POST', headers: ua, body: '{}' }).then(
        (r) => (finish?.(), r),
      );
      const staff = staffWhile(api.baseUrl, token, new Promise((r) => (finish = r)));
      out.visitWithStaff = await flood;
      out.staff = await staff;

      // Nothing acknowledged lost: every 201 is a row (requests still in flight when the run stopped may add up to
      // one per connection, written but never counted as answered).
      const after = await countVisits(api.baseUrl, superToken);
      const answered = (out.visit.statuses[201] ?? 0) + (out.visitWithStaff.statuses[201] ?? 0);
      out.integrity = { answered, written: after - before };
    } finally {
      floor.stop();
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

console.log(`Load: ${tool}, 32 connections, ${SECONDS} s per run; ${machineLoad()} at the start`);
const results = [];
if (ONLY !== 'postgres') results.push(await measure('PGlite'));
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  if (pg.skipped) console.log(`PostgreSQL skipped: ${pg.skipped}`);
  else {
    try {
      results.push(await measure('PostgreSQL 15', { databaseUrl: pg.url }));
    } finally {
      pg.stop();
    }
  }
}

for (const r of results) {
  console.log(`\n${r.label}:`);
  console.log(line('scan redirect (goal ≥ 5,000, p99 < 30)', r.scan));
  console.log(line('visit record (goal ≥ 3,000, p99 < 30)', r.visit));
  for (const [label, r0, floorRun, bare] of [
    [`GET /api/public/menu/1 (${(r.sizes.json / 1024).toFixed(1)} KB gzip)`, r.menu, r.menuFloor, r.menuBare],
    [`GET /menu/1 (${(r.sizes.html / 1024).toFixed(1)} KB gzip)`, r.page, r.pageFloor, r.pageBare],
  ]) {
    console.log(line(label, r0));
    console.log(line('  bare node:http, same answer', floorRun));
    console.log(line('  bare node:http, body + 3 headers', bare));
    const turns = (f) => r0.ratios[f].map((x) => x.toFixed(2)).join(' ');
    console.log(
      `  ratio to the same answer: ${r0.ratio[0].toFixed(2)} (goal ≥ 0.5; median of ${TURNS} alternating turns: ${turns(0)})`,
    );
    console.log(`  ratio to body + 3 headers: ${r0.ratio[1].toFixed(2)} (turns: ${turns(1)})`);
  }
  console.log(line('visits while staff works', r.visitWithStaff));
  console.log(
    `  staff calls meanwhile: ${r.staff.n}, p50 ${r.staff.p50.toFixed(1)} ms, p99 ${r.staff.p99.toFixed(1)} ms, max ${r.staff.max.toFixed(1)} ms (goal p99 < 100) ${Object.entries(
      r.staff.statuses,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  const { answered, written } = r.integrity;
  console.log(
    `  visits answered 201: ${fmt(answered)}, rows written: ${fmt(written)}: ${written >= answered && written - answered <= 64 ? 'nothing acknowledged lost' : 'MISMATCH'}`,
  );
}
console.log(`\n${machineLoad()} at the end`);
