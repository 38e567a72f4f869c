// Makes the injected database and configuration available to every plugin and route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
    config: Config;
  }
}

export default fp<{ handle: DatabaseHandle; config: Config }>(
  async function databasePlugin(app: FastifyInstance, { handle, config }) {
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    app.decorate('config', config);
  },
  { name: 'database' },
);
