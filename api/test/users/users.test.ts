import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { fixtureUserBody, newUserBody, STRONG_PASSWORD } from '../helpers/users';

const TOKEN_INVALID = 'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
const COMMON = 'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.';

/**
 * No users response, success or error, may ever carry a password hash: no passwordHash key on any record
 * (an error's `errors.passwordHash` names the field, which is fine) and no stored hash anywhere.
 */
function expectNoPasswordHash(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(/scrypt\$|password_hash/i);
  if (!res.body) return;
  const records = ([] as unknown[]).concat(res.json());
  for (const record of records) {
    if (record && typeof record === 'object') {
      const keys = Object.keys(record).map((k) => k.toLowerCase());
      expect(keys).not.toContain('passwordhash');
      expect(keys).not.toContain('password');
    }
  }
}

describe('users', () => {
  const t = useTestApp();
  let counter = 0;

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
    const res = await t.request({ method, url, token, payload });
    expectNoPasswordHash(res);
    return res;
  }

  function newUser(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return newUserBody(t.restaurants.A, `deniz-${counter}`, overrides);
  }

  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const body = newUser(overrides);
    const res = await call('POST', '/api/users', token, body);
    expect(res.statusCode).toBe(201);
    return { ...res.json(), body } as { id: number; username: string; role: number; body: ReturnType<typeof newUser> };
  }

  async function signIn(username: string, password: string) {
    return t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  } /** A user `by` creates, signed in: the user and its token. */
  async function createSignedIn(by: string, overrides: Record<string, unknown> = {}) {
    const user = await create(by, overrides);
    return { user, token: (await signIn(user.username, STRONG_PASSWORD)).json().token as string };
  }
  const verify = (token: string) => t.request({ method: 'GET', url: '/api/auth/verify', token });

  function asUpdate(user: { body: ReturnType<typeof newUser> }, changes: Record<string, unknown>) {
    return { ...user.body, passwordHash: '', ...changes };
  }
  /** PUT /api/users/{id} as the holder of `token`: `user` as created, a blank password, `changes` over it. */
  const update = (
    token: string,
    user: { id: number; body: ReturnType<typeof newUser> },
    changes: Record<string, unknown>,
  ) => call('PUT', `/api/users/${user.id}`, token, asUpdate(user, changes));

  describe('lists and reads', () => {
    it('gives a SuperAdmin every user of the system, with role numbers and no password hash', async () => {
      const res = await call('GET', '/api/users', await t.login('superAdmin'));
      expect(res.statusCode).toBe(200);
      const names = res.json().map((u: { username: string }) => u.username);
      expect(names).toEqual(expect.arrayContaining(['super', 'admin-a', 'manager-a', 'admin-b', 'inactive-a']));
      const admin = res.json().find((u: { username: string }) => u.username === 'admin-a');
      expect(admin).toMatchObject({
        id: t.users.adminA,
        userId: t.users.adminA,
        role: 1,
        restaurantId: t.restaurants.A,
        isActive: true,
      });
      expect(Object.keys(admin).sort()).toEqual(
        [
          'createdDate',
          'email',
          'firstName',
          'id',
          'isActive',
          'lastLoginDate',
          'lastName',
          'restaurantId',
          'role',
          'userId',
          'username',
        ].sort(),
      );
    });

    it("gives an Admin only its own restaurant's users", async () => {
      const res = await call('GET', '/api/Users', await t.login('adminA'));
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ username: string; restaurantId: number }>;
      expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(['admin-a', 'manager-a', 'inactive-a']));
      expect(list.every((u) => u.restaurantId === t.restaurants.A)).toBe(true);
    });

    it("leaves out a SuperAdmin whose account names the Admin's restaurant: only SuperAdmins see SuperAdmins", async () => {
      const superToken = await t.login('superAdmin');
      const assigned = await create(superToken, { role: 3 });
      expect(assigned.role).toBe(3);
      const res = await call('GET', '/api/Users', await t.login('adminA'));
      expect(res.statusCode).toBe(200);
      const names = (res.json() as Array<{ username: string; role: number }>).map((u) => u.username);
      expect(names).toContain('admin-a');
      expect(names).not.toContain(assigned.username);
      expect((res.json() as Array<{ role: number }>).some((u) => u.role === 3)).toBe(false);
      expect((await call('GET', `/api/users/${assigned.id}`, await t.login('adminA'))).statusCode).toBe(404);
      // The SuperAdmin still sees it, with its restaurant.
      const asSuper = (await call('GET', '/api/users', superToken)).json() as Array<{
        username: string;
        restaurantId: number | null;
      }>;
      expect(asSuper.find((u) => u.username === assigned.username)?.restaurantId).toBe(t.restaurants.A);
    });

    it('refuses a Manager (403) and a caller without a token (401)', async () => {
      const asManager = await call('GET', '/api/users', await t.login('managerA'));
      expect(asManager.statusCode).toBe(403);
      expect(asManager.json().message).toBe('Bu işlem için yetkiniz yok');
      expect((await call('GET', '/api/users')).statusCode).toBe(401);
    });

    it("answers 404 for another restaurant's user and for a SuperAdmin without a restaurant", async () => {
      const token = await t.login('adminA');
      expect((await call('GET', `/api/users/${t.users.managerA}`, token)).json()).toMatchObject({
        username: 'manager-a',
        role: 2,
      });
      for (const id of [t.users.adminB, t.users.superAdmin, 999999]) {
        const res = await call('GET', `/api/users/${id}`, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Kullanıcı bulunamadı');
      }
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await call('GET', '/api/users/abc', await t.login('superAdmin'))).statusCode).toBe(400);
    });
  });

  describe('create', () => {
    it('creates an active Admin by default, hashes the password and lets the user sign in', async () => {
      const body = newUser();
      delete (body as Partial<typeof body>).role;
      delete (body as Partial<typeof body>).isActive;
      const res = await call('POST', '/api/users', await t.login('adminA'), body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        username: body.username,
        role: 1,
        isActive: true,
        restaurantId: t.restaurants.A,
        lastLoginDate: null,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, res.json().id));
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
      const login = await signIn(body.username, STRONG_PASSWORD);
      expect(login.statusCode).toBe(200);
      expectNoPasswordHash(login);
    });

    it('accepts the role as a number or a numeric string and answers with the number', async () => {
      const token = await t.login('superAdmin');
      expect((await create(token, { role: '2' })).role).toBe(2);
      expect((await create(token, { role: 3 })).role).toBe(3);
    });

    it('refuses an Admin creating into another restaurant (403) or creating a SuperAdmin (403)', async () => {
      const token = await t.login('adminA');
      const other = await call('POST', '/api/users', token, newUser({ restaurantId: t.restaurants.B }));
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('Bu restoran için işlem yetkiniz yok');
      const promoted = await call('POST', '/api/users', token, newUser({ role: 3 }));
      expect(promoted.statusCode).toBe(403);
      expect(promoted.json().message).toBe('SuperAdmin rolünü yalnızca bir SuperAdmin verebilir');
    });

    it('refuses a Manager', async () => {
      expect((await call('POST', '/api/users', await t.login('managerA'), newUser())).statusCode).toBe(403);
    });

    it('checks the form rules with the Turkish messages and saves nothing', async () => {
      const token = await t.login('superAdmin');
      const before = (await call('GET', '/api/users', token)).json().length;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ restaurantId: '' }, 'restaurantId', 'Lütfen bir restoran seçin'],
        [{ firstName: ' ' }, 'firstName', 'Ad zorunludur'],
        [{ lastName: '' }, 'lastName', 'Soyad zorunludur'],
        [{ username: '' }, 'username', 'Kullanıcı adı zorunludur'],
        [{ email: 'deniz@' }, 'email', 'Geçerli bir email adresi girin'],
        [{ passwordHash: '' }, 'passwordHash', 'Şifre zorunludur'],
        [{ passwordHash: 'a1b2c3d' }, 'passwordHash', 'Şifre en az 8 karakter olmalıdır'],
        [{ role: 9 }, 'role', 'Rol Admin, Manager, Garson veya SuperAdmin olmalıdır'],
      ];
      for (const [change, field, message] of cases) {
        const res = await call('POST', '/api/users', token, newUser(change));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[field]).toContain(message);
      }
      expect((await call('GET', '/api/users', token)).json()).toHaveLength(before);
    });

    it('refuses very common passwords whatever their case', async () => {
      const token = await t.login('superAdmin');
      for (const password of ['password', 'Qwerty123', 'ILOVEYOU', 'Galatasaray', 'sifre123']) {
        const res = await call('POST', '/api/users', token, newUser({ passwordHash: password }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: COMMON, errors: { passwordHash: [COMMON] } });
      }
    });

    it('refuses a user name or email already taken, ignoring case (409)', async () => {
      const token = await t.login('superAdmin');
      const byName = await call('POST', '/api/users', token, newUser({ username: 'ADMIN-A' }));
      expect(byName.statusCode).toBe(409);
      expect(byName.json()).toMatchObject({
        message: 'Bu kullanıcı adı zaten kullanılıyor',
        errors: { username: ['Bu kullanıcı adı zaten kullanılıyor'] },
      });
      const byEmail = await call('POST', '/api/users', token, newUser({ email: 'Admin-B@Example.com' }));
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json().message).toBe('Bu email adresi zaten kullanılıyor');
    });
  });

  describe('update', () => {
    it('updates a user with a blank password keeping the old one and the session', async () => {
      const admin = await t.login('adminA');
      const { user, token } = await createSignedIn(admin);
      const res = await update(admin, user, { id: user.id, firstName: 'Derya', lastName: 'Aksoy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, firstName: 'Derya', lastName: 'Aksoy', role: 2 });
      expect((await verify(token)).statusCode).toBe(200);
      expect((await signIn(user.username, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it("answers 404 when an Admin edits another restaurant's user or a SuperAdmin outside its restaurant", async () => {
      const token = await t.login('adminA');
      for (const id of [t.users.adminB, t.users.superAdmin]) {
        const res = await call('PUT', `/api/users/${id}`, token, newUser());
        expect(res.statusCode).toBe(404);
      }
    });

    it('hides a SuperAdmin of its restaurant from an Admin (404) and refuses promoting to SuperAdmin or moving a user away (403)', async () => {
      const superToken = await t.login('superAdmin');
      const admin = await t.login('adminA');
      const superOfA = await create(superToken, { role: 3 });
      const editSuper = await update(admin, superOfA, { firstName: 'Başka' });
      expect(editSuper.statusCode).toBe(404);
      expect(editSuper.json().message).toBe('Kullanıcı bulunamadı');
      expect((await call('DELETE', `/api/users/${superOfA.id}`, admin)).statusCode).toBe(404);
      const [untouched] = await t.db.select().from(users).where(eq(users.id, superOfA.id));
      expect(untouched).toMatchObject({ role: 'SuperAdmin', firstName: superOfA.body.firstName });

      const manager = await create(admin);
      const promote = await update(admin, manager, { role: 3 });
      expect(promote.statusCode).toBe(403);
      expect(promote.json().message).toBe('SuperAdmin rolünü yalnızca bir SuperAdmin verebilir');
      const move = await update(admin, manager, { restaurantId: t.restaurants.B });
      expect(move.statusCode).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
      expect(row).toMatchObject({ role: 'Manager', restaurantId: t.restaurants.A });
    });

    it('lets a SuperAdmin promote a user to SuperAdmin and move it to another restaurant', async () => {
      const token = await t.login('superAdmin');
      const user = await create(token);
      const res = await update(token, user, { role: 3, restaurantId: t.restaurants.B });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 3, restaurantId: t.restaurants.B });
    });

    it('refuses to deactivate oneself or change one’s own role (409)', async () => {
      const token = await t.login('adminA');
      const self = fixtureUserBody(t, 'adminA');
      const off = await call('PUT', `/api/users/${t.users.adminA}`, token, { ...self, isActive: false });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe('Kendi hesabınızı pasifleştiremezsiniz');
      const demote = await call('PUT', `/api/users/${t.users.adminA}`, token, { ...self, role: 2 });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe('Kendi rolünüzü değiştiremezsiniz');
      const fine = await call('PUT', `/api/users/${t.users.adminA}`, token, { ...self, firstName: 'Testçi' });
      expect(fine.statusCode).toBe(200);
    });

    it('refuses a common password on a change, a clashing user name and a body id for another user', async () => {
      const token = await t.login('superAdmin');
      const user = await create(token);
      const common = await update(token, user, { passwordHash: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors.passwordHash).toEqual([COMMON]);
      const clash = await update(token, user, { username: 'Manager-A' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('Bu kullanıcı adı zaten kullanılıyor');
      const mismatch = await update(token, user, { id: user.id + 1000 });
      expect(mismatch.statusCode).toBe(400);
      // Its own name in another case is not a clash.
      const same = await update(token, user, { username: user.username.toUpperCase() });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    it("deletes a user of the Admin's restaurant, and answers 404 for another restaurant's", async () => {
      const admin = await t.login('adminA');
      const user = await create(admin);
      const res = await call('DELETE', `/api/users/${user.id}`, admin);
      expect(res.statusCode).toBe(204);
      expect((await call('GET', `/api/users/${user.id}`, admin)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/users/${t.users.adminB}`, admin)).statusCode).toBe(404);
    });

    it('refuses to delete oneself (409)', async () => {
      const res = await call('DELETE', `/api/users/${t.users.adminA}`, await t.login('adminA'));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Kendi hesabınızı silemezsiniz');
    });
  });

  describe('sessions end at once', () => {
    it('ends the sessions of a user whose password changes', async () => {
      const admin = await t.login('adminA');
      const { user, token } = await createSignedIn(admin);
      const res = await update(admin, user, { passwordHash: 'Yeni-Sifre-2026' });
      expect(res.statusCode).toBe(200);
      const verified = await verify(token);
      expect(verified.statusCode).toBe(401);
      expect(verified.json().message).toBe(TOKEN_INVALID);
      expect((await signIn(user.username, STRONG_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(user.username, 'Yeni-Sifre-2026')).statusCode).toBe(200);
    });

    it('ends the sessions of a deactivated user, who then cannot sign in', async () => {
      const superToken = await t.login('superAdmin');
      const { user, token } = await createSignedIn(superToken, { role: 1 });
      expect((await call('GET', '/api/users', token)).statusCode).toBe(200);
      expect((await update(superToken, user, { isActive: false })).json().isActive).toBe(false);
      expect((await call('GET', '/api/users', token)).statusCode).toBe(401);
      expect((await verify(token)).statusCode).toBe(401);
      const login = await signIn(user.username, STRONG_PASSWORD);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe('Hesabınız pasif durumda');
      // Reactivated, the old token stays dead; a new sign-in works.
      await update(superToken, user, { isActive: true });
      expect((await verify(token)).statusCode).toBe(401);
      expect((await signIn(user.username, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('ends the sessions of a user whose role changes', async () => {
      const superToken = await t.login('superAdmin');
      const { user, token } = await createSignedIn(superToken, { role: 1 });
      await update(superToken, user, { role: 2 });
      expect((await verify(token)).statusCode).toBe(401);
    });

    it('ends the sessions of a deleted user', async () => {
      const superToken = await t.login('superAdmin');
      const { user, token } = await createSignedIn(superToken);
      expect((await call('DELETE', `/api/users/${user.id}`, superToken)).statusCode).toBe(204);
      expect((await verify(token)).statusCode).toBe(401);
      expect((await signIn(user.username, STRONG_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('the last active SuperAdmin', () => {
    async function activeSuperAdmins() {
      return t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'SuperAdmin'), eq(users.isActive, true)));
    }

    it('cannot be deactivated, demoted or deleted by itself', async () => {
      const token = await t.login('superAdmin');
      const self = fixtureUserBody(t, 'superAdmin');
      expect(
        (await call('PUT', `/api/users/${t.users.superAdmin}`, token, { ...self, isActive: false })).statusCode,
      ).toBe(409);
      expect(
        (await call('PUT', `/api/users/${t.users.superAdmin}`, token, { ...self, isActive: true, role: 1 })).statusCode,
      ).toBe(409);
      expect((await call('DELETE', `/api/users/${t.users.superAdmin}`, token)).statusCode).toBe(409);
    });

    it('survives two SuperAdmins deactivating each other at the same moment', async () => {
      const first = await t.login('superAdmin');
      const other = await create(first, { role: 3 });
      const otherToken = (await signIn(other.username, STRONG_PASSWORD)).json().token;
      const superSelf = fixtureUserBody(t, 'superAdmin', { isActive: false });
      // Leave exactly these two active.
      const extra = (await activeSuperAdmins())
        .map((r) => r.id)
        .filter((id) => id !== t.users.superAdmin && id !== other.id);
      for (const id of extra) await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));

      const results = await Promise.all([
        update(first, other, { isActive: false }),
        call('PUT', `/api/users/${t.users.superAdmin}`, otherToken, superSelf),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = results.find((r) => r.statusCode !== 200)!;
      expect([401, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409)
        expect(refused.json().message).toBe('Sistemdeki son aktif SuperAdmin pasifleştirilemez');
      expect(await activeSuperAdmins()).toHaveLength(1);

      // Put the fixture SuperAdmin back for the rest of the file.
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, t.users.superAdmin));
    });
  });
});
