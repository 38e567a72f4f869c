import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { useTestApp, createTestApp, FIXTURE_PASSWORD, FIXTURE_USERS, type TestApp } from '../helpers/test-app';

/** A fake repository root with a built host shell, public menu and one remote. */
function fakeRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-static-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('host-shell/dist/index.html', '<!doctype html><title>host</title>');
  write('host-shell/dist/main.0123abcd.js', 'console.log("host")');
  // The sign-in page drawn at build time (host-shell/scripts/host-pages.cjs), with its compressed copies.
  const login = `<!doctype html><title>host</title><div id="root"><form>${'<input id="login-username">'.repeat(40)}</form></div>`;
  write('host-shell/dist/login.html', login);
  fs.writeFileSync(path.join(root, 'host-shell/dist/login.html.br'), zlib.brotliCompressSync(login));
  fs.writeFileSync(path.join(root, 'host-shell/dist/login.html.gz'), zlib.gzipSync(login));
  write('public-menu/dist/index.html', '<!doctype html><title>menu</title>');
  write('mfe-restaurants/dist/mf-manifest.json', '{"name":"restaurants"}');
  write('mfe-restaurants/dist/remoteEntry.js', 'var restaurants;');
  // What shared/precompress.cjs writes beside each file: the same bytes, brotli and gzip.
  const chunk = `console.log(${JSON.stringify('antd '.repeat(400))});`;
  write('mfe-restaurants/dist/123.89abcdef.js', chunk);
  fs.writeFileSync(path.join(root, 'mfe-restaurants/dist/123.89abcdef.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(root, 'mfe-restaurants/dist/123.89abcdef.js.gz'), zlib.gzipSync(chunk));
  fs.writeFileSync(
    path.join(root, 'mfe-restaurants/dist/remoteEntry.js.br'),
    zlib.brotliCompressSync('var restaurants;'),
  );
  fs.writeFileSync(
    path.join(root, 'host-shell/dist/main.0123abcd.js.br'),
    zlib.brotliCompressSync('console.log("host")'),
  );
  return root;
}

describe('static bundles', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeRepo();
    t = await createTestApp({
      repoRoot: root,
      env: { REMOTE_USERS_URL: 'https://cdn.example.com/users/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('publishes the remote map with local defaults and the REMOTE_<NAME>_URL overrides', async () => {
    const res = await t.request({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      restaurants: '/remotes/restaurants/mf-manifest.json',
      catalog: '/remotes/catalog/mf-manifest.json',
      qr: '/remotes/qr/mf-manifest.json',
      schedule: '/remotes/schedule/mf-manifest.json',
      users: 'https://cdn.example.com/users/mf-manifest.json',
      service: '/remotes/service/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("allows the remote's CDN origin in the content security policy", async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*https:\/\/cdn\.example\.com/);
  });

  it('serves a built remote with CORS open to any origin', async () => {
    const res = await t.request({ method: 'GET', url: '/remotes/restaurants/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'restaurants' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a remote that is not built', async () => {
    const res = await t.request({ method: 'GET', url: '/remotes/catalog/mf-manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it("falls back to the host's index.html for any page path, without caching it", async () => {
    for (const url of ['/', '/restaurants/42', '/bilinmeyen/sayfa']) {
      const res = await t.request({ method: 'GET', url, cookies: { menu_signed_in: '1' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><title>host</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a browser without a session straight to the sign-in page rather than loading the portal', async () => {
    for (const url of ['/', '/restaurants/42', '/products?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, '/login']);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('sets the session hint with the session and clears it when the session ends', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: FIXTURE_USERS.superAdmin.username, password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const hint = login.cookies.find((c) => c.name === 'menu_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { '__Secure-menu_refresh': 'bozuk' },
    });
    expect(refused.statusCode).toBe(401);
    const cleared = refused.cookies.find((c) => c.name === 'menu_signed_in');
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
  });

  it('answers /login with the sign-in page drawn at build time, in the compressed copy the browser takes', async () => {
    const plain = await t.request({ method: 'GET', url: '/login' });
    const br = await t.request({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    const gz = await t.request({ method: 'GET', url: '/login?next=1', headers: { 'accept-encoding': 'gzip' } });
    const refusesBr = await t.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<input id="login-username">');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Each encoding is its own representation with its own ETag.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('caches hashed assets for a long time', async () => {
    const res = await t.request({ method: 'GET', url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  describe('compressed and revalidated', () => {
    it("sends the build's brotli or gzip copy with content-encoding and vary, and the plain file to a client that asks for neither", async () => {
      const url = '/remotes/restaurants/123.89abcdef.js';
      const plain = await t.request({ method: 'GET', url });
      const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const gz = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      for (const res of [br, gz]) {
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        // The compressed copy is cached like the hashed file it stands for.
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      const host = await t.request({ method: 'GET', url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
      expect(host.headers['content-encoding']).toBe('br');
      expect(host.headers['cache-control']).toMatch(/immutable/);
    });

    it('revalidates remoteEntry.js, remotes.json and the host page cheaply by ETag', async () => {
      for (const url of ['/remotes/restaurants/remoteEntry.js', '/remotes.json', '/', '/login']) {
        const first = await t.request({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br' },
          cookies: { menu_signed_in: '1' },
        });
        expect([url, first.statusCode, first.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^(W\/)?"/);
        const again = await t.request({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br', 'if-none-match': etag },
          cookies: { menu_signed_in: '1' },
        });
        expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      }
    });

    it('compresses API answers over 1 KB for a client that accepts it', async () => {
      const token = await t.login('superAdmin');
      for (let i = 0; i < 12; i++) {
        await t.request({
          method: 'POST',
          url: '/api/restaurants',
          token,
          payload: { name: `Sıkıştırma Lokantası ${i}`, description: 'Uzun bir açıklama '.repeat(10) },
        });
      }
      const res = await t.request({
        method: 'GET',
        url: '/api/restaurants',
        token,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const list = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
      expect(list.length).toBeGreaterThanOrEqual(12);
      const small = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  it("serves the public menu's page under /menu/", async () => {
    const res = await t.request({ method: 'GET', url: '/menu/1?table=5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>menu</title>');
  });

  it('keeps API 404s as JSON rather than the host page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/bilinmeyen' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });

  it('answers a missing asset with 404 rather than the host page', async () => {
    expect((await t.request({ method: 'GET', url: '/yok.js' })).statusCode).toBe(404);
  });
});

describe('CORS', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: 'https://admin.example.com' } });

  const preflight = (origin: string) =>
    t.request({
      method: 'OPTIONS',
      url: '/api/restaurants',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('allows an origin listed in CORS_ORIGINS, with the Authorization header', async () => {
    const res = await preflight('https://admin.example.com');
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/i);
  });

  it('does not allow an origin that is not listed', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
