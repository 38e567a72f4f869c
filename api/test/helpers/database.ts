// A fresh, migrated database with the fixtures for each test file, fast:
// - PGlite (project `api`): created and migrated once, saved as a `dumpDataDir` snapshot in the temp
//   folder (keyed by the migrations and fixtures), then loaded per test file (about 1 s).
// - PostgreSQL (project `api-pg`): a new database per test file, copied from the template that the
//   global setup migrated and filled.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../src/paths';
import { insertFixtures } from './fixtures';

export type TestBackend = 'pglite' | 'postgres';

export function testBackend(): TestBackend {
  return (globalThis as { __MENU_TEST_DB__?: string }).__MENU_TEST_DB__ === 'pg' ? 'postgres' : 'pglite';
}

/**
 * For tests of the embedded database alone (a command or a server started on a data folder, without
 * DATABASE_URL): they run in the PGlite project and are skipped in the PostgreSQL one, where they would run
 * the very same thing a second time.
 */
export const describeEmbedded: jest.Describe = testBackend() === 'pglite' ? describe : describe.skip;

type SnapshotKind = 'fixtures' | 'empty';

function snapshotKey(kind: SnapshotKind): string {
  const hash = createHash('sha256').update(kind);
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(__dirname, 'fixtures.ts')));
  hash.update(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** A migrated database, with the fixtures or empty, as a `dumpDataDir` snapshot (made once, then read). */
async function pgliteSnapshot(kind: SnapshotKind = 'fixtures'): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'menu-api-test-snapshots');
  // Uncompressed: loading it is about 0.1 s faster per test file than the gzip one.
  const file = path.join(dir, `${snapshotKey(kind)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await openDatabase({});
  if (kind === 'fixtures') await insertFixtures(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  fs.mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so parallel workers never read a half-written snapshot.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return dump;
}

/**
 * A data folder whose embedded database is migrated and empty, as a server's first start leaves it (loaded
 * from a snapshot in about a second instead of migrating a new PGlite on disk, about 8 s).
 */
export async function createEmbeddedDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const handle = await openDatabase({
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteSnapshot: await pgliteSnapshot('empty'),
    migrate: false,
  });
  await handle.close();
  return dataDir;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes and (PostgreSQL) drops the database. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testBackend() === 'pglite') {
    const handle = await openDatabase({ pgliteSnapshot: await pgliteSnapshot(), migrate: false });
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.MENU_TEST_PG_URL;
  const template = process.env.MENU_TEST_PG_TEMPLATE;
  if (!adminUrl || !template) throw new Error('PostgreSQL test server is not running (MENU_TEST_PG_URL unset)');
  const { Client } = await import('pg');
  const name = `menu_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment can collide; try again shortly.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  return {
    handle,
    async dispose() {
      await handle.close();
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => drop.end());
    },
  };
}
