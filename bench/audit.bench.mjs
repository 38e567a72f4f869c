// The change trail's figure, printed, never asserted (`npm run bench -- audit`):
// - the cost of the change trail on a product save (PUT /api/products/{id}, a price change each time) on
//   PostgreSQL: p50/p99 with the audit trigger disabled ("before") and enabled ("after"), side by side.
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { signIn, startApi, startPostgres, tempDataDir } from './support.mjs';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

async function auditFigures() {
  const server = await startPostgres();
  if (server.skipped) return console.log(`audit cost: skipped (${server.skipped})`);
  const dataDir = tempDataDir();
  const api = await startApi({ dataDir, env: { DATABASE_URL: server.url, BACKUP_EVERY_HOURS: '0' } });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const login = await signIn(api.baseUrl);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
    const products = await (await fetch(`${api.baseUrl}/api/products`, { headers })).json();
    const product = products[0];
    const saves = async (count) => {
      const times = [];
      for (let i = 0; i < count; i++) {
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
    await saves(50); // warm-up
    // Off and on take turns in rounds, so a machine that gets busier or quieter halfway weighs on both alike.
    const before = [];
    const after = [];
    const ROUNDS = 6;
    for (let round = 0; round < ROUNDS; round++) {
      await client.query('alter table products disable trigger products_audit');
      before.push(...(await saves(Math.ceil(SAVES / ROUNDS))));
      await client.query('alter table products enable trigger products_audit');
      after.push(...(await saves(Math.ceil(SAVES / ROUNDS))));
    }
    const rows = (await client.query("select count(*)::int as n from audit_events where entity = 'products'")).rows[0]
      .n;
    console.log(
      `product save (PUT, price change), PostgreSQL, ${SAVES} each: audit trigger off p50 ${pct(before, 50).toFixed(1)} ms p99 ${pct(before, 99).toFixed(1)} ms; on p50 ${pct(after, 50).toFixed(1)} ms p99 ${pct(after, 99).toFixed(1)} ms (${rows} audit rows; ${ROUNDS} alternating rounds; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
  } finally {
    await client.end();
    await api.stop();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await auditFigures();
