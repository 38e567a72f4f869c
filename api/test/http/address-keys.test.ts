// Per-address limits key an IPv6 client by its /64 (one subscriber may use any address of it), and a check of
// the current password counts as a sign-in attempt: tried through X-Forwarded-For behind a trusted proxy.
import { menuQrCodes } from '../../src/db/schema';
import { addressKey } from '../../src/http/address-key';
import { FIXTURE_PASSWORD } from '../helpers/fixtures';
import { useTestApp } from '../helpers/test-app';

/** What a locked account is answered (429). */
const LOCKED = /^Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/;

describe('per-address limits', () => {
  it('keys IPv4 by the address and IPv6 by its /64', () => {
    expect(addressKey('85.105.77.201')).toBe('85.105.77.201');
    expect(addressKey('2a02:e0:1:2:3:4:5:6')).toBe('2a02:e0:1:2::/64');
    expect(addressKey('2a02:e0:1:2:ffff::1')).toBe('2a02:e0:1:2::/64');
    expect(addressKey('2a02:e0:1:3::1')).toBe('2a02:e0:1:3::/64');
  });

  describe('through X-Forwarded-For with TRUST_PROXY=loopback', () => {
    const t = useTestApp({ env: { TRUST_PROXY: 'loopback', VISIT_CAP_PER_IP: '3' } });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const signIn = (username: string, password: string, address: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', headers: from(address), payload: { username, password } });

    it('counts 31 sign-ins from 31 addresses of one /64 against one per-address limit', async () => {
      const statuses: number[] = [];
      // A different (unknown) user name each time: the per-name limit never applies, only the address's.
      for (let i = 1; i <= 31; i++)
        statuses.push((await signIn(`kimse-${i}`, 'yanlis-sifre', `2001:db8:aa:bb::${i.toString(16)}`)).statusCode);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses[30]).toBe(429);
      expect((await signIn('kimse-32', 'yanlis-sifre', '2001:db8:aa:bb:ffff:1:2:3')).statusCode).toBe(429);
      // The next /64 is another client.
      expect((await signIn('kimse-33', 'yanlis-sifre', '2001:db8:aa:bc::1')).statusCode).toBe(401);
    });

    it('caps visits per /64, not per address', async () => {
      const [{ id }] = await t.db
        .insert(menuQrCodes)
        .values({ restaurantId: t.restaurants.A, tableNumber: 'V6' })
        .returning();
      const statuses = [];
      for (let i = 1; i <= 4; i++)
        statuses.push(
          (
            await t.request({
              method: 'POST',
              url: `/api/menuqrcodes/${id}/access`,
              headers: from(`2001:db8:cc:dd::${i}`),
              payload: {},
            })
          ).statusCode,
        );
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/menuqrcodes/${id}/access`,
            headers: from('2001:db8:cc:de::1'),
            payload: {},
          })
        ).statusCode,
      ).toBe(201);
    });

    it('counts wrong current passwords in the account’s sign-in throttle', async () => {
      const login = await signIn('manager-a', FIXTURE_PASSWORD, '192.0.2.10');
      expect(login.statusCode).toBe(200);
      const token = login.json().token;
      // The session used from elsewhere (a stolen token): ten wrong current passwords lock the account there.
      const change = (currentPassword: string) =>
        t.request({
          method: 'POST',
          url: '/api/auth/password',
          token,
          headers: from('198.51.100.7'),
          payload: { currentPassword, newPassword: 'Yeni-Uzun-Sifre-2026' },
        });
      for (let i = 0; i < 10; i++) expect((await change(`yanlis-${i}`)).statusCode).toBe(400);
      const locked = await change(FIXTURE_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(LOCKED);
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '198.51.100.8')).statusCode).toBe(429);
      // Where the owner signs in, the account still works (a known address is exempt from the name's lock).
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    });

    it("counts wrong current passwords on a user's own PUT /api/users/{id} the same way", async () => {
      const login = await signIn('admin-a', FIXTURE_PASSWORD, '192.0.2.20');
      expect(login.statusCode).toBe(200);
      const { token, user } = login.json();
      const me = (await t.request({ method: 'GET', url: `/api/users/${user.id}`, token })).json();
      const body = (currentPassword: string) => ({
        restaurantId: me.restaurantId,
        username: me.username,
        email: me.email,
        firstName: me.firstName,
        lastName: me.lastName,
        role: me.role,
        isActive: me.isActive,
        passwordHash: 'Yeni-Uzun-Sifre-2026',
        currentPassword,
      });
      const putMe = (payload: Record<string, unknown>) =>
        t.request({ method: 'PUT', url: `/api/users/${user.id}`, token, headers: from('198.51.100.17'), payload });
      const put = (currentPassword: string) => putMe(body(currentPassword));
      // Other edits of oneself are no password check and count nothing.
      for (let i = 0; i < 12; i++)
        expect((await putMe({ ...body(''), passwordHash: '', firstName: `Ad ${i}` })).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) expect((await put(`yanlis-${i}`)).statusCode).toBe(400);
      const locked = await put(FIXTURE_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(LOCKED);
      expect((await signIn('admin-a', FIXTURE_PASSWORD, '198.51.100.18')).statusCode).toBe(429);
      // Nothing changed: the old password still signs in where the owner does.
      expect((await signIn('admin-a', FIXTURE_PASSWORD, '192.0.2.20')).statusCode).toBe(200);
    });
  });
});
