// The diner's hot path on an API alone, printed, never asserted, on PGlite and on PostgreSQL 15 side by side: the
// runs and goals of bench/diner-path.mjs (scan redirect, visit record, the cached menu and the menu page beside a
// bare node:http floor, a staff call while visits run). live.bench measures the same with 10,000 menu streams open.
// BENCH_DINER_SECONDS sets the length of each run (default 10); BENCH_DINER_ONLY=pglite|postgres runs one.
import { rmSync } from 'node:fs';
import { DINER_ENV, TURNS, loadTool, measureDinerPath, printDinerPath } from './diner-path.mjs';
import { machineLoad, startApi, startPostgres, tempDataDir } from './support.mjs';

const SECONDS = Number(process.env.BENCH_DINER_SECONDS ?? 10);
const TURN_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const ONLY = process.env.BENCH_DINER_ONLY;

async function measure(label, { databaseUrl } = {}) {
  const dataDir = tempDataDir();
  const env = { ...DINER_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const api = await startApi({ dataDir, env });
  try {
    return { label, ...(await measureDinerPath(api, { seconds: SECONDS, turnSeconds: TURN_SECONDS })) };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Load: ${loadTool()}, 32 connections, ${SECONDS} s per run (${TURNS} turns of ${TURN_SECONDS} s beside the floor); ${machineLoad()} at the start`,
);
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

for (const r of results) printDinerPath(r.label, r);
console.log(`\n${machineLoad()} at the end`);
