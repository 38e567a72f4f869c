// Sign-in: throttled, with one message for an unknown user and a wrong password, and the same work done
// for both so the answer time does not tell them apart.
import { roleFromWire } from '@menu/shared/contract';
import { createError } from '../errors';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password';
import type { IssuedRefreshToken, SessionStore } from './sessions';
import type { TokenService } from './token';
import { userToWire, type UserRepository, type UserWire } from '../users/repository';
import type { UserRow } from '../db/schema';

export interface LoginResult {
  /** The short-lived access token (also what API clients use). */
  token: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  user: UserWire;
  /** For the HttpOnly cookie; never in a response body. */
  refresh: IssuedRefreshToken;
}

export const SESSION_ENDED_MESSAGE = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

/** 429 for a locked user name or address, saying when to come back. */
export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return createError(
    'TOO_MANY_REQUESTS',
    `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}

export function createAuthService(deps: {
  users: UserRepository;
  passwords: PasswordHasher;
  tokens: TokenService;
  throttle: LoginThrottle;
  sessions: SessionStore;
}) {
  const { users, passwords, tokens, throttle, sessions } = deps;

  async function accessToken(user: UserRow, sessionId: string): Promise<string> {
    return tokens.sign({
      userId: user.id,
      role: roleFromWire(user.role),
      restaurantId: user.restaurantId,
      tokenVersion: user.tokenVersion,
      sessionId,
    });
  }

  return {
    async login(username: string, password: string, ip: string): Promise<LoginResult> {
      // Counted before the (slow, memory-hard) password check, so parallel attempts cannot slip past the limits.
      const decision = await throttle.attempt(username, ip);
      if (decision.blocked) {
        throw tooManyAttempts(decision.retryAfterSeconds);
      }
      let user: Awaited<ReturnType<UserRepository['findByUsername']>>;
      let valid: boolean;
      try {
        user = await users.findByUsername(username);
        valid = user
          ? await passwords.verify(password, user.passwordHash)
          : (await passwords.verifyDummy(password), false);
      } catch (error) {
        // A database outage is not a wrong password: retrying through it must not lock anyone out.
        await throttle.release(username, ip);
        throw error;
      }
      if (!user || !valid) throw createError('INVALID_CREDENTIALS');
      // Only a caller who knows the password learns that the account is inactive.
      if (!user.isActive) throw createError('ACCOUNT_INACTIVE');
      await throttle.recordSuccess(username, ip);
      const updated = await users.touchLastLogin(user.id);
      const refresh = await sessions.create(updated.id, updated.tokenVersion);
      return {
        token: await accessToken(updated, refresh.sessionId),
        expiresIn: tokens.lifetimeSeconds,
        user: userToWire(updated),
        refresh,
      };
    },

    /** A new access token and the next refresh token, for a refresh token that is current; 401 otherwise. */
    async refresh(refreshToken: string | undefined): Promise<LoginResult> {
      const rotated = await sessions.rotate(refreshToken);
      if (!rotated.ok) throw createError('TOKEN_INVALID', SESSION_ENDED_MESSAGE);
      const user = await users.findById(rotated.userId);
      // Deactivated, or its password or role changed since: the session ends here too (the token version
      // normally ends it already; this guards a revocation that was lost halfway).
      if (!user || !user.isActive || user.tokenVersion !== rotated.tokenVersion) {
        await sessions.revoke(rotated.sessionId, user?.isActive === false ? 'inactive' : 'credentials');
        throw createError('TOKEN_INVALID', SESSION_ENDED_MESSAGE);
      }
      return {
        token: await accessToken(user, rotated.sessionId),
        expiresIn: tokens.lifetimeSeconds,
        user: userToWire(user),
        refresh: rotated,
      };
    },

    /** Ends the session named by the refresh cookie and/or the access token; never fails for a stale one. */
    async logout(refreshToken: string | undefined, accessSessionId: string | null): Promise<void> {
      const fromCookie = sessions.parse(refreshToken)?.sessionId;
      for (const id of new Set([fromCookie, accessSessionId].filter((v): v is string => !!v)))
        await sessions.revoke(id, 'logout');
    },

    /** A fresh access token for the same session (after the user's own password change moved its token version). */
    accessToken,
  };
}
