import { apiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { errorMessage, isReferenceError, isTriggerError } from '../client/error-text';
import { LEGACY_TOKEN_KEY, sessionEndedNotice, tokenStorage } from '../client/config';
import { sessionStore } from '../client/session-store';

function respond(status: number, body?: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    }),
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  tokenStorage.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { id: 4, username: 'demo-admin', role: 1, restaurantId: 1 };
/** A JWT-shaped token whose exp is `seconds` from now (the client reads exp to renew ahead of time). */
const tokenFor = (name: string, seconds = 900) =>
  `h.${btoa(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '')}.s`;

/** Routes fetch by 'METHOD /path' (after /api); records every request. */
function fakeApi(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    return routes[key] ? routes[key](request) : new Response(null, { status: 404 });
  });
  return { requests, spy };
}

describe('the API client', () => {
  it('sends the bearer token it holds in memory, and keeps none in localStorage', async () => {
    tokenStorage.set('abc');
    const fetchMock = respond(200, []);
    await apiClient.get('/restaurants');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/restaurants$/);
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
    expect(localStorage.length).toBe(0);
  });

  it('renews an expired token once through the refresh cookie and sends the call again', async () => {
    tokenStorage.set('expired');
    sessionStore.setState({ status: 'authenticated', token: 'expired', user: { id: 4 } as never });
    const fresh = tokenFor('fresh');
    const { requests } = fakeApi({
      'GET /restaurants': (r) =>
        r.headers.get('Authorization') === `Bearer ${fresh}`
          ? json([{ id: 1, name: 'Lezzet Durağı' }])
          : json({ message: 'Oturum süresi doldu' }, 401),
      'POST /auth/refresh': () => json({ token: fresh, expiresIn: 900, user: USER }),
    });
    await expect(apiClient.get('/restaurants')).resolves.toEqual([{ id: 1, name: 'Lezzet Durağı' }]);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/restaurants',
      'POST /api/auth/refresh',
      'GET /api/restaurants',
    ]);
    expect(requests[1].credentials).toBe('include');
    expect(tokenStorage.get()).toBe(fresh);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      token: fresh,
      user: { username: 'demo-admin', role: 'Admin' },
    });
  });

  it('renews a token about to run out before sending, instead of waiting for a 401', async () => {
    tokenStorage.set(tokenFor('old', 5));
    const fresh = tokenFor('fresh');
    const { requests } = fakeApi({
      'GET /restaurants': () => json([]),
      'POST /auth/refresh': () => json({ token: fresh, expiresIn: 900, user: USER }),
    });
    await apiClient.get('/restaurants');
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/auth/refresh', '/api/restaurants']);
    expect(requests[1].headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('asks for one renewal however many calls fail at once', async () => {
    tokenStorage.set('expired');
    const fresh = tokenFor('fresh');
    const { requests } = fakeApi({
      'GET /categories': (r) => (r.headers.get('Authorization') === `Bearer ${fresh}` ? json([]) : json({}, 401)),
      'POST /auth/refresh': () => json({ token: fresh, expiresIn: 900, user: USER }),
    });
    await Promise.all([apiClient.get('/categories'), apiClient.get('/categories'), apiClient.get('/categories')]);
    expect(requests.filter((r) => r.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('signs out when the session cannot be renewed (signed out elsewhere, expired, revoked)', async () => {
    tokenStorage.set('expired');
    sessionStore.setState({ status: 'authenticated', token: 'expired', user: { id: 1 } as never });
    fakeApi({
      'GET /restaurants': () => json({ status: 401, title: 'Unauthorized', message: 'Oturum süresi doldu' }, 401),
      'POST /auth/refresh': () =>
        json({ status: 401, message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' }, 401),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    await expect(apiClient.get('/restaurants')).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
    // The sign-in page is told why, once.
    expect(sessionEndedNotice.take()).toBe(true);
    expect(sessionEndedNotice.take()).toBe(false);
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    tokenStorage.set('expired');
    sessionStore.setState({ status: 'authenticated', token: 'expired', user: { id: 1 } as never });
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        (input as Request).url.endsWith('/auth/refresh')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json({}, 401),
      );
    await expect(apiClient.get('/restaurants')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('keeps the session when the sign-in call itself answers 401', async () => {
    tokenStorage.set('keep');
    const { requests } = fakeApi({
      'POST /auth/login': () => json({ message: 'Kullanıcı adı veya şifre hatalı' }, 401),
    });
    await expect(apiClient.post('/auth/login', {}, undefined, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(tokenStorage.get()).toBe('keep');
    expect(requests).toHaveLength(1);
  });

  it('reads an empty 200 or 204 as no content', async () => {
    respond(204);
    await expect(apiClient.put('/productaddons/1', {})).resolves.toBeUndefined();
  });

  it('downloads a file with the same renewal on a 401', async () => {
    tokenStorage.set('expired');
    const fresh = tokenFor('fresh');
    fakeApi({
      'GET /MenuAccessLogs/csv': (r) =>
        r.headers.get('Authorization') === `Bearer ${fresh}`
          ? new Response('a;b\n', { headers: { 'content-type': 'text/csv' } })
          : json({}, 401),
      'POST /auth/refresh': () => json({ token: fresh, expiresIn: 900, user: USER }),
    });
    const response = await apiClient.download('/MenuAccessLogs/csv', { searchParams: { restaurantId: 1 } });
    expect(await response.text()).toBe('a;b\n');
  });
});

describe('the error catalogue of docs/screens.md, Error messages', () => {
  const http = (status: number, body?: object, text = '') => new ApiError(status, body, text);

  it('names a network failure', () => {
    expect(errorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'load')).toBe('API bağlantı hatası');
    expect(errorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'save')).toBe(
      'Bağlantı hatası: Failed to fetch',
    );
  });

  it('names an expired session', () => {
    expect(errorMessage(http(401), 'load')).toBe(
      'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
    );
  });

  it('uses the screen fallback for other load failures', () => {
    expect(errorMessage(http(500), 'load', 'Restoranlar yüklenirken hata oluştu')).toBe(
      'Restoranlar yüklenirken hata oluştu',
    );
  });

  it('joins validation errors as "Validation Hatası: field: messages"', () => {
    const err = http(400, {
      status: 400,
      title: 'Geçersiz istek',
      message: 'x',
      errors: { name: ['Kategori adı zorunludur'], displayOrder: ['a', 'b'] },
    });
    expect(errorMessage(err, 'save')).toBe('Validation Hatası: name: Kategori adı zorunludur; displayOrder: a, b');
  });

  it('formats 500, other statuses, deletes and toggles', () => {
    expect(errorMessage(http(500, undefined, 'boom'), 'save')).toBe('Server Hatası (500): boom');
    expect(errorMessage(http(403, { message: 'Yetkiniz yok' }), 'save')).toBe('API Hatası (403): Yetkiniz yok');
    expect(errorMessage(http(404), 'save')).toBe('API Hatası (404): Bilinmeyen hata');
    expect(errorMessage(http(404, { message: 'Bulunamadı' }), 'delete')).toBe('Silme Hatası (404): Bulunamadı');
    expect(errorMessage(http(500, { message: 'x' }), 'toggle')).toBe('Durum güncellenirken hata oluştu: x');
  });

  it('shows a conflict in the server’s own words', () => {
    const msg = 'Bu kategori silinemez çünkü bağlı ürünleri var. Önce ürünleri silmeniz gerekiyor.';
    expect(errorMessage(http(409, { message: msg }), 'delete')).toBe(msg);
    expect(isReferenceError(http(409, { message: msg }))).toBe(true);
  });

  it('recognises a trigger-type 500', () => {
    expect(isTriggerError(http(500, undefined, 'The target table has enabled triggers'))).toBe(true);
    expect(isTriggerError(http(500, undefined, 'OUTPUT clause without INTO'))).toBe(true);
    expect(isTriggerError(http(500, undefined, 'other'))).toBe(false);
  });
});

describe('the session store', () => {
  it('signs in with the cookie allowed, keeps the token in memory only and loads the restaurants by role', async () => {
    const { requests } = fakeApi({
      'POST /auth/login': () => json({ token: 't1', expiresIn: 900, user: USER }),
      'GET /restaurants/by-role': () => json([{ id: 1, name: 'Lezzet Durağı' }]),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = await sessionStore.getState().login('demo-admin', 'secret12');
    expect(user.role).toBe('Admin');
    expect(requests[0].credentials).toBe('include');
    expect(tokenStorage.get()).toBe('t1');
    expect(localStorage.length).toBe(0);
    await sessionStore.getState().loadRestaurants();
    expect(sessionStore.getState().restaurants.map((r) => r.name)).toEqual(['Lezzet Durağı']);
  });

  it('signs out on the server too: the revocation carries the token and the cookie', async () => {
    tokenStorage.set('t1');
    sessionStore.setState({ status: 'authenticated', token: 't1', user: { id: 4 } as never });
    const { requests } = fakeApi({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    await sessionStore.getState().logout();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toMatch(/\/api\/auth\/logout$/);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer t1');
    expect(requests[0].credentials).toBe('include');
    expect(tokenStorage.get()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, restaurants: [] });
  });

  it('stays signed in across a reload through the refresh cookie', async () => {
    const fresh = tokenFor('fresh');
    fakeApi({
      'POST /auth/refresh': () => json({ token: fresh, expiresIn: 900, user: USER }),
      'GET /restaurants/by-role': () => json([]),
    });
    await sessionStore.getState().init();
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      token: fresh,
      user: { username: 'demo-admin' },
    });
  });

  it('is signed out on start when there is no session to renew', async () => {
    fakeApi({ 'POST /auth/refresh': () => json({ message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' }, 401) });
    await sessionStore.getState().init();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(tokenStorage.get()).toBeNull();
  });
});

describe('the token of earlier versions', () => {
  it('is removed from localStorage when the client loads', async () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, 'a 12-hour token');
    jest.resetModules();
    await import('../client/config');
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
  });
});
