// Operations figures, printed, never asserted:
// - `npm run backup` of the embedded database (taken by the running server): time and size with the demo data,
//   then with BENCH_VISITS (default 1,000,000) visits seeded with `npm run seed:visits`;
// - the cost of the change trail on a product save (PUT /api/products/{id}, a price change each time) on
//   PostgreSQL: p50/p99 with the audit trigger disabled ("before") and enabled ("after"), side by side.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startApi, startPostgres, tempDataDir } from './support.mjs';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

function npm(args, env) {
  const started = performance.now();
  const r = spawnSync('npm', ['run', '--silent', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run ${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
  return { output: r.stdout + r.stderr, ms: performance.now() - started };
}

async function backupFigures() {
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0' };
  try {
    let api = await startApi({ dataDir, env: { BACKUP_EVERY_HOURS: '0' } });
    const demo = npm(['backup'], env);
    console.log(`backup, demo data (server running): ${/backup written.*$/m.exec(demo.output)?.[0]}`);
    await api.stop();
    const seeded = npm(
      ['seed:visits', '--', '--restaurant', '1', '--visits', String(VISITS), '--days', '90', '--seed', '7'],
      env,
    );
    console.log(`seeded ${VISITS.toLocaleString('en')} visits in ${(seeded.ms / 1000).toFixed(0)} s`);
    api = await startApi({ dataDir, env: { BACKUP_EVERY_HOURS: '0' } });
    const big = npm(['backup'], env);
    console.log(
      `backup, demo data + ${VISITS.toLocaleString('en')} visits (server running): ${/backup written.*$/m.exec(big.output)?.[0]}`,
    );
    // How long a diner's request waits while the server writes the backup (PGlite runs on the server's thread).
    const probe = [];
    let stop = false;
    const prober = (async () => {
      while (!stop) {
        const t = performance.now();
        await fetch(`${api.baseUrl}/api/health`).catch(() => undefined);
        probe.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    npm(['backup'], env);
    stop = true;
    await prober;
    console.log(
      `  /api/health during that backup: p50 ${pct(probe, 50).toFixed(0)} ms, max ${Math.max(...probe).toFixed(0)} ms (${probe.length} probes)`,
    );
    await api.stop();
    const offline = npm(['backup'], env);
    console.log(`backup, same data, no server running: ${/backup written.*$/m.exec(offline.output)?.[0]}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function auditFigures() {
  const server = await startPostgres();
  if (server.skipped) return console.log(`audit cost: skipped (${server.skipped})`);
  const dataDir = tempDataDir();
  const api = await startApi({ dataDir, env: { DATABASE_URL: server.url, BACKUP_EVERY_HOURS: '0' } });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const login = await (
      await fetch(`${api.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'superadmin', password: 'Bench-Sifre-2026' }),
      })
    ).json();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
    const products = await (await fetch(`${api.baseUrl}/api/products`, { headers })).json();
    const product = products[0];
    const saves = async () => {
      const times = [];
      for (let i = 0; i < SAVES; i++) {
        const t = performance.now();
        const res = await fetch(`${api.baseUrl}/api/products/${product.id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...product, price: 100 + (i % 2) }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`save failed: ${res.status}`);
        times.push(performance.now() - t);
      }
      return times;
    };
    await saves(); // warm-up
    await client.query('alter table products disable trigger products_audit');
    const before = await saves();
    await client.query('alter table products enable trigger products_audit');
    const after = await saves();
    const rows = (await client.query("select count(*)::int as n from audit_events where entity = 'products'")).rows[0]
      .n;
    console.log(
      `product save (PUT, price change), PostgreSQL, ${SAVES} each: audit trigger off p50 ${pct(before, 50).toFixed(1)} ms p99 ${pct(before, 99).toFixed(1)} ms; on p50 ${pct(after, 50).toFixed(1)} ms p99 ${pct(after, 99).toFixed(1)} ms (${rows} audit rows)`,
    );
  } finally {
    await client.end();
    await api.stop();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await auditFigures();
await backupFigures();
