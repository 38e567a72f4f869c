// Access-log report figures, printed, never asserted:
// - with 1,000,000 visits on PGlite and 10,000,000 on PostgreSQL 15 (BENCH_ACCESS_LOGS, BENCH_ACCESS_LOGS_PG): the
//   stats call all time and for the last month, and the log's first page, over loopback HTTP as a SuperAdmin
//   (every restaurant) and as one restaurant (goal: stats < 300 ms on PGlite at 1 M, < 150 ms on PostgreSQL at 10 M);
// - reports never stall diners: on PGlite at 1 M visits, the scan redirect under wrk (8 connections) while a staff
//   user opens the all-time report and downloads the whole CSV, against the same wrk run alone (goal: every diner
//   answer 2xx, p99 < 30 ms);
// (scan redirect and visit logging at full speed: diner.bench.mjs.)
// PostgreSQL is a throwaway server started here (skipped with a printed reason when the binaries are absent).
// BENCH_QR_SKIP_PGLITE=1 / BENCH_QR_SKIP_PG=1 leave one out.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { LOADED_API_ENV, load, signIn, startApi, startPostgres, tempDataDir } from './support.mjs';

const LOGS = Number(process.env.BENCH_ACCESS_LOGS ?? 1_000_000);
const LOGS_PG = Number(process.env.BENCH_ACCESS_LOGS_PG ?? 10_000_000);
/** Rows per INSERT ... SELECT: the rollup triggers see each statement's rows at once. */
const SEED_STATEMENT = 1_000_000;
const RUNS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${n.toFixed(1)} ms`;
const { openDatabase } = await import('@menu/api/db');
const { sql } = await import('drizzle-orm');

/**
 * Visits over the last 400 days (the retention), spread over the restaurants and their QR codes, written oldest
 * first as the API writes them (a log filled in random time order puts each visit of an hour on a page of its
 * own, which no real log does).
 */
function seedSql(count, offset, total) {
  return sql.raw(`
    insert into menu_access_logs (access_date, restaurant_id, qr_code_id, ip_address, device_type, session_duration, user_agent, language)
    select now() - interval '400 days' * (1 - g::float8 / ${total}),
           q.restaurant_id, q.id,
           '85.' || (g % 200) || '.' || ((g / 200) % 250) || '.' || (g % 97),
           (array['mobile','mobile','mobile','tablet','desktop','other'])[1 + (g % 6)],
           case when g % 3 = 0 then 0 else 30 + (g % 1800) end,
           'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
           (array['tr','tr','tr','en','de','ar'])[1 + (g % 6)]
      from generate_series(${offset + 1}, ${offset + count}) g
      join (select id, restaurant_id, row_number() over (order by id) - 1 as n, count(*) over () as c from menu_qr_codes) q
        on q.n = g % q.c
     order by g`);
}

async function seed(count, databaseUrl, pgliteDir) {
  // A million rows a statement, with the rollup triggers: longer than the API's 5 s query timeout.
  const handle = await openDatabase(
    databaseUrl
      ? { databaseUrl, migrate: false, postgresTimeouts: { queryTimeoutMillis: 30 * 60_000 } }
      : { pgliteDir, migrate: false },
  );
  const t0 = performance.now();
  await handle.db.execute(sql`select menu_access_logs_ensure_partitions(now() - interval '401 days', now())`);
  for (let done = 0; done < count; done += SEED_STATEMENT)
    await handle.db.execute(seedSql(Math.min(SEED_STATEMENT, count - done), done, count));
  await handle.db.execute(sql`analyze menu_access_logs`);
  const seconds = (performance.now() - t0) / 1000;
  await handle.close();
  return seconds;
}

async function measureReport(api, label, visits) {
  const superToken = (await signIn(api.baseUrl)).token;
  const adminToken = (await signIn(api.baseUrl, 'demo-admin')).token;
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const calls = [
    ['stats, all restaurants, all time', superToken, '/api/MenuAccessLogs/stats'],
    ['stats, all restaurants, last 30 days', superToken, `/api/MenuAccessLogs/stats?from=${monthAgo}`],
    ['first page, all restaurants, all time', superToken, '/api/MenuAccessLogs/page?page=1&pageSize=20'],
    ['stats, one restaurant, all time', adminToken, '/api/MenuAccessLogs/stats'],
    ['stats, one restaurant, last 30 days', adminToken, `/api/MenuAccessLogs/stats?from=${monthAgo}`],
    [
      'first page, one restaurant, last 30 days, phones',
      adminToken,
      `/api/MenuAccessLogs/page?page=1&pageSize=20&from=${monthAgo}&deviceType=mobile`,
    ],
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
    out.push({ backend: label, visits, call: name, median: median(times), best: Math.min(...times), rows: total });
  }
  return out;
}

/** The scan redirect under wrk, alone and then while a staff user opens the all-time report and downloads the CSV. */
async function dinersDuringReports(api) {
  const superToken = (await signIn(api.baseUrl)).token;
  const qrs = (await (await fetch(`${api.baseUrl}/api/menuqrcodes/restaurant/1`)).json()).filter((q) => q.isActive);
  const diners = (seconds) =>
    load({
      baseUrl: api.baseUrl,
      paths: qrs.map((q) => `/api/menu/1?table=${encodeURIComponent(q.tableNumber)}`),
      seconds,
      connections: 8,
    });
  await diners(3); // warm-up
  const alone = await diners(10);
  const staff = (async () => {
    const t0 = performance.now();
    for (let i = 0; i < 3; i++)
      await (
        await fetch(`${api.baseUrl}/api/MenuAccessLogs/stats`, { headers: { authorization: `Bearer ${superToken}` } })
      ).arrayBuffer();
    const statsMs = (performance.now() - t0) / 3;
    const t1 = performance.now();
    const csv = await fetch(`${api.baseUrl}/api/MenuAccessLogs/csv`, {
      headers: { authorization: `Bearer ${superToken}` },
    });
    let bytes = 0;
    for await (const chunk of csv.body) bytes += chunk.length;
    return { statsMs, csvMs: performance.now() - t1, csvBytes: bytes };
  })();
  const during = await diners(20);
  return { alone, during, staff: await staff };
}

const results = [];
let stall;

// PGlite: the API creates and fills the demo database, then stops while the logs are written (one process per folder).
if (process.env.BENCH_QR_SKIP_PGLITE !== '1') {
  const dataDir = tempDataDir();
  try {
    let api = await startApi({ dataDir });
    await api.stop();
    const seconds = await seed(LOGS, undefined, path.join(dataDir, 'pglite'));
    console.log(`PGlite: ${LOGS.toLocaleString('en')} visits written in ${seconds.toFixed(1)} s`);
    api = await startApi({ dataDir, env: LOADED_API_ENV });
    results.push(...(await measureReport(api, 'PGlite', LOGS)));
    stall = await dinersDuringReports(api);
    await api.stop();
    printReport(results.filter((r) => r.backend === 'PGlite'));
    printStall();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pg = process.env.BENCH_QR_SKIP_PG === '1' ? { skipped: 'BENCH_QR_SKIP_PG=1' } : await startPostgres();
if (pg.skipped) {
  console.log(`PostgreSQL figures skipped: ${pg.skipped}`);
} else {
  const dataDir = tempDataDir();
  try {
    const api = await startApi({ dataDir, env: { DATABASE_URL: pg.url } });
    const seconds = await seed(LOGS_PG, pg.url);
    console.log(`PostgreSQL 15: ${LOGS_PG.toLocaleString('en')} visits written in ${seconds.toFixed(1)} s`);
    results.push(...(await measureReport(api, 'PostgreSQL', LOGS_PG)));
    printReport(results.filter((r) => r.backend === 'PostgreSQL'));
    await api.stop();
  } finally {
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printReport(rows) {
  console.log(
    `\nAccess-log report (HTTP on loopback, median of ${RUNS}; goal: stats under 300 ms at 1 M visits on PGlite, under 150 ms at 10 M on PostgreSQL):`,
  );
  for (const r of rows)
    console.log(
      `  ${r.backend.padEnd(10)} ${`${(r.visits / 1e6).toLocaleString('en')} M`.padStart(5)}  ${r.call.padEnd(48)} median ${ms(r.median).padStart(9)}  best ${ms(r.best).padStart(9)}  (${r.rows?.toLocaleString('en') ?? '-'} rows matched)`,
    );
}

function printStall() {
  const line = (label, r) =>
    `  ${label.padEnd(44)} ${Math.round(r.rps).toLocaleString('en').padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${Object.entries(
      r.statuses,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}${r.errors ? `  socket errors ${r.errors}` : ''}`;
  console.log(
    `\nDiners while a report runs (PGlite, ${LOGS.toLocaleString('en')} visits; scan redirect, ${stall.alone.tool}, 8 connections; goal: all 2xx, p99 < 30 ms):`,
  );
  console.log(line('alone', stall.alone));
  console.log(line('while the all-time report and the CSV run', stall.during));
  console.log(
    `  staff meanwhile: all-time stats ${ms(stall.staff.statsMs)} on average, the whole CSV (${(stall.staff.csvBytes / 1024 / 1024).toFixed(1)} MB) in ${(stall.staff.csvMs / 1000).toFixed(1)} s`,
  );
}
