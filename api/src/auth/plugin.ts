// Sign-in, built once and decorated as `app.signIn`: the throttle of wrong passwords (counters in the database,
// shared by every instance, cleaned by a cluster job) and the sign-in service over the auth tools of
// plugins/auth.ts. Used by the auth routes (routes.ts) and a user's own password change (users/routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseLoginThrottle, throttleCleanupJob, type LoginThrottle } from './login-throttle';
import { createAuthService } from './service';
import type { SessionStore } from './sessions';

export interface SignIn {
  throttle: LoginThrottle;
  service: ReturnType<typeof createAuthService>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signIn: SignIn;
  }
}

export const fullName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** The session store whose replayed refresh token (sessions.ts: the session is revoked) is also a security event. */
function watchedSessions(app: FastifyInstance): SessionStore {
  const { users, sessions } = app.auth;
  const watched: SessionStore = Object.assign(Object.create(sessions) as SessionStore, {
    async rotate(token: string | undefined) {
      const result = await sessions.rotate.call(watched, token);
      if (!result.ok && result.reason === 'reused' && result.userId != null) {
        const user = await users.findById(result.userId);
        await app.securityEvents.record({
          event: 'session_reuse',
          userId: result.userId,
          usernameKey: user?.usernameKey,
          userName: user ? fullName(user) : null,
          restaurantId: user?.restaurantId,
        });
      }
      return result;
    },
  });
  return watched;
}

export default fp<{ throttle?: LoginThrottle }>(
  async function signInPlugin(app: FastifyInstance, options) {
    const { users, passwords, tokens } = app.auth;
    const throttle = options.throttle ?? createDatabaseLoginThrottle(app.db);
    app.jobs.schedule(throttleCleanupJob(app.db));
    app.decorate('signIn', {
      throttle,
      service: createAuthService({ users, passwords, tokens, throttle, sessions: watchedSessions(app) }),
    });
  },
  { name: 'sign-in', dependencies: ['database', 'auth', 'audit', 'jobs'] },
);
