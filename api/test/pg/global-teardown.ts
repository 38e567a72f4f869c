// jest globalTeardown of the `api-pg` project: stops the server started by the global setup.
import { stopPostgres, type PgServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __MENU_PG_SERVER__?: PgServer };
  if (holder.__MENU_PG_SERVER__) stopPostgres(holder.__MENU_PG_SERVER__);
  delete holder.__MENU_PG_SERVER__;
}
