// The sign-in page's two calls, with fetch: the page is built on its own (without the session store, ky and
// zod) and hands over to the portal with a page load of /, where the session store trades the refresh cookie
// these calls set for an access token.
import { ApiError, apiBase, authStrings, SESSION_REFRESH_LOCK, type ErrorBody } from '@menu/shared/sign-in';

async function postAuth(path: 'login' | 'refresh', body?: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/api/auth/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, undefined, '');
  }
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let parsed: ErrorBody | undefined;
  try {
    parsed = JSON.parse(text) as ErrorBody;
  } catch {
    parsed = undefined;
  }
  throw new ApiError(response.status, parsed, text);
}

/**
 * POST /api/auth/login: resolves once the session exists (its refresh cookie set), else an ApiError. On a page
 * that is not a secure context (plain HTTP other than localhost) the browser would refuse the Secure cookies
 * and the portal could not take the session over, so it says so instead of signing in.
 */
export function requestSignIn(username: string, password: string): Promise<void> {
  if (globalThis.isSecureContext === false)
    return Promise.reject(new ApiError(400, { message: authStrings.insecure }, ''));
  return postAuth('login', { username, password });
}

/** Whether this browser is already signed in (its refresh cookie still names a live session). */
export async function hasSession(): Promise<boolean> {
  const attempt = () =>
    postAuth('refresh').then(
      () => true,
      () => false,
    );
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(SESSION_REFRESH_LOCK, attempt) : attempt();
}
