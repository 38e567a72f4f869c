// Passwords: at least 8 characters, long passphrases allowed, refused when common or
// breached (a list of more than 100,000), one's own password changed only with the current one, and a change
// ending the user's other sessions.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../../src/auth/routes';
import { authSessions } from '../../src/db/schema';
import { isCommonPassword, warmCommonPasswords } from '../../src/users/common-passwords';
import { useTestApp, FIXTURE_PASSWORD } from '../helpers/test-app';

const COMMON = 'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.';
const TOO_SHORT = 'Şifre en az 8 karakter olmalıdır';

const cookieOf = (res: LightMyRequestResponse) =>
  decodeURIComponent(
    String(([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(REFRESH_COOKIE)))
      .split(';')[0]
      .slice(REFRESH_COOKIE.length + 1),
  );
const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

describe('the common and breached password list', () => {
  it('holds more than 100,000 passwords of the minimum length', () => {
    expect(warmCommonPasswords()).toBeGreaterThan(100_000);
  });

  it('finds passwords from deep in the breach lists, not only the top thousand', () => {
    for (const password of ['e3w27890', '7417127817', 'samlabak', 'horeke1234', 'password1', 'qwerty123'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('ignores case and the Turkish dotted and dotless i', () => {
    for (const password of [
      'GALATASARAY1905',
      'Galatasaray1905',
      'ŞİFRE1234',
      'şifre1234',
      'İSTANBUL34',
      'PASSWORD1',
      'MİCHAEL1',
      'mıchael1',
      'MICHAEL1'.toLocaleLowerCase('tr-TR'),
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('lets uncommon passwords and passphrases through', () => {
    for (const password of ['Zeytinyagli-Enginar-7', 'Test-Şifre-123', 'kırmızı bisiklet ve mavi deniz kenarında çay'])
      expect(isCommonPassword(password)).toBe(false);
  });
});

describe('passwords', () => {
  const t = useTestApp();

  const login = (username: string, password = FIXTURE_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: '10.31.0.1' });
  const verify = (token: string) => t.request({ method: 'GET', url: '/api/auth/verify', token });
  const refresh = (cookie: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(cookie)}` },
    });
  /** POST /api/users by restaurant A's Admin: a Manager of A named `username`, its email from the name. */
  const createUser = async (username: string, passwordHash: string, extra: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/users',
      token: await t.login('adminA'),
      payload: {
        restaurantId: t.restaurants.A,
        username,
        email: `${username}@example.com`,
        passwordHash,
        firstName: 'A',
        lastName: 'B',
        role: 2,
        ...extra,
      },
    });
  let counter = 0;
  async function newUser(password = 'Baslangic-Sifresi-1', role = 2) {
    const res = await createUser(`sifre-${++counter}`, password, {
      firstName: 'Şifre',
      lastName: 'Deneme',
      role,
      isActive: true,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as {
      id: number;
      username: string;
      email: string;
      restaurantId: number;
      firstName: string;
      lastName: string;
      role: number;
      isActive: boolean;
    };
  }
  const asBody = (user: Awaited<ReturnType<typeof newUser>>, extra: Record<string, unknown>) => ({
    restaurantId: user.restaurantId,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    passwordHash: '',
    ...extra,
  });

  describe('length', () => {
    it('refuses 7 characters and takes 8, 64 and 200', async () => {
      const create = (username: string, passwordHash: string) => createUser(username, passwordHash);
      const short = await create('uzunluk-7', 'Ab3-xyz');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.passwordHash).toEqual([TOO_SHORT]);
      expect((await create('uzunluk-8', 'Ab3-xyzq')).statusCode).toBe(201);
      const passphrase = 'deniz kenarında oturup çay içmeyi seven bir restoran sahibi 64 k';
      expect(passphrase).toHaveLength(64);
      expect((await create('uzunluk-64', passphrase)).statusCode).toBe(201);
      expect((await login('uzunluk-64', passphrase)).statusCode).toBe(200);
      expect((await create('uzunluk-200', 'ç'.repeat(190) + 'Ab3-xyzq12')).statusCode).toBe(201);
      expect((await create('uzunluk-201', 'ç'.repeat(191) + 'Ab3-xyzq12')).json().errors.passwordHash).toEqual([
        'Şifre en fazla 200 karakter olabilir',
      ]);
    });

    it('refuses a breached password that only a large list knows', async () => {
      const res = await createUser('sizinti', 'horeke1234');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.passwordHash).toEqual([COMMON]);
    });
  });

  describe("changing one's own password (POST /api/auth/password)", () => {
    const changePassword = (token: string, body: { currentPassword?: string; newPassword: string }) =>
      t.request({ method: 'POST', url: '/api/auth/password', token, payload: body });

    it('needs the right current password', async () => {
      const user = await newUser();
      const token = (await login(user.username, 'Baslangic-Sifresi-1')).json().token;
      const change = (body: { currentPassword?: string; newPassword: string }) => changePassword(token, body);

      const missing = await change({ newPassword: 'Yepyeni-Sifre-2026' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.currentPassword).toEqual(['Şifrenizi değiştirmek için mevcut şifrenizi girin']);
      const wrong = await change({ currentPassword: 'yanlis-sifre', newPassword: 'Yepyeni-Sifre-2026' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: 'Mevcut şifreniz hatalı',
        errors: { currentPassword: ['Mevcut şifreniz hatalı'] },
      });
      const common = await change({ currentPassword: 'Baslangic-Sifresi-1', newPassword: 'Galatasaray1905' });
      expect(common.json().errors.newPassword).toEqual([COMMON]);
      // Nothing changed so far.
      expect((await login(user.username, 'Baslangic-Sifresi-1')).statusCode).toBe(200);
    });

    it('changes it, keeps this session with a new token and ends every other session of the user', async () => {
      const user = await newUser();
      const here = await login(user.username, 'Baslangic-Sifresi-1');
      const elsewhere = await login(user.username, 'Baslangic-Sifresi-1');
      const token = here.json().token as string;

      const res = await changePassword(token, {
        currentPassword: 'Baslangic-Sifresi-1',
        newPassword: 'Yepyeni-Sifre-2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id });
      expect(sidOf(res.json().token)).toBe(sidOf(token));
      expect((await verify(res.json().token)).statusCode).toBe(200);
      // This session's refresh cookie still works; the other session is over, token and cookie.
      expect((await refresh(cookieOf(here))).statusCode).toBe(200);
      expect((await verify(elsewhere.json().token)).statusCode).toBe(401);
      expect((await refresh(cookieOf(elsewhere))).statusCode).toBe(401);
      const [other] = await t.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, sidOf(elsewhere.json().token)));
      expect(other.revokedReason).toBe('password');

      expect((await login(user.username, 'Baslangic-Sifresi-1')).statusCode).toBe(401);
      expect((await login(user.username, 'Yepyeni-Sifre-2026')).statusCode).toBe(200);
    });

    it('is open to a Manager, who cannot use the user screen', async () => {
      const user = await newUser('Mudur-Sifresi-2026', 2);
      const token = (await login(user.username, 'Mudur-Sifresi-2026')).json().token;
      expect((await t.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(403);
      const res = await changePassword(token, {
        currentPassword: 'Mudur-Sifresi-2026',
        newPassword: 'Mudur-Yeni-Sifre-26',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe("changing one's own password through PUT /api/users/{id}", () => {
    it('needs the current password too, and then ends the other sessions only', async () => {
      const admin = await newUser('Yonetici-Sifresi-1', 1);
      const here = await login(admin.username, 'Yonetici-Sifresi-1');
      const elsewhere = await login(admin.username, 'Yonetici-Sifresi-1');
      const token = here.json().token as string;
      const put = (extra: Record<string, unknown>) =>
        t.request({ method: 'PUT', url: `/api/users/${admin.id}`, token, payload: asBody(admin, extra) });

      const missing = await put({ passwordHash: 'Yonetici-Yeni-2026' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.currentPassword).toEqual(['Şifrenizi değiştirmek için mevcut şifrenizi girin']);
      expect(
        (await put({ passwordHash: 'Yonetici-Yeni-2026', currentPassword: 'yanlis' })).json().errors.currentPassword,
      ).toEqual(['Mevcut şifreniz hatalı']);
      // Other edits of oneself need no password.
      expect((await put({ firstName: 'Yeni Ad' })).statusCode).toBe(200);

      expect(
        (await put({ passwordHash: 'Yonetici-Yeni-2026', currentPassword: 'Yonetici-Sifresi-1' })).statusCode,
      ).toBe(200);
      // This session renews (the page's next call gets a token of the new version); the other is over.
      const renewed = await refresh(cookieOf(here));
      expect(renewed.statusCode).toBe(200);
      expect((await verify(renewed.json().token)).statusCode).toBe(200);
      expect((await refresh(cookieOf(elsewhere))).statusCode).toBe(401);
      expect((await verify(elsewhere.json().token)).statusCode).toBe(401);
    });

    it("lets an Admin set another user's password without it, and ends all of that user's sessions", async () => {
      const user = await newUser();
      const theirs = await login(user.username, 'Baslangic-Sifresi-1');
      const token = await t.login('adminA');
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        token,
        payload: asBody(user, { passwordHash: 'Yonetici-Verdi-2026' }),
      });
      expect(res.statusCode).toBe(200);
      expect((await verify(theirs.json().token)).statusCode).toBe(401);
      expect((await refresh(cookieOf(theirs))).statusCode).toBe(401);
      expect((await login(user.username, 'Yonetici-Verdi-2026')).statusCode).toBe(200);
    });
  });
});
