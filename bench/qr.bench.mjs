// QR and access-log figures (issue 4), printed, never asserted:
// - with 1,000,000 access logs: the report's stats call and its first page, over loopback HTTP as a
//   SuperAdmin (every restaurant) and as one restaurant, on PGlite and on PostgreSQL 15 side by side;
// (scan redirect and visit logging under load: diner.bench.mjs, with wrk).
// PostgreSQL is a throwaway server started here (skipped with a printed reason when the binaries are absent).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApi, tempDataDir } from './support.mjs';

const LOGS = Number(process.env.BENCH_ACCESS_LOGS ?? 1_000_000);
const RUNS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${n.toFixed(1)} ms`;
const { openDatabase } = await import('@menu/api/db');
const { sql } = await import('drizzle-orm');

/** 1M visits over the last 90 days, spread over the restaurants and their QR codes. */
function seedSql(count) {
  return sql.raw(`
    insert into menu_access_logs (access_date, restaurant_id, qr_code_id, ip_address, device_type, session_duration, user_agent)
    select now() - (random() * interval '90 days'),
           q.restaurant_id, q.id,
           '85.' || (g % 200) || '.' || ((g / 200) % 250) || '.' || (g % 97),
           (array['mobile','mobile','mobile','tablet','desktop','other'])[1 + (g % 6)],
           case when g % 3 = 0 then 0 else 30 + (g % 1800) end,
           'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
      from generate_series(1, ${count}) g
      join (select id, restaurant_id, row_number() over (order by id) - 1 as n, count(*) over () as c from menu_qr_codes) q
        on q.n = g % q.c`);
}

function startPostgres() {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!existsSync(path.join(bin, 'initdb'))) return { skipped: `no PostgreSQL binaries in ${bin}` };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qr-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd, args) => {
    const r = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : spawnSync(path.join(bin, cmd), args);
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  };
  return { dir, run, bin };
}

async function seed(databaseUrl, pgliteDir) {
  const handle = await openDatabase(databaseUrl ? { databaseUrl, migrate: false } : { pgliteDir, migrate: false });
  const t0 = performance.now();
  await handle.db.execute(seedSql(LOGS));
  await handle.db.execute(sql`analyze menu_access_logs`);
  const seconds = (performance.now() - t0) / 1000;
  await handle.close();
  return seconds;
}

async function measureReport(api, label) {
  const login = async (username, password) =>
    (await (await fetch(`${api.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).json()).token;
  const superToken = await login('superadmin', 'Bench-Sifre-2026');
  const adminToken = await login('demo-admin', 'Bench-Demo-2026');
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const calls = [
    ['stats, all restaurants, all time', superToken, '/api/MenuAccessLogs/stats'],
    ['first page, all restaurants, all time', superToken, '/api/MenuAccessLogs/page?page=1&pageSize=20'],
    ['stats, one restaurant, last 30 days', adminToken, `/api/MenuAccessLogs/stats?from=${monthAgo}`],
    ['first page, one restaurant, last 30 days, phones', adminToken, `/api/MenuAccessLogs/page?page=1&pageSize=20&from=${monthAgo}&deviceType=mobile`],
  ];
  const out = [];
  for (const [name, token, url] of calls) {
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${api.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total;
    }
    out.push({ backend: label, call: name, median: median(times), best: Math.min(...times), rows: total });
  }
  return out;
}

const results = [];

// PGlite: the API creates and fills the demo database, then stops while the logs are written (one process per folder).
if (process.env.BENCH_QR_SKIP_PGLITE !== '1') {
  const dataDir = tempDataDir();
  try {
    let api = await startApi({ dataDir });
    await api.stop();
    const seconds = await seed(undefined, path.join(dataDir, 'pglite'));
    console.log(`PGlite: ${LOGS.toLocaleString('en')} logs written in ${seconds.toFixed(1)} s`);
    api = await startApi({ dataDir });
    results.push(...(await measureReport(api, 'PGlite')));
    await api.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pg = startPostgres();
if (pg.skipped) {
  console.log(`PostgreSQL figures skipped: ${pg.skipped}`);
} else {
  const port = await freePort();
  const dataDir = tempDataDir();
  try {
    pg.run('initdb', ['-D', path.join(pg.dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    pg.run('pg_ctl', ['-D', path.join(pg.dir, 'data'), '-l', path.join(pg.dir, 'server.log'), '-w', '-t', '30', '-o', `-p ${port} -k ${pg.dir} -c listen_addresses=127.0.0.1`, 'start']);
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const api = await startApi({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const seconds = await seed(databaseUrl);
    console.log(`PostgreSQL 15: ${LOGS.toLocaleString('en')} logs written in ${seconds.toFixed(1)} s`);
    results.push(...(await measureReport(api, 'PostgreSQL')));
    await api.stop();
  } finally {
    spawnSync(process.getuid?.() === 0 ? 'runuser' : path.join(pg.bin, 'pg_ctl'), process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(pg.bin, 'pg_ctl'), '-D', path.join(pg.dir, 'data'), '-m', 'fast', '-w', 'stop'] : ['-D', path.join(pg.dir, 'data'), '-m', 'fast', '-w', 'stop']);
    rmSync(pg.dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nAccess-log report with ${LOGS.toLocaleString('en')} logs (HTTP on loopback, median of ${RUNS}; goal under 300 ms on PostgreSQL):`);
for (const r of results) console.log(`  ${r.backend.padEnd(10)} ${r.call.padEnd(48)} median ${ms(r.median).padStart(9)}  best ${ms(r.best).padStart(9)}  (${r.rows?.toLocaleString('en') ?? '-'} rows matched)`);
for (const call of new Set(results.map((r) => r.call))) {
  const lite = results.find((r) => r.call === call && r.backend === 'PGlite');
  const pgr = results.find((r) => r.call === call && r.backend === 'PostgreSQL');
  if (lite && pgr) console.log(`  PGlite / PostgreSQL, ${call}: ${(lite.median / pgr.median).toFixed(1)}x`);
}
