// A second API instance on the first one's PostgreSQL database, as a second server process would be: its own
// connection pool, change-bus listener and data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { createPostgresChangeBus } from '../../src/changes/bus';
import { openDatabase } from '../../src/db/client';
import { TEST_SCRYPT } from './fixtures';
import { NO_LOAD_SHEDDING, type TestApp } from './test-app';

/** The menu version check switched off: only the change bus's announcement can deliver a write. */
export const NO_VERSION_CHECK = 3_600_000;

/** A second instance on the first one's database, as a second server process would be. */
export async function secondInstance(t: TestApp, options: { listenerName?: string; backoffMs?: number } = {}) {
  const database = await openDatabase({ databaseUrl: t.app.dbHandle.url, migrate: false });
  const changeBus = createPostgresChangeBus({
    connectionString: t.app.dbHandle.url!,
    applicationName: options.listenerName,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    backoff: options.backoffMs ? { initialMs: options.backoffMs, maxMs: options.backoffMs } : undefined,
  });
  // Its own data folder, as another machine would have: nothing may depend on the first one's disk.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-menu-b-'));
  const app = await buildApp({
    config: { ...t.config, dataDir },
    database,
    scrypt: TEST_SCRYPT,
    repoRoot: t.config.dataDir,
    loadShedding: NO_LOAD_SHEDDING,
    changeBus,
    menuVersionCheckMs: NO_VERSION_CHECK,
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
