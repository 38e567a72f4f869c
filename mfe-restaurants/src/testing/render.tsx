// The one render helper of this package's tests: the app's providers around a fresh QueryClient,
// plus helpers to fake the network at the fetch level and sign a user in.
import '@testing-library/jest-dom';
import { sessionStore, TOKEN_KEY, type Restaurant, type User } from '@menu/shared';
import { AppProviders } from '@menu/shared/ui';
import { QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

// ByRole's visibility check runs getComputedStyle over every candidate, and jsdom matches each one
// against the hundreds of rules antd injects: seconds per query. Tests assert what is on screen by
// its content instead (a closed drawer is checked through its own state, not by absence from the DOM).
configure({ defaultHidden: true });

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = new QueryClient({
    // gcTime Infinity: no garbage-collection timers left running after a test.
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity }, mutations: { retry: false, gcTime: Infinity } },
  });
  // The pointer-events check calls getComputedStyle on every ancestor, which jsdom makes slow under
  // antd's many style tags; antd never hides clickable elements with pointer-events.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(ui, {
    ...options,
    // Motion off: drawers and dialogs open and close at once instead of waiting for jsdom animations.
    wrapper: ({ children }) => (
      <AppProviders queryClient={queryClient}>
        <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
      </AppProviders>
    ),
  });
  return { ...result, user, queryClient };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    userId: 1,
    restaurantId: 1,
    username: 'ayse',
    email: 'ayse@example.com',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    role: 'SuperAdmin',
    isActive: true,
    lastLoginDate: null,
    createdDate: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function signIn(user: User = makeUser(), restaurants: Restaurant[] = []) {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  sessionStore.setState({ status: 'authenticated', token: 'test-token', user, restaurants, restaurantsStatus: 'ready' });
}

export function signOutForTest() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.setState({ status: 'anonymous', token: null, user: null, restaurants: [], restaurantsStatus: 'idle' });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Fakes the API at the fetch level. `routes` maps 'METHOD /path' (path after /api) to a handler;
 * anything else answers 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Handler | Response | object>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const contentType = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      body = contentType.includes('application/json') ? await request.json() : await request.formData().catch(() => undefined);
    }
    const call = { method: request.method, path, body };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    if (route === undefined) return jsonResponse({ status: 404, title: 'Not Found', message: 'Bulunamadı' }, 404);
    if (typeof route === 'function') return (route as Handler)(call);
    if (route instanceof Response) return route.clone();
    return jsonResponse(route);
  });
  return calls;
}
