// npm run backup: one backup now, into BACKUP_DIR (default DATA_DIR/backups), the newest BACKUP_KEEP kept.
//
// Embedded database: when a server runs on DATA_DIR it writes the backup itself (the command calls it with the
// token in DATA_DIR/admin-endpoint.json); only when none runs does the command open the data folder. PostgreSQL
// (DATABASE_URL): pg_dump in its custom format. Prints the file, its size and how long it took.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { loadConfig } from '../config';
import { claimDataDir, dataDirServer, readAdminEndpoint } from '../data-dir';
import { openDatabase } from '../db/client';
import { writeEmbeddedBackup, type BackupResult } from '../backup/embedded';
import { dumpPostgres, postgresToolsOrHint } from '../backup/postgres';
import { runCommand } from './run';

function report(result: BackupResult, how: string): number {
  const paused = result.pausedMs === undefined ? '' : `; sorgular ${(result.pausedMs / 1000).toFixed(1)} s bekledi`;
  console.log(
    `yedek yazıldı (${how}): ${result.file}  ${(result.bytes / (1024 * 1024)).toFixed(2)} MB, ${(result.ms / 1000).toFixed(1)} s${paused}`,
  );
  return 0;
}

type Answer = { status: number; body: string };

/**
 * POST to the running server's backup route. Over HTTPS (HTTPS=self-signed) the server's certificate is checked
 * against the machine's own authority in DATA_DIR/tls/ca.crt, the one staff tablets trust.
 */
function askServer(url: string, token: string, dataDir: string): Promise<Answer> {
  const target = new URL('/internal/backup', url);
  const secure = target.protocol === 'https:';
  const caFile = path.join(dataDir, 'tls', 'ca.crt');
  const options: https.RequestOptions = {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    timeout: 30 * 60_000,
    ...(secure && fs.existsSync(caFile) ? { ca: fs.readFileSync(caFile, 'utf8') } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(target, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('30 dakikada yanıt gelmedi')));
    req.on('error', reject);
    req.end();
  });
}

/** Why the running server could not be reached, in words an operator can act on. */
function unreachable(error: Error & { code?: string }, url: string, dataDir: string): string {
  const code = error.code ?? '';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME|IP_ADDRESS/i.test(code))
    return `Çalışan sunucunun HTTPS sertifikası doğrulanamadı (${code}): ${path.join(dataDir, 'tls', 'ca.crt')} bu sunucunun sertifika yetkilisi olmalıdır. Sunucuyu bu sürümle yeniden başlatın ya da durdurup komutu yeniden çalıştırın.`;
  if (code === 'ECONNRESET' || code === 'EPROTO' || /wrong version|packet length/i.test(error.message))
    return `Çalışan sunucuyla ${url} adresinde konuşulamadı (${code || error.message}): sunucu HTTPS ile çalışıyor olabilir. Sunucuyu bu sürümle yeniden başlatın (adresini doğru yayımlar) ya da durdurup komutu yeniden çalıştırın.`;
  return `Çalışan sunucuya ${url} adresinden ulaşılamadı (${code || error.message}). Sunucu çalışıyorsa yeniden başlatın; durdurulduysa komutu yeniden çalıştırın.`;
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const bin = postgresToolsOrHint();
    if (!bin) return 2;
    return report(dumpPostgres(bin, config.databaseUrl, config.backupDir, config.backupKeep), 'pg_dump');
  }

  const pgliteDir = path.join(config.dataDir, 'pglite');
  const pid = dataDirServer(config.dataDir);
  if (pid) {
    const endpoint = readAdminEndpoint(config.dataDir);
    if (!endpoint) {
      console.error(
        `${pgliteDir} klasörünü bir sunucu (süreç ${pid}) kullanıyor ama yedekleme adresi yayımlamamış: sunucuyu bu sürümle yeniden başlatın ya da durdurup komutu yeniden çalıştırın.`,
      );
      return 1;
    }
    let answer: Answer;
    try {
      answer = await askServer(endpoint.url, endpoint.token, config.dataDir);
    } catch (error) {
      console.error(unreachable(error as Error, endpoint.url, config.dataDir));
      return 1;
    }
    if (answer.status !== 200) {
      console.error(
        `Çalışan sunucu (süreç ${pid}) yedeği yazamadı: HTTP ${answer.status} ${answer.body.slice(0, 500)}`,
      );
      return 1;
    }
    return report(JSON.parse(answer.body) as BackupResult, `çalışan sunucu yazdı, süreç ${pid}`);
  }

  if (!fs.existsSync(pgliteDir)) {
    console.error(`${pgliteDir} içinde gömülü veritabanı yok: yedeklenecek bir şey yok (DATA_DIR doğru mu?).`);
    return 2;
  }
  // No server runs: this process holds the folder while it copies it (a server started meanwhile refuses to).
  const release = claimDataDir(config.dataDir);
  const database = await openDatabase({ pgliteDir, migrate: false });
  try {
    return report(
      await writeEmbeddedBackup(
        { dir: pgliteDir, whileIdle: database.whileIdle! },
        config.backupDir,
        config.backupKeep,
      ),
      'çalışan sunucu yok',
    );
  } finally {
    await database.close();
    release();
  }
}

runCommand(main);
