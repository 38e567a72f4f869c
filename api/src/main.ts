// Starts the API: reads the environment, opens and migrates the database, ensures the SuperAdmin (and the
// demo data on a first start), listens, and prints the address and any generated sign-in details.
//
// With WORKERS=N > 1 (PostgreSQL only; the default there is one per core) this process becomes the primary of
// a node:cluster: it does the one-time start-up work (JWT secret file, migrations, SuperAdmin, demo data), then
// forks N workers that share the port. Each worker is an ordinary instance (the same code path as a separate
// server behind a load balancer: its own caches, announcements over LISTEN/NOTIFY, jobs under advisory locks).
// A worker that dies is replaced; SIGTERM/SIGINT stop every worker gracefully.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import {
  claimDataDir,
  ensureDataDir,
  ensureJwtSecret,
  publishAdminEndpoint,
  writeGeneratedCredentials,
} from './data-dir';
import { createPasswordHasher } from './auth/password';
import { openDatabase } from './db/client';
import { serveClusterMetrics } from './metrics/cluster';
import { ensureSelfSignedTls, machineNames } from './tls';
import { bootstrapData } from './seed/bootstrap';
import { warmCommonPasswords } from './users/common-passwords';

type Seeded = Awaited<ReturnType<typeof bootstrapData>> & {
  /** The private file holding the passwords generated on this start (never printed), if any. */
  credentialsFile: string | null;
};

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function openConfiguredDatabase(config: Config) {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
}

async function setUp(config: Config, database: Awaited<ReturnType<typeof openDatabase>>): Promise<Seeded> {
  const seeded = await bootstrapData(database.db, {
    superAdminUsername: config.superAdminUsername,
    superAdminPassword: config.superAdminPassword,
    demoData: config.demoData,
    demoPassword: config.demoPassword,
    passwords: createPasswordHasher(),
    log: (message) => console.warn(message),
  });
  const credentialsFile = writeGeneratedCredentials(config.dataDir, {
    superAdmin: seeded.superAdmin.password
      ? { username: seeded.superAdmin.username, password: seeded.superAdmin.password }
      : undefined,
    demo: seeded.demo?.password ? { users: seeded.demo.users, password: seeded.demo.password } : undefined,
  });
  return { ...seeded, credentialsFile };
}

function banner(config: Config, port: number, startedAt: number, where: string, seeded: Seeded | null): string {
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' || config.host === '::' ? 'localhost' : config.host;
  const scheme = config.https === 'self-signed' ? 'https' : 'http';
  const lines = [
    '',
    `QR Menü çalışıyor: ${scheme}://${shownHost}:${port}  (${where}, ${Date.now() - startedAt} ms)`,
    `  Yönetim paneli: ${scheme}://${shownHost}:${port}/   API belgeleri: ${scheme}://${shownHost}:${port}/api/docs`,
  ];
  if (config.https === 'self-signed') {
    const lan = machineNames().ips.filter((ip) => ip.includes('.') && ip !== '127.0.0.1');
    if (config.host === '0.0.0.0' || config.host === '::')
      for (const ip of lan) lines.push(`  Tabletlerden: https://${ip}:${port}/`);
    lines.push(
      `  Tabletlerin güvenmesi için sertifika: ${scheme}://${lan[0] ?? shownHost}:${port}/menu-ca.crt (README, "Tabletlerden giriş")`,
    );
  }
  // Generated passwords are never printed (logs are read by more people than the owner): only the file's path.
  if (seeded?.superAdmin.created) {
    lines.push(
      `  SuperAdmin oluşturuldu: kullanıcı adı "${seeded.superAdmin.username}"` +
        (seeded.superAdmin.password ? '' : ' (şifre SUPERADMIN_PASSWORD ile verildi)'),
    );
  }
  if (seeded?.demo) {
    lines.push(
      `  Demo kullanıcılar: ${seeded.demo.users.join(', ')}` +
        (seeded.demo.password ? '' : ' (şifre DEMO_PASSWORD ile verildi)'),
    );
  }
  if (seeded?.credentialsFile) {
    lines.push(`  Oluşturulan şifreler yalnızca sizin okuyabileceğiniz dosyada: ${seeded.credentialsFile}`);
  }
  return lines.join('\n') + '\n';
}

/** One server instance: a single process, or one worker of a cluster (whose primary did the set-up). */
async function runInstance(config: Config, startedAt: number): Promise<void> {
  ensureDataDir(config.dataDir);
  const jwtSecret = ensureJwtSecret(config);
  const database = await openConfiguredDatabase(config);
  if (database.kind === 'pglite') claimDataDir(config.dataDir);
  const seeded = cluster.isWorker ? null : await setUp(config, database);
  // `npm run backup` asks the running embedded server for its backup with this token (data-dir.ts).
  const adminToken = database.kind === 'pglite' ? randomBytes(32).toString('hex') : undefined;

  const tls = config.https === 'self-signed' ? await ensureSelfSignedTls(config.dataDir) : undefined;
  const app = await buildApp({
    config: { ...config, jwtSecret },
    database,
    tls,
    adminToken,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch((error) => app.log.error(error));
    await database.close().catch((error) => app.log.error(error));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (adminToken) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
    publishAdminEndpoint(config.dataDir, {
      // HTTPS=self-signed: the same server over TLS; the command trusts DATA_DIR/tls/ca.crt.
      url: `${config.https === 'self-signed' ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
      token: adminToken,
    });
  }
  // The common-password list (about 200,000 entries) loads now rather than on the first password change.
  setImmediate(() => warmCommonPasswords());
  if (cluster.isWorker) return; // the primary prints the banner once every worker listens
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    banner(
      config,
      port,
      startedAt,
      database.kind === 'pglite' ? `PGlite: ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL',
      seeded,
    ),
  );
}

/** The cluster's primary: set-up once, N workers, a replaced worker when one dies, a graceful stop. */
async function runPrimary(config: Config, startedAt: number): Promise<void> {
  ensureDataDir(config.dataDir);
  ensureJwtSecret(config);
  const database = await openConfiguredDatabase(config);
  const seeded = await setUp(config, database);
  await database.close();
  // Made once here, so the workers read the same files instead of racing to make them.
  if (config.https === 'self-signed') await ensureSelfSignedTls(config.dataDir);

  serveClusterMetrics();
  let stopping = false;
  const recentExits: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length && now - recentExits[0] > 60_000) recentExits.shift();
    console.error(`İşçi süreç ${worker.process.pid} durdu (${signal ?? `çıkış kodu ${code}`}); yenisi başlatılıyor`);
    if (recentExits.length > config.workers * 5) {
      console.error('İşçi süreçler bir dakikada çok kez durdu; sunucu kapatılıyor');
      process.exit(1);
    }
    setTimeout(fork, Math.min(5000, 250 * recentExits.length));
  });

  const listening = new Promise<number>((resolve) => {
    let count = 0;
    cluster.on('listening', (_worker, address) => {
      count += 1;
      if (count === config.workers) resolve(address.port);
    });
  });
  for (let i = 0; i < config.workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const port = await listening;
  console.log(banner(config, port, startedAt, `PostgreSQL, ${config.workers} işçi süreç`, seeded));
}

async function main() {
  const startedAt = Date.now();
  const config = readConfig();
  if (cluster.isPrimary && config.workers > 1) await runPrimary(config, startedAt);
  else await runInstance(config, startedAt);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`API could not start. ${error.message}`);
    process.exit(1);
  }
  console.error('API could not start:', error);
  process.exit(1);
});
