// Starts and stops a throwaway PostgreSQL 15 for the `api-pg` jest project (docs/operations.md, Machine notes:
// initdb refuses root, so as root the server runs as the `postgres` system user in a temp folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgStopArgs, runPgTool, startThrowawayPostgres } from '../../../scripts/lib/local-servers.mjs';

export interface PgServer {
  dir: string;
  port: number;
  url: string;
}

/** Runs a PostgreSQL program to its end; throws with its last lines when it fails. */
export const run = (tool: string, args: string[]) => runPgTool(tool, args, 60_000);

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
function stopOrphans() {
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
      stopPostgres({ dir, port: 0, url: '' });
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Starts a server, or throws with a one-line reason. */
export async function startPostgres(): Promise<PgServer> {
  stopOrphans();
  const { dir, port, url } = await startThrowawayPostgres({
    prefix: 'menu-pg-',
    prepare: (folder) => fs.writeFileSync(path.join(folder, OWNER_FILE), String(process.pid)),
    initdbExtra: ['--no-sync'],
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 200 },
    waitSeconds: 30,
  });
  return { dir, port, url };
}

export function stopPostgres(server: PgServer): void {
  try {
    run('pg_ctl', pgStopArgs(path.join(server.dir, 'data'), 'immediate'));
  } finally {
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}
