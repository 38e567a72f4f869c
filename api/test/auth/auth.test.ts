import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { useTestApp, FIXTURE_PASSWORD } from '../helpers/test-app';

describe('auth', () => {
  const t = useTestApp();

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

  it('signs in with the right password and returns a token and the user in the wire shape', async () => {
    const res = await login('admin-a', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toEqual({
      id: t.users.adminA,
      userId: t.users.adminA,
      restaurantId: t.restaurants.A,
      username: 'admin-a',
      email: 'admin-a@example.com',
      firstName: 'Test',
      lastName: 'Admin',
      role: 1,
      isActive: true,
      lastLoginDate: expect.any(String),
      createdDate: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('puts sub, role, RestaurantId, a token version and the session in a token that lives 15 minutes', async () => {
    const body = (await login('manager-a', FIXTURE_PASSWORD)).json();
    const claims = JSON.parse(Buffer.from((body.token as string).split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      sub: String(t.users.managerA),
      role: 'Manager',
      RestaurantId: t.restaurants.A,
      tv: 0,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(body.expiresIn).toBe(15 * 60);
  });

  it('records the sign-in time as lastLoginDate', async () => {
    const before = Date.now() - 1000;
    const body = (await login('admin-b', FIXTURE_PASSWORD)).json();
    expect(new Date(body.user.lastLoginDate).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('accepts the user name in any letter case', async () => {
    expect((await login('ADMIN-A', FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects a wrong password with 401 and a message that does not say which field was wrong', async () => {
    const res = await login('admin-a', 'yanlis-sifre');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, title: expect.any(String), message: 'Kullanıcı adı veya şifre hatalı' });
  });

  it('answers an unknown user with the same 401 message as a wrong password', async () => {
    const unknown = await login('kimse-yok', 'herhangi');
    const wrong = await login('admin-b', 'herhangi');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive user with 403 once the password is right', async () => {
    const res = await login('inactive-a', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Hesabınız pasif durumda');
  });

  it('does not reveal that an account is inactive to someone with the wrong password', async () => {
    const res = await login('inactive-a', 'yanlis');
    expect(res.statusCode).toBe(401);
  });

  it('asks for both fields in Turkish when one is missing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin-a' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Lütfen tüm alanları doldurun',
      errors: { password: ['Lütfen tüm alanları doldurun'] },
    });
  });

  describe('verify', () => {
    it('returns the signed-in user for a valid token', async () => {
      const token = await t.login('adminA');
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: t.users.adminA,
        username: 'admin-a',
        role: 1,
        restaurantId: t.restaurants.A,
      });
      expect(res.json()).not.toHaveProperty('passwordHash');
    });

    it('answers 401 with the catalogue message when no token is sent', async () => {
      const res = await t.request({ method: 'GET', url: '/api/auth/verify' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Token bulunamadı. Lütfen tekrar giriş yapın.');
    });

    it('answers 401 for a forged token', async () => {
      const forged = await new SignJWT({ role: 'SuperAdmin', tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(t.users.superAdmin))
        .setIssuer('menu-api')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-xxxxx'));
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token: forged });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
      );
    });

    it('answers 401 for an expired token', async () => {
      // Of a live session, so only the expiry is wrong with it.
      const { sid } = JSON.parse(Buffer.from((await t.login('adminA')).split('.')[1], 'base64url').toString());
      const expired = await new SignJWT({ role: 'Admin', RestaurantId: t.restaurants.A, tv: 0, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(t.users.adminA))
        .setIssuer('menu-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 13 * 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token: expired });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 for a malformed Authorization header', async () => {
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', headers: { authorization: 'Basic abc' } });
      expect(res.statusCode).toBe(401);
    });

    it('revokes existing tokens when the token version is bumped (password change)', async () => {
      const token = (await login('admin-b', FIXTURE_PASSWORD, '10.2.0.1')).json().token as string;
      expect((await t.request({ method: 'GET', url: '/api/auth/verify', token })).statusCode).toBe(200);
      await t.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, t.users.adminB));
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token });
      expect(res.statusCode).toBe(401);
      // Signing in again gives a working token.
      const fresh = (await login('admin-b', FIXTURE_PASSWORD, '10.2.0.1')).json().token as string;
      expect((await t.request({ method: 'GET', url: '/api/auth/verify', token: fresh })).statusCode).toBe(200);
    });

    it('stops accepting the token of a user who has been deactivated', async () => {
      const token = await t.login('managerA');
      expect((await t.request({ method: 'GET', url: '/api/auth/verify', token })).statusCode).toBe(200);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, t.users.managerA));
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token });
      expect(res.statusCode).toBe(401);
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, t.users.managerA));
    });

    it('stops accepting the token of a user who has been deleted', async () => {
      const adminToken = await t.login('adminB');
      await t.db.delete(users).where(eq(users.id, t.users.adminB));
      const res = await t.request({ method: 'GET', url: '/api/auth/verify', token: adminToken });
      expect(res.statusCode).toBe(401);
    });
  });

  // Last: these leave user names and addresses blocked for the rest of the file.
  describe('throttling', () => {
    it('throttles a user name after 10 failed attempts with 429 and Retry-After', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await login('manager-a', `yanlis-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
      }
      const blocked = await login('manager-a', FIXTURE_PASSWORD, '10.1.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({
        status: 429,
        message: expect.stringMatching(/Çok fazla başarısız giriş denemesi/),
      });
      // Other users are not affected.
      expect((await login('admin-a', FIXTURE_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
    });

    it('throttles an IP address after 30 failed attempts, whatever the user name', async () => {
      for (let i = 0; i < 30; i++) await login(`bilinmeyen-${i}`, 'x', '10.9.9.9');
      const blocked = await login('admin-a', FIXTURE_PASSWORD, '10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect((await login('admin-a', FIXTURE_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    });
  });
});
