// Starts the API: reads the environment, opens and migrates the database, ensures the SuperAdmin (and the
// demo data on a first start), listens, and prints the address and any generated sign-in details.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, ensureJwtSecret, loadConfig } from './config';
import { createPasswordHasher } from './auth/password';
import { openDatabase } from './db/client';
import { bootstrapData } from './seed/bootstrap';
import { warmCommonPasswords } from './users/common-passwords';

async function main() {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const jwtSecret = ensureJwtSecret(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const passwords = createPasswordHasher();
  const seeded = await bootstrapData(database.db, {
    superAdminUsername: config.superAdminUsername,
    superAdminPassword: config.superAdminPassword,
    demoData: config.demoData,
    demoPassword: config.demoPassword,
    passwords,
  });

  const app = await buildApp({
    config: { ...config, jwtSecret },
    database,
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
  // The common-password list (about 200,000 entries) loads now rather than on the first password change.
  setImmediate(() => warmCommonPasswords());
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' || config.host === '::' ? 'localhost' : config.host;

  const lines = [
    '',
    `QR Menü çalışıyor: http://${shownHost}:${port}  (${database.kind === 'pglite' ? `PGlite: ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}, ${Date.now() - startedAt} ms)`,
    `  Yönetim paneli: http://${shownHost}:${port}/   API belgeleri: http://${shownHost}:${port}/api/docs`,
  ];
  if (seeded.superAdmin.created) {
    lines.push(
      `  SuperAdmin oluşturuldu: kullanıcı adı "${seeded.superAdmin.username}"` +
        (seeded.superAdmin.password ? `, şifre "${seeded.superAdmin.password}"  (yalnızca bu kez gösterilir)` : ' (şifre SUPERADMIN_PASSWORD ile verildi)'),
    );
  }
  if (seeded.demo) {
    lines.push(
      `  Demo kullanıcılar: ${seeded.demo.users.join(', ')}` +
        (seeded.demo.password ? `, şifre "${seeded.demo.password}"  (yalnızca bu kez gösterilir)` : ' (şifre DEMO_PASSWORD ile verildi)'),
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error('API could not start:', error);
  process.exit(1);
});
