// npm run backup: one backup now, into BACKUP_DIR (default DATA_DIR/backups), the newest BACKUP_KEEP kept.
//
// Embedded database: when a server runs on DATA_DIR it writes the backup itself (the command calls it with the
// token in DATA_DIR/admin-endpoint.json); only when none runs does the command open the data folder. PostgreSQL
// (DATABASE_URL): pg_dump in its custom format. Prints the file, its size and how long it took.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { claimDataDir, dataDirServer, readAdminEndpoint } from '../data-dir';
import { openDatabase } from '../db/client';
import { writeEmbeddedBackup, type BackupResult } from '../backup/embedded';
import { dumpPostgres, findPostgresTools, INSTALL_HINT } from '../backup/postgres';
import { runCommand } from './run';

function report(result: BackupResult, how: string): number {
  console.log(
    `backup written (${how}): ${result.file}  ${(result.bytes / (1024 * 1024)).toFixed(2)} MB in ${(result.ms / 1000).toFixed(1)} s`,
  );
  return 0;
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const bin = findPostgresTools();
    if (!bin) {
      console.error(INSTALL_HINT);
      return 2;
    }
    return report(dumpPostgres(bin, config.databaseUrl, config.backupDir, config.backupKeep), 'pg_dump');
  }

  const pgliteDir = path.join(config.dataDir, 'pglite');
  const pid = dataDirServer(config.dataDir);
  if (pid) {
    const endpoint = readAdminEndpoint(config.dataDir);
    if (!endpoint) {
      console.error(
        `A server (process ${pid}) is using ${pgliteDir} but published no backup endpoint; restart it with this version, or stop it and run again.`,
      );
      return 1;
    }
    const res = await fetch(`${endpoint.url}/internal/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
    if (!res.ok) {
      console.error(`The running server (process ${pid}) refused the backup: HTTP ${res.status} ${await res.text()}`);
      return 1;
    }
    return report((await res.json()) as BackupResult, `by the running server, process ${pid}`);
  }

  if (!fs.existsSync(pgliteDir)) {
    console.error(`No embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR right?).`);
    return 2;
  }
  // No server runs: this process holds the folder while it copies it (a server started meanwhile refuses to).
  const release = claimDataDir(config.dataDir);
  const database = await openDatabase({ pgliteDir, migrate: false });
  try {
    return report(
      await writeEmbeddedBackup(() => database.dumpDataDir!(), config.backupDir, config.backupKeep),
      'no server running',
    );
  } finally {
    await database.close();
    release();
  }
}

runCommand(main);
