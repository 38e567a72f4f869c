// The sign-in page's own calls (fetch, no session store) and its prefetch of the portal on the user's intent.
import { ApiError } from '@menu/shared';
import { prefetchPortal, prefetchPortalOnIntent } from '../prefetch-portal';
import { hasSession, requestSignIn } from '../sign-in-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the sign-in request', () => {
  it('posts the name and password with the cookie allowed, and resolves on 200', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { token: 't', expiresIn: 900, user: {} }));
    await expect(requestSignIn('yonetici', 'gizli')).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init.body))).toEqual({ username: 'yonetici', password: 'gizli' });
  });

  it("rejects with the server's Turkish message, or as a network error when there is no answer", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(401, { status: 401, message: 'Kullanıcı adı veya şifre hatalı' }));
    const refused = await requestSignIn('a', 'b').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect((refused as ApiError).body?.message).toBe('Kullanıcı adı veya şifre hatalı');
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await requestSignIn('a', 'b').catch((e: unknown) => e);
    expect((offline as ApiError).isNetwork).toBe(true);
  });

  it('says the page needs HTTPS instead of signing in where the browser would refuse the session cookies', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
    try {
      const refused = (await requestSignIn('a', 'b').catch((e: unknown) => e)) as ApiError;
      expect(refused.body?.message).toBe(
        'Bu adreste oturum açık tutulamaz. Paneli HTTPS ile (ya da bu bilgisayardan http://localhost ile) açın.',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as Record<string, unknown>).isSecureContext;
    }
  });

  it('knows a session exists when the refresh cookie is still good, under the shared refresh lock', async () => {
    const request = jest.fn((_name: string, fn: () => Promise<boolean>) => fn());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, {}))
      .mockResolvedValueOnce(json(401, { message: 'Oturum sona erdi' }));
    await expect(hasSession()).resolves.toBe(true);
    await expect(hasSession()).resolves.toBe(false);
    expect(request).toHaveBeenCalledWith('menu-session-refresh', expect.any(Function));
    delete (navigator as unknown as Record<string, unknown>).locks;
  });
});

describe("prefetching the portal's files", () => {
  function page() {
    document.body.innerHTML = `<form><input id="u"></form><template id="portal-files"><link rel="prefetch" href="/main.1a2b3c4d.js" as="script"><link rel="prefetch" href="/shell.1a2b3c4d.css" as="style"></template>`;
  }
  const hinted = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'));

  it('fetches nothing until the user turns to the form, then everything listed, once', () => {
    page();
    prefetchPortalOnIntent();
    expect(hinted()).toEqual([]);
    document.getElementById('u')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hinted()).toEqual(['/main.1a2b3c4d.js', '/shell.1a2b3c4d.css']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    prefetchPortal();
    expect(hinted()).toHaveLength(2);
  });

  it('fetches at once when a field was focused before the script ran', () => {
    page();
    document.getElementById('u')!.focus();
    prefetchPortalOnIntent();
    expect(hinted()).toHaveLength(2);
  });
});
