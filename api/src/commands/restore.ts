// npm run restore -- FILE: puts a backup back, for scripts (no prompt). The server must be stopped.
//
// The whole file is checked before anything is touched; a damaged or foreign file is refused and nothing
// changes. Embedded database: DATA_DIR/pglite is renamed pglite-before-restore-<time> (kept, never deleted) and
// the backup unpacked in its place; the next `npm start` serves it. PostgreSQL (DATABASE_URL, a .dump of
// npm run backup): the database is renamed <name>_before_restore_<time> when it holds tables, created anew and
// restored with pg_restore in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { claimDataDir, dataDirServer } from '../data-dir';
import { restoreEmbedded, verifyEmbeddedBackup } from '../backup/embedded';
import { findPostgresTools, INSTALL_HINT, restorePostgres, verifyPostgresDump } from '../backup/postgres';
import { runCommand } from './run';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!file) {
    console.error('usage: npm run restore -- FILE   (a file written by npm run backup)');
    return 2;
  }
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(source)) {
    console.error(`No such file: ${source}`);
    return 2;
  }
  const config = loadConfig();

  if (config.databaseUrl) {
    const bin = findPostgresTools();
    if (!bin) {
      console.error(INSTALL_HINT);
      return 2;
    }
    try {
      verifyPostgresDump(bin, source);
    } catch (error) {
      console.error(
        `Refused: ${source} is not a complete PostgreSQL backup; nothing was changed. ${(error as Error).message}`,
      );
      return 1;
    }
    const aside = await restorePostgres(bin, config.databaseUrl, source);
    console.log(`restored ${source}${aside ? `; the previous database is kept as "${aside}"` : ''}`);
    return 0;
  }

  const pid = dataDirServer(config.dataDir);
  if (pid) {
    console.error(`A server (process ${pid}) is using ${config.dataDir}: stop it first; nothing was changed.`);
    return 2;
  }
  let verified;
  try {
    verified = await verifyEmbeddedBackup(fs.readFileSync(source));
  } catch (error) {
    console.error(`Refused: ${source} is not a complete backup (${(error as Error).message}); nothing was changed.`);
    return 1;
  }
  const release = claimDataDir(config.dataDir);
  try {
    const aside = await restoreEmbedded(verified, path.join(config.dataDir, 'pglite'));
    console.log(
      `restored ${source}: ${verified.restaurants} restaurant(s), ${verified.products} product(s)` +
        (aside ? `; the previous data is kept in ${aside}` : ''),
    );
    return 0;
  } finally {
    release();
  }
}

runCommand(main);
