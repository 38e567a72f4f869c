// Sign-in sessions: a short-lived access token in the body, the refresh token in an
// HttpOnly; Secure; SameSite=Strict cookie on the auth path, rotated on every use, a reused one revoking the
// whole session, sign-out revoking it, and all of it held in the database so two instances agree.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { REFRESH_COOKIE } from '../../src/auth/routes';
import { authSessions, users } from '../../src/db/schema';
import { NO_LOAD_SHEDDING, useTestApp, FIXTURE_PASSWORD } from '../helpers/test-app';
import { TEST_SCRYPT } from '../helpers/fixtures';

const TOKEN_ENDED = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

function refreshCookie(res: LightMyRequestResponse): { value: string; header: string } {
  const header = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!header) throw new Error(`no refresh cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return { value: decodeURIComponent(header.slice(REFRESH_COOKIE.length + 1).split(';')[0]), header };
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('sign-in sessions', () => {
  const t = useTestApp();

  const login = (username = 'admin-a', app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: FIXTURE_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
  const refresh = (cookie?: string, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: {
        ...headers,
        ...(cookie !== undefined ? { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(cookie)}` } : {}),
      },
    });
  const verify = (token: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
  const logout = (opts: { cookie?: string; token?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...(opts.cookie ? { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(opts.cookie)}` } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
    });

  it('answers sign-in with a 15-minute token in the body and the refresh token only in a locked-down cookie', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresIn', 'token', 'user']);
    const claims = claimsOf(body.token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    const { value, header } = refreshCookie(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(header).toMatch(/; Max-Age=\d+/);
    expect(JSON.stringify(body)).not.toContain(value);
    // Only a hash is stored.
    const [row] = await t.db.select().from(authSessions).where(eq(authSessions.id, claims.sid));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(value);
  });

  it('trades the cookie for a new token and a new cookie, and keeps the user signed in (a portal reload)', async () => {
    const first = await login();
    const cookie = refreshCookie(first).value;
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.user).toMatchObject({ id: t.users.adminA, username: 'admin-a', role: 1 });
    expect(claimsOf(body.token).sid).toBe(claimsOf(first.json().token).sid);
    expect((await verify(body.token)).statusCode).toBe(200);
    const next = refreshCookie(res).value;
    expect(next).not.toBe(cookie);
    // The rotated cookie works in turn.
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole session when a refresh token is used twice (theft or replay)', async () => {
    const first = await login();
    const stolen = refreshCookie(first).value;
    const rotated = await refresh(stolen);
    const legit = refreshCookie(rotated).value;
    const accessToken = rotated.json().token as string;

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TOKEN_ENDED);
    expect(String(replay.headers['set-cookie'])).toMatch(new RegExp(`${REFRESH_COOKIE}=;`));

    // Everything of that session is over: the newest cookie and the access tokens.
    expect((await refresh(legit)).statusCode).toBe(401);
    expect((await verify(accessToken)).statusCode).toBe(401);
    expect((await verify(first.json().token)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(accessToken).sid));
    expect(row.revokedReason).toBe('reuse');
  });

  it("leaves the user's other sessions alone when one is revoked for reuse", async () => {
    const other = await login();
    const victim = await login();
    const stolen = refreshCookie(victim).value;
    await refresh(stolen);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await verify(other.json().token)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(other).value)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or forged refresh cookie with 401 and clears it', async () => {
    for (const cookie of [undefined, '', 'abc', `${crypto.randomUUID()}.0.AAAA.BBBB`]) {
      const res = await refresh(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TOKEN_ENDED);
    }
    // A real token with its last character changed.
    const real = refreshCookie(await login()).value;
    const tampered = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    expect((await refresh(tampered)).statusCode).toBe(401);
    // The untouched one still works: a forgery does not count as reuse.
    expect((await refresh(real)).statusCode).toBe(200);
  });

  it('signs out: the session is revoked, its access token answers 401 and its cookie is refused', async () => {
    const res = await login();
    const token = res.json().token as string;
    const cookie = refreshCookie(res).value;
    expect((await verify(token)).statusCode).toBe(200);

    const out = await logout({ cookie, token });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${REFRESH_COOKIE}=;.*Path=/api/auth`));

    const after = await verify(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(
      'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
    );
    expect((await t.request({ method: 'GET', url: '/api/restaurants', token })).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('signs out with only the access token (an API client), or only the cookie', async () => {
    const apiClient = (await login()).json().token as string;
    expect((await logout({ token: apiClient })).statusCode).toBe(204);
    expect((await verify(apiClient)).statusCode).toBe(401);

    const browser = await login();
    expect((await logout({ cookie: refreshCookie(browser).value })).statusCode).toBe(204);
    expect((await verify(browser.json().token)).statusCode).toBe(401);

    // Nothing to sign out of is not an error.
    expect((await logout({})).statusCode).toBe(204);
  });

  it('refuses the cookie routes to a page of another site', async () => {
    const cookie = refreshCookie(await login()).value;
    const res = await refresh(cookie, t.app, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bu istek başka bir siteden gönderilemez');
    // The portal's own page (same host) is fine.
    expect((await refresh(cookie, t.app, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(
      200,
    );
  });

  it('ends a session that was idle too long or reached its absolute end', async () => {
    const idle = await login();
    await t.db
      .update(authSessions)
      .set({ idleExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.id, claimsOf(idle.json().token).sid));
    expect((await refresh(refreshCookie(idle).value)).statusCode).toBe(401);

    const old = await login();
    await t.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.id, claimsOf(old.json().token).sid));
    expect((await refresh(refreshCookie(old).value)).statusCode).toBe(401);
    expect((await verify(old.json().token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated user, and of one whose token version moved on', async () => {
    const res = await login('manager-a');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, t.users.managerA));
    expect((await refresh(refreshCookie(res).value)).statusCode).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, t.users.managerA));

    const again = await login('manager-a');
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, t.users.managerA));
    expect((await refresh(refreshCookie(again).value)).statusCode).toBe(401);
  });

  describe('with two API instances on one database', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      // The same database, as a second process would open it (closing this app leaves it open).
      second = await buildApp({
        config: t.config,
        database: { ...t.app.dbHandle, close: async () => undefined },
        scrypt: TEST_SCRYPT,
        repoRoot: t.config.dataDir,
        loadShedding: NO_LOAD_SHEDDING,
      });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('rotates on one and detects the reuse on the other; signing out on one ends the token on both', async () => {
      const res = await login('admin-a', t.app);
      const cookie = refreshCookie(res).value;
      const rotated = await refresh(cookie, second);
      expect(rotated.statusCode).toBe(200);
      expect((await verify(rotated.json().token, t.app)).statusCode).toBe(200);
      expect((await refresh(cookie, t.app)).statusCode).toBe(401);
      expect((await refresh(refreshCookie(rotated).value, second)).statusCode).toBe(401);

      const other = await login('admin-a', second);
      expect((await verify(other.json().token, t.app)).statusCode).toBe(200);
      await logout({ token: other.json().token });
      expect((await verify(other.json().token, second)).statusCode).toBe(401);
    });
  });
});
