// jest globalSetup of the `api-pg` project: starts PostgreSQL, builds a migrated template database with
// the fixtures, and tells the workers where it is. Without PostgreSQL the suites are skipped with a reason,
// except in CI (CI=true), where .ci/run installs PostgreSQL: there a missing server fails the run instead of
// hiding the PostgreSQL path behind a row of skipped suites.
import { openDatabase } from '../../src/db/client';
import { insertFixtures } from '../helpers/fixtures';
import { startPostgres, type PgServer } from './server';

export const TEMPLATE = 'menu_template';

function skip(reason: string): void {
  if (process.env.CI === 'true') throw new Error(`PostgreSQL tests cannot run in CI: ${reason}`);
  process.env.MENU_TEST_PG_SKIP = reason;
  console.log(`\nPostgreSQL tests skipped: ${reason}`);
}

export default async function globalSetup(): Promise<void> {
  let server: PgServer;
  try {
    server = await startPostgres();
  } catch (error) {
    skip((error as Error).message);
    return;
  }
  (globalThis as { __MENU_PG_SERVER__?: PgServer }).__MENU_PG_SERVER__ = server;
  try {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${TEMPLATE}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await insertFixtures(handle.db);
    await handle.close();
  } catch (error) {
    const { stopPostgres } = await import('./server');
    stopPostgres(server);
    delete (globalThis as { __MENU_PG_SERVER__?: PgServer }).__MENU_PG_SERVER__;
    skip(`could not prepare the template database: ${(error as Error).message}`);
    return;
  }
  process.env.MENU_TEST_PG_URL = server.url;
  process.env.MENU_TEST_PG_TEMPLATE = TEMPLATE;
}
