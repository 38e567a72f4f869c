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
    // Every write a signed-in request's handler makes names the user and the client address to the audit triggers
    // (db/write-context.ts). Around the handler, so only while staff work runs is the context carried: the body is
    // read by then, and a diner's request (no Authorization header, so no user to name) runs without it.
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function writerScoped(this: FastifyInstance, request, reply) {
        if (request.headers.authorization === undefined) return handler.call(this, request, reply);
        return runWithWriter(
          () => {
            const user = request.authUser;
            if (!user || !request.principal) return null;
            return {
              userId: user.id,
              userName: `${user.firstName} ${user.lastName}`.trim() || user.username,
              clientAddress: request.ip,
            };
          },
          () => handler.call(this, request, reply),
        );
      };
    });
  },
  { name: 'database' },
);
