// Authentication: verifies the bearer token, then re-reads the user and its sign-in session on every request
// (session not revoked or ended, user still active, same token version) and puts { userId, role, restaurantId } on `request.principal`. Routes opt in with
// `onRequest: app.auth.requireAuth` or `onRequest: app.auth.requirePermission('manage_products')`, then scope
// every record with the helpers of auth/scope.ts.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isServiceOnly, type Permission, type Role } from '@menu/shared/contract';
import { createError } from '../errors';
import type { PasswordHasher } from '../auth/password';
import { assertPermission, type AuthPrincipal } from '../auth/scope';
import type { SessionStore } from '../auth/sessions';
import type { TokenService } from '../auth/token';
import { createUserRepository, type UserRepository } from '../users/repository';
import type { UserRow } from '../db/schema';

export interface AuthTools {
  tokens: TokenService;
  sessions: SessionStore;
  passwords: PasswordHasher;
  users: UserRepository;
  /** onRequest hook: any signed-in, active user, a waiter included (their own session and password). */
  requireAuth: onRequestAsyncHookHandler;
  /** onRequest hook: a signed-in member of staff who works the portal; service-only roles (Garson) get 403. */
  requireStaff: onRequestAsyncHookHandler;
  /** onRequest hook: signed in and holding at least one of the permissions (403 otherwise). */
  requirePermission(...permissions: Permission[]): onRequestAsyncHookHandler;
  /** onRequest hook: sets the principal when a valid token is sent, and carries on anonymously otherwise. */
  optionalAuth: onRequestAsyncHookHandler;
  /** The signed-in user's row (after `required`). */
  currentUser(request: FastifyRequest): UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthTools;
  }
  interface FastifyRequest {
    principal: AuthPrincipal | null;
    /** The user row read while authenticating (internal; never sent as is). */
    authUser: UserRow | null;
  }
}

export interface AuthPluginOptions {
  tokens: TokenService;
  sessions: SessionStore;
  passwords: PasswordHasher;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, options) {
    const users = createUserRepository(app.db);
    const { tokens } = options;

    /** Returns the principal, or throws 401 with the catalogue's message. */
    async function authenticate(request: FastifyRequest): Promise<AuthPrincipal> {
      if (request.principal) return request.principal;
      const token = bearerToken(request);
      if (token === null) throw createError('UNAUTHENTICATED');
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) throw createError('TOKEN_INVALID');
      // A signed-out or revoked session ends its access tokens at once, not when they expire.
      const user = await options.sessions.findUser(claims.userId, claims.sessionId);
      if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) throw createError('TOKEN_INVALID');
      const principal: AuthPrincipal = {
        userId: user.id,
        role: user.role as Role,
        restaurantId: user.restaurantId,
        sessionId: claims.sessionId,
      };
      request.principal = principal;
      request.authUser = user;
      return principal;
    }

    const requireAuth: onRequestAsyncHookHandler = async (request) => {
      await authenticate(request);
    };

    // A waiter's tablet works the service screen only: every other staff route refuses the role.
    const requireStaff: onRequestAsyncHookHandler = async (request) => {
      if (isServiceOnly((await authenticate(request)).role)) throw createError('FORBIDDEN');
    };

    app.decorateRequest('principal', null);
    app.decorateRequest('authUser', null);
    app.decorate('auth', {
      tokens,
      sessions: options.sessions,
      passwords: options.passwords,
      users,
      requireAuth,
      requireStaff,
      requirePermission(...permissions: Permission[]): onRequestAsyncHookHandler {
        return async (request) => {
          assertPermission(await authenticate(request), ...permissions);
        };
      },
      async optionalAuth(request) {
        if (!request.headers.authorization) return;
        try {
          await authenticate(request);
        } catch {
          request.principal = null;
        }
      },
      currentUser(request) {
        if (!request.authUser) throw createError('UNAUTHENTICATED');
        return request.authUser;
      },
    } satisfies AuthTools);
  },
  { name: 'auth', dependencies: ['database'] },
);
