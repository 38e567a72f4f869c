// Starts and stops a throwaway PostgreSQL 15 for the `api-pg` jest project (docs/operations.md, Machine notes:
// initdb refuses root, so as root the server runs as the `postgres` system user in a temp folder).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  initdbArgs,
  pgAsPostgres,
  pgBin,
  pgCommand,
  pgStartArgs,
} from '../../../scripts/lib/local-servers.mjs';

export interface PgServer {
  dir: string;
  port: number;
  bin: string;
  asPostgres: boolean;
  url: string;
}

/** Runs a PostgreSQL program to its end; throws with its last lines when it fails. */
export function run(tool: string, args: string[]) {
  const [cmd, argv] = pgCommand(tool, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0)
    throw new Error(
      `${tool} failed: ${(result.stderr || result.stdout || String(result.error)).trim().split('\n').slice(-3).join(' ')}`,
    );
}

const OWNER_FILE = 'owner.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops the servers of earlier runs whose jest process is gone: a run interrupted (Ctrl-C, a timeout)
 * never reaches its global teardown and would leave its PostgreSQL running in the background.
 */
function stopOrphans(bin: string, asPostgres: boolean) {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('menu-pg-')) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner: number;
    try {
      owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue; // not one of ours, or still being set up
    }
    if (!owner || alive(owner)) continue;
    try {
      stopPostgres({ dir, port: 0, bin, asPostgres, url: '' });
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Starts a server, or throws with a one-line reason. */
export async function startPostgres(): Promise<PgServer> {
  const bin = pgBin();
  if (!fs.existsSync(path.join(bin, 'initdb')) || !fs.existsSync(path.join(bin, 'pg_ctl'))) {
    throw new Error(`no PostgreSQL binaries in ${bin}`);
  }
  const asPostgres = pgAsPostgres();
  stopOrphans(bin, asPostgres);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-pg-'));
  fs.writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  if (asPostgres) {
    try {
      execFileSync('chown', ['postgres:postgres', dir]);
    } catch {
      throw new Error('running as root and the postgres system user is missing');
    }
  }
  const port = await freePort();
  const server: PgServer = { dir, port, bin, asPostgres, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  try {
    run('initdb', initdbArgs(path.join(dir, 'data'), ['--no-sync']));
    run(
      'pg_ctl',
      pgStartArgs({
        dataDir: path.join(dir, 'data'),
        logFile: path.join(dir, 'server.log'),
        port,
        socketDir: dir,
        settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 200 },
      }),
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return server;
}

export function stopPostgres(server: PgServer): void {
  try {
    run('pg_ctl', ['-D', path.join(server.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } finally {
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}
