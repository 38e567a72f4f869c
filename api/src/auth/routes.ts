// POST /api/auth/login, /refresh and /logout, and GET /api/auth/verify.
//
// Sign-in answers the short-lived access token in its body (API clients use it as a bearer token) and sets
// the refresh token as an HttpOnly; Secure; SameSite=Strict cookie that only the auth routes receive. The
// portal keeps the access token in memory and trades the cookie for a new pair at /refresh (after a reload,
// or when the access token runs out). /logout revokes the session: its access tokens answer 401 from then on.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, PasswordChangeRequest, LoginWire, UserWire } from '@menu/shared/contract';
import { AppError, createError } from '../errors';
import { usernameKey } from '../users/username-key';
import { DEFAULT_THROTTLE_LIMITS } from './login-throttle';
import { fullName } from './plugin';
import { ErrorResponse } from '../http/schemas';
import { LOGIN_RATE_LIMIT, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { userToWire } from '../users/repository';
import type { LoginResult } from './service';
import { throttledPasswordCheck } from './password-check';
import { addressKey } from '../http/address-key';
import { clientAddress } from '../http/client-address';

/** The cookie's name and path: `__Secure-` makes browsers refuse it unless it is Secure (HTTPS, or localhost). */
export const REFRESH_COOKIE = '__Secure-menu_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Not a credential (it says "1" and grants nothing): tells whoever serves the portal's pages that this browser
 * has a session, so one without goes straight to the sign-in page instead of loading the portal first
 * (static/bundles.ts). It lives and ends with the refresh cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'menu_signed_in';
const HINT_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' } as const;

function setRefreshCookie(reply: FastifyReply, result: LoginResult) {
  reply.setCookie(REFRESH_COOKIE, result.refresh.refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: result.refresh.maxAgeSeconds,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...HINT_OPTIONS, maxAge: result.refresh.maxAgeSeconds });
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, HINT_OPTIONS);
}

/** The body every session answer carries: never the refresh token. */
function sessionBody(result: LoginResult) {
  return { token: result.token, expiresIn: result.expiresIn, user: result.user };
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** Wrong passwords and the lockout they lead to, as security events (once per lockout). */
async function signInRefused(app: FastifyInstance, error: unknown, username: string, address: string): Promise<void> {
  const events = app.securityEvents;
  if (!(error instanceof AppError) || (error.code !== 'INVALID_CREDENTIALS' && error.code !== 'TOO_MANY_REQUESTS'))
    return;
  const key = usernameKey(username);
  const user = await app.auth.users.findByUsername(username).catch(() => undefined);
  const who = {
    userId: user?.id ?? null,
    usernameKey: key,
    userName: user ? fullName(user) : null,
    restaurantId: user?.restaurantId ?? null,
    clientAddress: address,
  };
  if (error.code === 'INVALID_CREDENTIALS') {
    await events.record({ ...who, event: 'sign_in_failed', reason: user ? 'wrong_password' : 'unknown_user' });
  } else if (
    !(await events.recordedSince('sign_in_locked', key, new Date(Date.now() - DEFAULT_THROTTLE_LIMITS.windowMs)))
  ) {
    await events.record({ ...who, event: 'sign_in_locked', reason: 'too_many_failures' });
  }
}

/**
 * The cookie routes answer only the portal's own pages: a request that names another origin (a page
 * elsewhere trying to use a signed-in browser) is refused, on top of SameSite=Strict.
 */
function assertOwnOrigin(corsOrigins: string[], request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin) return;
  // Host names are compared, not ports or schemes: a TLS-terminating proxy makes the API see http on
  // another port than the page's https origin.
  let hostname: string | null = null;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    /* "null" or garbage: refused below */
  }
  if (hostname && hostname === request.hostname.toLowerCase()) return;
  if (corsOrigins.includes(origin.replace(/\/$/, ''))) return;
  throw createError('FORBIDDEN', 'Bu istek başka bir siteden gönderilemez');
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tokens } = app.auth;
  const events = app.securityEvents;
  const { service, throttle } = app.signIn;

  const throttled = <T>(username: string, key: string, work: () => Promise<T>) =>
    throttledPasswordCheck(throttle, username, key, work);

  app.post('/auth/login', {
    config: { rateLimit: LOGIN_RATE_LIMIT },
    schema: {
      tags: ['auth'],
      summary:
        'Kullanıcı adı ve şifre ile giriş: kısa ömürlü erişim tokenı ve kullanıcı; yenileme tokenı HttpOnly çerezde',
      body: LoginRequest,
      response: { 200: LoginWire, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const address = clientAddress(request);
      let result: LoginResult;
      try {
        result = await service.login(request.body.username, request.body.password, addressKey(address));
      } catch (error) {
        await signInRefused(app, error, request.body.username, address);
        throw error;
      }
      setRefreshCookie(reply, result);
      return sessionBody(result);
    },
  });

  app.post('/auth/refresh', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags: ['auth'],
      summary:
        'Yenileme çerezi ile yeni erişim tokenı; çerez her kullanımda yenilenir, eski bir çerez tekrar gelirse oturum kapanır',
      response: { 200: LoginWire, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      assertOwnOrigin(app.config.corsOrigins, request);
      reply.header('cache-control', 'no-store');
      try {
        const result = await service.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, result);
        return sessionBody(result);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  app.post('/auth/logout', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags: ['auth'],
      summary: 'Çıkış: oturumu kapatır; erişim tokenı bundan sonra 401 alır',
      security: [{ bearerAuth: [] }],
      response: { 204: z.null(), 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      assertOwnOrigin(app.config.corsOrigins, request);
      const token = bearer(request);
      const claims = token ? await tokens.verify(token) : null;
      await service.logout(request.cookies[REFRESH_COOKIE], claims?.sessionId ?? null);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  });

  app.post('/auth/password', {
    onRequest: app.auth.requireAuth,
    // Each attempt costs a password hash (two on success), like a sign-in.
    config: { rateLimit: LOGIN_RATE_LIMIT },
    schema: {
      tags: ['auth'],
      summary:
        'Kendi şifresini değiştir: mevcut şifre gerekir; diğer oturumlar kapanır, bu oturum için yeni erişim tokenı döner',
      security: [{ bearerAuth: [] }],
      body: PasswordChangeRequest,
      response: { 200: LoginWire, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const principal = request.principal!;
      const user = await throttled(app.auth.currentUser(request).username, addressKey(clientAddress(request)), () =>
        app.users.changeOwnPassword(principal, request.body.currentPassword, request.body.newPassword),
      );
      await events.record({
        event: 'password_changed',
        userId: user.id,
        usernameKey: user.usernameKey,
        userName: fullName(user),
        restaurantId: user.restaurantId,
        clientAddress: clientAddress(request),
        reason: 'own',
      });
      reply.header('cache-control', 'no-store');
      // The token version moved on: a new access token for this session, so the page carries on.
      return {
        token: await service.accessToken(user, principal.sessionId!),
        expiresIn: tokens.lifetimeSeconds,
        user: userToWire(user),
      };
    },
  });

  app.get('/auth/verify', {
    onRequest: app.auth.requireAuth,
    schema: {
      tags: ['auth'],
      summary: 'Token geçerliyse oturumdaki kullanıcıyı döner',
      security: [{ bearerAuth: [] }],
      response: { 200: UserWire, 401: ErrorResponse },
    },
    handler: async (request) => userToWire(app.auth.currentUser(request)),
  });
};

export default authRoutes;
