// Backups on PostgreSQL: pg_dump's custom format (compressed, restorable table by table) and pg_restore. The
// tools come from PG_BIN, the PATH or /usr/lib/postgresql/<version>/bin; without them the command says what to
// install. A restore reads the whole archive first (pg_restore to nowhere), renames the target database aside
// when it holds tables (never drops it), creates it anew and restores into it in one transaction.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backupPath, ensureBackupDir, POSTGRES_EXTENSION, pruneBackups, type BackupResult } from './embedded';

export const INSTALL_HINT =
  'pg_dump ve pg_restore bulunamadı. Sunucunuzun sürümündeki PostgreSQL istemci araçlarını kurun (Debian/Ubuntu: apt-get install postgresql-client-15; macOS: brew install libpq) ya da PG_BIN ile klasörlerini gösterin.';

/** The tools' folder for a command, or null after telling the operator how to install them. */
export function postgresToolsOrHint(): string | null {
  const bin = findPostgresTools();
  if (!bin) console.error(INSTALL_HINT);
  return bin;
}

/** The folder holding pg_dump and pg_restore, or null. */
export function findPostgresTools(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join('/usr/lib/postgresql', v, 'bin'));
  } catch {
    // not a Debian layout
  }
  return (
    candidates.find((dir) => fs.existsSync(path.join(dir, 'pg_dump')) && fs.existsSync(path.join(dir, 'pg_restore'))) ??
    null
  );
}

function run(bin: string, tool: string, args: string[]): void {
  const result = spawnSync(path.join(bin, tool), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`${tool} failed: ${(result.stderr || result.error?.message || '').trim().slice(-2000)}`);
}

export function dumpPostgres(bin: string, url: string, dir: string, keep: number): BackupResult {
  const started = performance.now();
  ensureBackupDir(dir);
  const file = backupPath(dir, POSTGRES_EXTENSION);
  const partial = path.join(dir, `.${path.basename(file)}.partial`);
  run(bin, 'pg_dump', ['--format=custom', '--compress=6', '--no-owner', '--file', partial, url]);
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
  pruneBackups(dir, keep);
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
}

/** Reads every part of the archive (its data decompressed to nowhere); throws naming the fault. */
export function verifyPostgresDump(bin: string, file: string): void {
  run(bin, 'pg_restore', ['--file', '/dev/null', file]);
}

/**
 * Restores `file` into the database of `url`. An existing database with tables is renamed
 * `<name>_before_restore_<time>` first; returns that name, or null.
 */
export async function restorePostgres(
  bin: string,
  url: string,
  file: string,
  now = new Date(),
): Promise<string | null> {
  const pg = (await import('pg')).default;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  if (name === 'postgres')
    throw new Error('restore into a database of its own, not "postgres" (set DATABASE_URL to a new database name)');
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  let aside: string | null = null;
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (exists) {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const tables = Number(
        (
          await probe.query(
            "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
          )
        ).rows[0].n,
      );
      await probe.end();
      if (tables > 0) {
        const iso = now.toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
        aside = `${name.slice(0, 30)}_before_restore_${iso}`;
        await admin.query(`alter database "${name.replace(/"/g, '""')}" rename to "${aside}"`);
        await admin.query(`create database "${name.replace(/"/g, '""')}"`);
      }
    } else {
      await admin.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await admin.end();
  }
  run(bin, 'pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    url,
    file,
  ]);
  return aside;
}

/** The server's major version, for the message when pg_dump is older than the server. */
export function toolVersion(bin: string): string {
  return execFileSync(path.join(bin, 'pg_dump'), ['--version'], { encoding: 'utf8' }).trim();
}
