// What the tools beside the packages start on this machine, in one place: a free loopback port, the API's
// own entry point as a child process answering /api/health, the flags Debian's Chromium runs headless with,
// and the commands of a throwaway PostgreSQL 15 (initdb refuses root, so as root they run as the `postgres`
// system user). The drills, the benches, the browser tests and the API's PostgreSQL jest project use it.
/* global AbortSignal */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Debian's Chromium, headless and quiet (no sandbox as root, no background traffic that would skew figures). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Spawns `api/src/main.ts` on loopback with its own DATA_DIR. `launcher: 'import'` runs it in this node
 * (`--import tsx`, so a signal reaches the server itself); `'cli'` through tsx's command line, which runs the
 * server in a child node process. `inheritEnv: false` starts from PATH and HOME only, as a new shell would.
 * The output is kept (the last `keepChars` characters) for error messages.
 */
export function spawnApi({
  port,
  dataDir,
  env = {},
  launcher = 'import',
  inheritEnv = true,
  detached = false,
  keepChars = Infinity,
}) {
  const main = path.join(repoRoot, 'api/src/main.ts');
  const args =
    launcher === 'cli' ? [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), main] : ['--import', 'tsx', main];
  const base = inheritEnv ? process.env : { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached,
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-keepChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/**
 * Resolves with the milliseconds it took once GET /api/health answers 200; rejects (the output in the
 * message) when the process exits first or `timeoutMs` passes.
 */
export async function waitUntilHealthy(baseUrl, { child, output, timeoutMs = 90_000, everyMs = 50 }) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `API exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output().slice(-4000)}`,
      );
    if (performance.now() - started > timeoutMs)
      throw new Error(`API not ready within ${timeoutMs} ms:\n${output().slice(-4000)}`);
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (res?.status === 200) return performance.now() - started;
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Throwaway PostgreSQL

/** Where the PostgreSQL 15 programs are (PG_BIN overrides). */
export const pgBin = () => process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb refuses root: as root every PostgreSQL program runs as the `postgres` system user. */
export const pgAsPostgres = () => process.getuid?.() === 0;

/** The command and arguments that run a PostgreSQL program (`initdb`, `pg_ctl`, ...). */
export function pgCommand(tool, args) {
  const exe = path.join(pgBin(), tool);
  return pgAsPostgres() ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
}

/** initdb's arguments for a cluster in `dataDir`: user postgres, trust on loopback, UTF-8. */
export const initdbArgs = (dataDir, extra = []) => [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '-E',
  'UTF8',
  '--locale=C.UTF-8',
  ...extra,
];

/**
 * `pg_ctl start`'s arguments: the server listens on 127.0.0.1:`port` with its socket in `socketDir`, logs to
 * `logFile`, and takes `settings` (`-c name=value`).
 */
export function pgStartArgs({ dataDir, logFile, port, socketDir, settings = {}, waitSeconds = 30 }) {
  const options = { listen_addresses: '127.0.0.1', ...settings };
  const opts = [`-p ${port}`, `-k ${socketDir}`, ...Object.entries(options).map(([k, v]) => `-c ${k}=${v}`)];
  return ['-D', dataDir, '-l', logFile, '-w', '-t', String(waitSeconds), '-o', opts.join(' '), 'start'];
}

/** `pg_ctl stop`'s arguments: 'smart', 'fast' (disconnects clients, checkpoint) or 'immediate' (crash recovery next). */
export const pgStopArgs = (dataDir, mode = 'fast', waitSeconds = 60) => [
  '-D',
  dataDir,
  '-m',
  mode,
  '-w',
  '-t',
  String(waitSeconds),
  'stop',
];

/** Why a throwaway PostgreSQL cannot run here, or null when it can. */
export function postgresUnavailable() {
  const bin = pgBin();
  if (!existsSync(path.join(bin, 'initdb')) || !existsSync(path.join(bin, 'pg_ctl')))
    return `no PostgreSQL binaries in ${bin} (set PG_BIN)`;
  if (pgAsPostgres()) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and the postgres system user is missing (initdb refuses root)';
    }
  }
  return null;
}

/** Runs a PostgreSQL program to its end, blocking; throws with its last lines when it fails. */
export function runPgTool(tool, args, timeoutMs = 120_000) {
  const [cmd, argv] = pgCommand(tool, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: timeoutMs });
  if (result.status !== 0)
    throw new Error(
      `${tool} failed: ${(result.stderr || result.stdout || String(result.error)).trim().split('\n').slice(-3).join(' ')}`,
    );
}

/**
 * A throwaway PostgreSQL 15: a new temp folder `prefix…` (owned by `postgres` when root; `prepare(dir)` runs in it
 * first), initdb (with `initdbExtra`) and pg_ctl start on a free loopback port with `settings`. Throws with a reason
 * when it cannot run (the folder removed). Resolves with { dir, dataDir, logFile, port, url, startArgs } (the
 * pg_ctl arguments that start it again after a stop).
 */
export async function startThrowawayPostgres({ prefix, settings = {}, initdbExtra = [], waitSeconds = 60, prepare }) {
  const reason = postgresUnavailable();
  if (reason) throw new Error(reason);
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  try {
    prepare?.(dir);
    if (pgAsPostgres()) execFileSync('chown', ['postgres:postgres', dir]);
    const port = await freePort();
    const startArgs = pgStartArgs({ dataDir, logFile, port, socketDir: dir, settings, waitSeconds });
    runPgTool('initdb', initdbArgs(dataDir, initdbExtra));
    runPgTool('pg_ctl', startArgs);
    return { dir, dataDir, logFile, port, url: `postgres://postgres@127.0.0.1:${port}/postgres`, startArgs };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
