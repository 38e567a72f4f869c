// When a failed query is worth a second try: retrying cannot fix a refused request (4xx), a missing token or
// an answer that breaks the schema; a flaky connection or a 5xx may pass once more. The default of every
// QueryClient the portal makes (shared/src/ui/providers.tsx), so no screen states it.
import { ApiError } from '../../client/api-error';
import { ActionError, isSchemaError } from '../../client/error-text';

export const QUERY_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ActionError || isSchemaError(error)) return false;
  return failureCount < QUERY_RETRIES;
}
