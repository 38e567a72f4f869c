// Retrying cannot fix a refused request; a flaky connection or a 5xx may pass on a second try.
import { ApiError } from '@menu/shared';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof Error && error.name === 'ZodError') return false;
  return failureCount < 1;
}
