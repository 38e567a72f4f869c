// The ky client every front end uses: base URL from configuration, the bearer token on every call,
// failures turned into ApiError, and a 401 that signs the user out.
import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod';
import { ApiError, type ErrorBody } from './api-error';
import { apiBase, tokenStorage } from './config';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The session store subscribes here; the client itself knows nothing about React. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
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
}

async function send(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<unknown> {
  try {
    const init: Options = { method, searchParams: opts.searchParams };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) init.json = body;
    const response = await client()(path.replace(/^\//, ''), init);
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch (error) {
    const apiError = await toApiError(error);
    if (apiError.status === 401 && !opts.anonymous) {
      tokenStorage.clear();
      unauthorizedListeners.forEach((l) => l());
    }
    throw apiError;
  }
}

function parse<S extends z.ZodType>(schema: S | undefined, data: unknown): z.output<S> {
  return (schema ? schema.parse(data) : data) as z.output<S>;
}

export const apiClient = {
  async get<S extends z.ZodType>(path: string, schema?: S, opts?: RequestOptions): Promise<z.output<S>> {
    return parse(schema, await send('GET', path, undefined, opts));
  },
  async post<S extends z.ZodType>(path: string, body: unknown, schema?: S, opts?: RequestOptions): Promise<z.output<S>> {
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
};
export type ApiClient = typeof apiClient;
