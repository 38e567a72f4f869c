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
import { postgresToolsOrHint, restorePostgres, verifyPostgresDump } from '../backup/postgres';
import { runCommand } from './run';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!file) {
    console.error('kullanım: npm run restore -- DOSYA   (npm run backup ile yazılmış bir dosya)');
    return 2;
  }
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(source)) {
    console.error(`Dosya bulunamadı: ${source}`);
    return 2;
  }
  const config = loadConfig();

  if (config.databaseUrl) {
    const bin = postgresToolsOrHint();
    if (!bin) return 2;
    try {
      verifyPostgresDump(bin, source);
    } catch (error) {
      console.error(
        `Reddedildi: ${source} eksiksiz bir PostgreSQL yedeği değil; hiçbir şey değiştirilmedi. ${(error as Error).message}`,
      );
      return 1;
    }
    const aside = await restorePostgres(bin, config.databaseUrl, source);
    console.log(`geri yüklendi: ${source}${aside ? `; önceki veritabanı "${aside}" adıyla saklanıyor` : ''}`);
    return 0;
  }

  const pid = dataDirServer(config.dataDir);
  if (pid) {
    console.error(
      `${config.dataDir} klasörünü çalışan bir sunucu (süreç ${pid}) kullanıyor: önce onu durdurun; hiçbir şey değiştirilmedi.`,
    );
    return 2;
  }
  let verified;
  try {
    verified = await verifyEmbeddedBackup(fs.readFileSync(source));
  } catch (error) {
    console.error(
      `Reddedildi: ${source} eksiksiz bir yedek değil (${(error as Error).message}); hiçbir şey değiştirilmedi.`,
    );
    return 1;
  }
  const release = claimDataDir(config.dataDir);
  try {
    const aside = await restoreEmbedded(verified, path.join(config.dataDir, 'pglite'));
    console.log(
      `geri yüklendi: ${source}: ${verified.restaurants} restoran, ${verified.products} ürün` +
        (aside ? `; önceki veriler ${aside} klasöründe saklanıyor` : ''),
    );
    return 0;
  } finally {
    release();
  }
}

runCommand(main);
