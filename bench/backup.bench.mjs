// Backup figures of the embedded database, printed, never asserted (`npm run bench -- backup`):
// - `npm run backup` taken by the running server: time, size and how long queries waited, with the demo data and
//   then with BENCH_VISITS (default 1,000,000) visits seeded by `npm run seed:visits` (or a copy of an already
//   seeded data folder named by BENCH_SEEDED_DIR, made by this bench's support startApi and seed:visits);
// - what a diner notices meanwhile: /api/health (it asks the database) and the cached menu (it does not), p50,
//   p99 and max while idle and while the backup runs, side by side;
// - the same backup with no server running.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import { startApi, tempDataDir } from './support.mjs';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const load = () => `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`;

/** An npm script, without blocking this process (the probes keep running beside it). */
function npm(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ output, ms: performance.now() - started })
        : reject(new Error(`npm run ${args.join(' ')} failed (${code}): ${output}`)),
    );
  });
}

/** Probes `path` every 20 ms until `until` settles; the answer times in ms (`failed`: answers other than 200). */
async function probe(baseUrl, path, until) {
  const times = [];
  times.failed = 0;
  let done = false;
  until.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'x-forwarded-for': `10.9.${(times.length >> 8) & 255}.${times.length & 255}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) times.failed += 1;
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

const figures = (xs) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(0)} ms (${xs.length} probes${xs.failed ? `, ${xs.failed} not 200` : ''})`;

/** One backup by the running server, with the diner-side probes idle first and then during it. */
async function backupWhileServing(api, env, label) {
  const paths = ['/api/health', '/api/public/menu/1'];
  const idle = await Promise.all(paths.map((p) => probe(api.baseUrl, p, new Promise((r) => setTimeout(r, IDLE_MS)))));
  const backup = npm(['backup'], env);
  const during = await Promise.all(paths.map((p) => probe(api.baseUrl, p, backup)));
  const { output } = await backup;
  console.log(`backup, ${label} (server running; ${load()}): ${/yedek yazıldı.*$/m.exec(output)?.[0]}`);
  for (const [i, path] of paths.entries()) {
    console.log(`  ${path.padEnd(20)} idle:   ${figures(idle[i])}`);
    console.log(`  ${''.padEnd(20)} backup: ${figures(during[i])}`);
  }
}

async function main() {
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0' };
  try {
    // Each probe of the menu says it comes from its own address (the public limit is per address).
    const serverEnv = { BACKUP_EVERY_HOURS: '0', TRUST_PROXY: '127.0.0.1' };
    let api = await startApi({ dataDir, env: serverEnv });
    await backupWhileServing(api, env, 'demo data');
    await api.stop();
    if (process.env.BENCH_SEEDED_DIR) {
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(process.env.BENCH_SEEDED_DIR, dataDir, { recursive: true });
      rmSync(`${dataDir}/backups`, { recursive: true, force: true });
      console.log(`data folder with visits copied from ${process.env.BENCH_SEEDED_DIR}`);
    } else {
      const seeded = await npm(
        ['seed:visits', '--', '--restaurant', '1', '--visits', String(VISITS), '--days', '90', '--seed', '7'],
        env,
      );
      console.log(`seeded ${VISITS.toLocaleString('en')} visits in ${(seeded.ms / 1000).toFixed(0)} s`);
    }
    api = await startApi({ dataDir, env: serverEnv });
    await backupWhileServing(api, env, `demo data + ${VISITS.toLocaleString('en')} visits`);
    await api.stop();
    const offline = await npm(['backup'], env);
    console.log(`backup, same data, no server running (${load()}): ${/yedek yazıldı.*$/m.exec(offline.output)?.[0]}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
