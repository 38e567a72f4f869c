// The one render helper of the portal's component tests (host and remotes): the app's providers around
// a fresh QueryClient, a user-event session, and helpers to fake the API at the fetch level and to sign
// a user in. Test-only: no production bundle imports this entry.
import '@testing-library/jest-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { sessionStore, tokenStorage, type Restaurant, type User } from '../index';
import { AppProviders } from '../ui/providers';
import { menuRestaurant } from '../menu-items';

/**
 * What every screen renders under in a test. antd's styles are kept out of the document (`mock="server"`):
 * jsdom matches every element's computed style against each injected rule, which made a dialog test
 * take seconds per click (selector matching was half the run). Motion off: drawers and dialogs open
 * and close at once instead of waiting for jsdom animations.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <StyleProvider mock="server">
      <AppProviders queryClient={queryClient ?? createTestQueryClient()}>
        <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
      </AppProviders>
    </StyleProvider>
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    // gcTime Infinity: no garbage-collection timers left running after a test.
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false, gcTime: Infinity },
    },
  });
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
  });
  return { ...result, user, queryClient };
}

/**
 * A restaurant as the API sends it, for a package's fixtures: the demo's first restaurant unless overridden,
 * with the plain defaults of the menu's restaurant (no contact details, default colours) and an active status.
 */
export function wireRestaurant<O extends Record<string, unknown>>(overrides: O) {
  return {
    ...menuRestaurant({ id: 1, name: 'Lezzet Durağı' }),
    isActive: true,
    createdDate: '2026-01-05T10:00:00Z',
    ...overrides,
  };
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
  tokenStorage.set('test-token');
  sessionStore.setState({
    status: 'authenticated',
    token: 'test-token',
    user,
    restaurants,
    restaurantsStatus: 'ready',
  });
}

export function signOutForTest() {
  tokenStorage.clear();
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
  query: URLSearchParams;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Fakes the API at the fetch level. `routes` maps 'METHOD /path' (path after /api) to a handler, a
 * Response or a JSON body; anything else answers 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Handler | Response | object | null>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const contentType = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      body = contentType.includes('application/json')
        ? await request.json()
        : await request.formData().catch(() => undefined);
    }
    const call = { method: request.method, path, body, query: url.searchParams };
    calls.push(call);
    const key = `${request.method} ${path}`;
    if (!(key in routes)) return jsonResponse({ status: 404, title: 'Not Found', message: 'Bulunamadı' }, 404);
    const route = routes[key];
    if (typeof route === 'function') return (route as Handler)(call);
    if (route instanceof Response) return route.clone();
    return jsonResponse(route);
  });
  return calls;
}

/**
 * Catches what a download hands the browser (saveBlob): the file and the name it is saved under. Read
 * `download.blob` and `download.name` after the click; jest.restoreAllMocks undoes the anchor spy.
 */
export function captureDownloads(): { blob: Blob | undefined; name: string } {
  const download: { blob: Blob | undefined; name: string } = { blob: undefined, name: '' };
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => ((download.blob = b), 'blob:test')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    download.name = this.download;
  });
  return download;
}
