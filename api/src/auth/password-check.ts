// A check of the current password (a password change, on POST /api/auth/password or a user's own PUT
// /api/users/{id}) is a sign-in attempt for the throttle: it counts against the account and the address (and
// is refused once either is locked), so a stolen session cannot try passwords faster than the sign-in page
// allows. Only a wrong current password stays counted.
import { PASSWORD_MESSAGES } from '@menu/shared/contract';
import { AppError } from '../errors';
import type { LoginThrottle } from './login-throttle';
import { tooManyAttempts } from './service';

export async function throttledPasswordCheck<T>(
  throttle: LoginThrottle,
  username: string,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const decision = await throttle.attempt(username, key);
  if (decision.blocked) throw tooManyAttempts(decision.retryAfterSeconds);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (!(error instanceof AppError && error.errors?.currentPassword?.includes(PASSWORD_MESSAGES.currentWrong)))
      await throttle.release(username, key);
    throw error;
  }
  await throttle.recordSuccess(username, key);
  return result;
}
