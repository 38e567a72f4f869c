// The users' service, built once and decorated as `app.users`: the user routes (routes.ts) and a signed-in
// user's own password change (auth/routes.ts) use it.
import { servicePlugin } from '../plugins/service-plugin';
import { createUserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff accounts (users/service.ts). */
    users: ReturnType<typeof createUserService>;
  }
}

export default servicePlugin({ name: 'users', dependencies: ['database', 'auth'] }, (app) => ({
  users: createUserService(app.db, app.auth.passwords, app.auth.sessions),
}));
