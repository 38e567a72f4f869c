// Makes the injected database and configuration available to every plugin and route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { runWithWriter } from '../db/write-context';

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
    // Every write the handler makes names the signed-in user and the client address to the audit triggers
    // (db/write-context.ts). After the body is read: the body's stream events would run outside the context.
    app.addHook('preValidation', (request, _reply, done) => {
      runWithWriter(() => {
        const user = request.authUser;
        if (!user || !request.principal) return null;
        return {
          userId: user.id,
          userName: `${user.firstName} ${user.lastName}`.trim() || user.username,
          clientAddress: request.ip,
        };
      }, done);
    });
  },
  { name: 'database' },
);
