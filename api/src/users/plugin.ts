// The users' service, built once and decorated as `app.users`: the user routes (routes.ts) and a signed-in
// user's own password change (auth/routes.ts) use it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff accounts (users/service.ts). */
    users: ReturnType<typeof createUserService>;
  }
}

export default fp(
  async function usersPlugin(app: FastifyInstance) {
    app.decorate('users', createUserService(app.db, app.auth.passwords, app.auth.sessions));
  },
  { name: 'users', dependencies: ['database', 'auth'] },
);
