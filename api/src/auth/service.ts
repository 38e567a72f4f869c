// Sign-in: throttled, with one message for an unknown user and a wrong password, and the same work done
// for both so the answer time does not tell them apart.
import { roleFromWire } from '@menu/shared/contract';
import { createError } from '../errors';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password';
import type { TokenService } from './token';
import { userToWire, type UserRepository, type UserWire } from '../users/repository';

export interface LoginResult {
  token: string;
  user: UserWire;
}

export function createAuthService(deps: { users: UserRepository; passwords: PasswordHasher; tokens: TokenService; throttle: LoginThrottle }) {
  const { users, passwords, tokens, throttle } = deps;
  return {
    async login(username: string, password: string, ip: string): Promise<LoginResult> {
      // Counted before the (slow, memory-hard) password check, so parallel attempts cannot slip past the limits.
      const decision = await throttle.attempt(username, ip);
      if (decision.blocked) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
        throw createError('TOO_MANY_REQUESTS', `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`, {
          headers: { 'retry-after': String(decision.retryAfterSeconds) },
        });
      }
      let user: Awaited<ReturnType<UserRepository['findByUsername']>>;
      let valid: boolean;
      try {
        user = await users.findByUsername(username);
        valid = user ? await passwords.verify(password, user.passwordHash) : (await passwords.verifyDummy(password), false);
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
      const token = await tokens.sign({
        userId: updated.id,
        role: roleFromWire(updated.role),
        restaurantId: updated.restaurantId,
        tokenVersion: updated.tokenVersion,
      });
      return { token, user: userToWire(updated) };
    },
  };
}
