// The ky client every front end uses: base URL from configuration, the in-memory access token on every call,
// failures turned into ApiError. An access token lives 15 minutes: one about to run out, or a 401, renews it
// once through the refresh cookie (POST /api/auth/refresh) and the call is sent again; only when that fails
// is the user signed out.
import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod';
import { LoginResponse } from '../schemas/auth';
import { ApiError, type ErrorBody } from './api-error';
import { apiBase, SESSION_REFRESH_LOCK, tokenSecondsLeft, tokenStorage } from './config';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
const sessionListeners = new Set<(session: LoginResponse) => void>();

/** The session store subscribes here; the client itself knows nothing about React. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Told of every renewed session (new token, fresh user record). */
export function onSessionRenewed(listener: (session: LoginResponse) => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Renew this long before the token runs out, so a call never leaves with a token about to expire. */
const RENEW_BEFORE_SECONDS = 30;

export type RefreshOutcome = 'renewed' | 'ended' | 'unavailable';
let inflight: Promise<RefreshOutcome> | null = null;

async function postRefresh(): Promise<RefreshOutcome> {
  try {
    const session = LoginResponse.parse(await client().post('auth/refresh', { credentials: 'include' }).json());
    tokenStorage.set(session.token);
    sessionListeners.forEach((l) => l(session));
    return 'renewed';
  } catch (error) {
    // The server answered and did not renew (401: no cookie, or a session that ended: signed out elsewhere,
    // expired, revoked; 403: refused origin): signed out. No answer or a 5xx: the session may well be fine.
    if (error instanceof HTTPError && error.response.status < 500) return 'ended';
    return 'unavailable';
  }
}

/**
 * Trades the refresh cookie for a new access token (and a rotated cookie). One at a time: within a page
 * through one shared promise, across the portal's tabs through a Web Lock, because a refresh token used
 * twice ends the session (the server treats a second use as theft).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inflight ??= (async () => {
    try {
      const locks = (globalThis.navigator as Navigator | undefined)?.locks;
      return locks ? await locks.request(SESSION_REFRESH_LOCK, postRefresh) : await postRefresh();
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

function endSession() {
  tokenStorage.clear();
  unauthorizedListeners.forEach((l) => l());
}

function client() {
  return ky.create({
    prefix: `${apiBase()}/api`,
    // Relative prefixes resolve against the page; explicit so Node-based tests behave like a browser.
    baseUrl: globalThis.location?.origin,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = tokenStorage.get();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const data = error.data;
    const body = data && typeof data === 'object' ? (data as ErrorBody) : undefined;
    const text = typeof data === 'string' ? data.slice(0, 500) : '';
    return new ApiError(error.response.status, body, text);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, undefined, message);
}

export interface RequestOptions {
  /** Set for the sign-in call: its 401 means wrong credentials, not an expired session. */
  anonymous?: boolean;
  searchParams?: Options['searchParams'];
  /** 'include' for the auth calls that set or send the refresh cookie (also when the API is on another origin). */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
}

/** Sends with the current token; renews it first when it is about to run out, and once more after a 401. */
async function authorised(
  method: string,
  path: string,
  init: Options,
  opts: RequestOptions,
  retried = false,
): Promise<Response> {
  if (!opts.anonymous && !retried) {
    const left = tokenSecondsLeft(tokenStorage.get());
    if (left !== null && left < RENEW_BEFORE_SECONDS) await refreshSession();
  }
  try {
    return await client()(path.replace(/^\//, ''), { ...init, method });
  } catch (error) {
    if (opts.anonymous || !(error instanceof HTTPError) || error.response.status !== 401) throw error;
    if (!retried) {
      const outcome = await refreshSession();
      if (outcome === 'renewed') return authorised(method, path, init, opts, true);
      // The network or the server failed, not the session: keep the user signed in.
      if (outcome === 'unavailable') throw error;
    }
    endSession();
    throw error;
  }
}

async function send(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<unknown> {
  try {
    const init: Options = { searchParams: opts.searchParams, credentials: opts.credentials, headers: opts.headers };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) init.json = body;
    const response = await authorised(method, path, init, opts);
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch (error) {
    throw await toApiError(error);
  }
}

function parse<S extends z.ZodType>(schema: S | undefined, data: unknown): z.output<S> {
  return (schema ? schema.parse(data) : data) as z.output<S>;
}

export const apiClient = {
  async get<S extends z.ZodType>(path: string, schema?: S, opts?: RequestOptions): Promise<z.output<S>> {
    return parse(schema, await send('GET', path, undefined, opts));
  },
  async post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema?: S,
    opts?: RequestOptions,
  ): Promise<z.output<S>> {
    return parse(schema, await send('POST', path, body, opts));
  },
  async put<S extends z.ZodType>(path: string, body: unknown, schema?: S, opts?: RequestOptions): Promise<z.output<S>> {
    return parse(schema, await send('PUT', path, body, opts));
  },
  async delete(path: string, opts?: RequestOptions): Promise<void> {
    await send('DELETE', path, undefined, opts);
  },
  /** Multipart upload (images). */
  async upload<S extends z.ZodType>(path: string, form: FormData, schema?: S): Promise<z.output<S>> {
    return parse(schema, await send('POST', path, form));
  },
  /** A GET whose body is not JSON (a file download), with the same token handling; failures as ApiError. */
  async download(path: string, opts?: RequestOptions): Promise<Response> {
    try {
      return await authorised('GET', path, { searchParams: opts?.searchParams }, opts ?? {});
    } catch (error) {
      throw await toApiError(error);
    }
  },
};
export type ApiClient = typeof apiClient;
