import { apiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { errorMessage, isReferenceError, isTriggerError } from '../client/error-text';
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
});

describe('the API client', () => {
  it('sends the bearer token from localStorage.authToken', async () => {
    localStorage.setItem('authToken', 'abc');
    const fetchMock = respond(200, []);
    await apiClient.get('/restaurants');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/restaurants$/);
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('removes the token and signs out on a 401', async () => {
    localStorage.setItem('authToken', 'expired');
    sessionStore.setState({ status: 'authenticated', token: 'expired', user: { id: 1 } as never });
    respond(401, { status: 401, title: 'Unauthorized', message: 'Oturum süresi doldu' });
    await expect(apiClient.get('/restaurants')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('keeps the session when the sign-in call itself answers 401', async () => {
    localStorage.setItem('authToken', 'keep');
    respond(401, { message: 'Kullanıcı adı veya şifre hatalı' });
    await expect(apiClient.post('/auth/login', {}, undefined, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('authToken')).toBe('keep');
  });

  it('reads an empty 200 or 204 as no content', async () => {
    respond(204);
    await expect(apiClient.put('/productaddons/1', {})).resolves.toBeUndefined();
  });
});

describe('the error catalogue of SPEC section 8', () => {
  const http = (status: number, body?: object, text = '') => new ApiError(status, body, text);

  it('names a network failure', () => {
    expect(errorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'load')).toBe('API bağlantı hatası');
    expect(errorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'save')).toBe('Bağlantı hatası: Failed to fetch');
  });

  it('names an expired session', () => {
    expect(errorMessage(http(401), 'load')).toBe('Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.');
  });

  it('uses the screen fallback for other load failures', () => {
    expect(errorMessage(http(500), 'load', 'Restoranlar yüklenirken hata oluştu')).toBe('Restoranlar yüklenirken hata oluştu');
  });

  it('joins validation errors as "Validation Hatası: field: messages"', () => {
    const err = http(400, { status: 400, title: 'Geçersiz istek', message: 'x', errors: { name: ['Kategori adı zorunludur'], displayOrder: ['a', 'b'] } });
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
  it('signs in, keeps the token and loads the restaurants by role', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = (input as Request).url;
      const json = (b: unknown) => new Response(JSON.stringify(b), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.endsWith('/auth/login')) return json({ token: 't1', user: { id: 4, username: 'demo-admin', role: 1, restaurantId: 1 } });
      if (url.endsWith('/restaurants/by-role')) return json([{ id: 1, name: 'Lezzet Durağı' }]);
      return new Response(null, { status: 404 });
    });
    const user = await sessionStore.getState().login('demo-admin', 'secret1');
    expect(user.role).toBe('Admin');
    expect(localStorage.getItem('authToken')).toBe('t1');
    await sessionStore.getState().loadRestaurants();
    expect(sessionStore.getState().restaurants.map((r) => r.name)).toEqual(['Lezzet Durağı']);
    expect(fetchMock).toHaveBeenCalled();
    sessionStore.getState().logout();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStore.getState().restaurants).toEqual([]);
  });

  it('drops an invalid stored token on start', async () => {
    localStorage.setItem('authToken', 'bad');
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }));
    await sessionStore.getState().init();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
