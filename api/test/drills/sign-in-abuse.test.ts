// Drill 6: sign-in abuse. A thousand wrong passwords for one user name, from a thousand
// addresses and from one, sent a hundred at a time as an attacker would; the rightful owner afterwards;
// and the answer time of an unknown user name against a wrong password. The window rules under test are
// those of src/auth/login-throttle.ts:
// - each attempt is counted before its password is checked, so parallel attempts cannot slip past the limits,
//   and a throttled attempt costs no password hash;
// - 10 failures lock a user name for the rest of its 15-minute window, from every address except those the
//   user signed in from successfully in the last 30 days (the owner at the usual place keeps working, the
//   attacker cannot lock them out); 30 failures lock an address for every user name; on top, the route
//   takes 60 sign-in requests a minute per address;
// - a lock answers 429 with a Turkish message and Retry-After, and ends with its window.
import { createPasswordHasher, type ScryptParams } from '../../src/auth/password';
import {
  createDatabaseLoginThrottle,
  DEFAULT_THROTTLE_LIMITS,
  type LoginThrottle,
} from '../../src/auth/login-throttle';
import { createAuthService } from '../../src/auth/service';
import { users } from '../../src/db/schema';
import { LOGIN_RATE_LIMIT } from '../../src/plugins/security';
import { createTestApp, FIXTURE_PASSWORD, type TestApp } from '../helpers/test-app';

/** Dearer than the fixtures' hash, so the hash, not the request, dominates the timing comparison. */
const TIMING_SCRYPT: ScryptParams = { N: 2 ** 13, r: 8, p: 1 };
const TIMING_PASSWORD = 'Zamanlama-Şifre-1';
const TIMING_USERS = 20;
const ATTEMPTS = 1000;
const BATCH = 100;
const { perUsername, windowMs } = DEFAULT_THROTTLE_LIMITS;

interface Tally {
  ok: number;
  invalid: number;
  throttled: number;
  rateLimited: number;
  other: number;
  retryAfter: number[];
  ms: number;
}

describe('sign-in abuse', () => {
  let t: TestApp;
  let clock = Date.now();
  const figures: string[] = [];
  // The database throttle, on a clock the test moves (it needs the test database, which exists only once the app does).
  let throttle: LoginThrottle;
  const onTestClock: LoginThrottle = {
    attempt: (username, ip) => throttle.attempt(username, ip),
    recordSuccess: (username, ip) => throttle.recordSuccess(username, ip),
    release: (username, ip) => throttle.release(username, ip),
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      overrides: { scrypt: TIMING_SCRYPT, loginThrottle: onTestClock },
    });
    throttle = createDatabaseLoginThrottle(t.db, DEFAULT_THROTTLE_LIMITS, () => clock);
    const hash = await createPasswordHasher(TIMING_SCRYPT).hash(TIMING_PASSWORD);
    await t.db.insert(users).values(
      Array.from({ length: TIMING_USERS }, (_, i) => ({
        username: `zamanlama-${i}`,
        usernameKey: `zamanlama-${i}`,
        email: `zamanlama-${i}@example.com`,
        passwordHash: hash,
        firstName: 'Zaman',
        lastName: 'Lama',
        role: 'Admin' as const,
        restaurantId: t.restaurants.A,
      })),
    );
  });
  afterAll(async () => {
    if (figures.length) console.log(`Sign-in abuse figures:\n  ${figures.join('\n  ')}`);
    await t?.close();
  });

  const signIn = (username: string, password: string, address: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  async function attack(username: string, addressOf: (i: number) => string): Promise<Tally> {
    const tally: Tally = { ok: 0, invalid: 0, throttled: 0, rateLimited: 0, other: 0, retryAfter: [], ms: 0 };
    const started = performance.now();
    for (let i = 0; i < ATTEMPTS; i += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: BATCH }, (_, j) => signIn(username, `yanlis-${i + j}`, addressOf(i + j))),
      );
      for (const res of batch) {
        if (res.statusCode === 200) tally.ok++;
        else if (res.statusCode === 401) tally.invalid++;
        else if (res.statusCode === 429) {
          const body = res.json();
          expect(body).toMatchObject({ status: 429, title: 'Çok fazla istek' });
          if (/başarısız giriş denemesi/.test(body.message)) tally.throttled++;
          else if (/Çok fazla istek gönderildi/.test(body.message)) tally.rateLimited++;
          else throw new Error(`429 with an unexpected message: ${body.message}`);
          tally.retryAfter.push(Number(res.headers['retry-after']));
        } else tally.other++;
      }
    }
    tally.ms = performance.now() - started;
    return tally;
  }

  const describeTally = (label: string, x: Tally) =>
    `${label}: ${x.invalid} x 401 (password checked), ${x.throttled} x 429 by the failure throttle, ${x.rateLimited} x 429 by the route's rate limit, ` +
    `${x.ok + x.other} other; ${(x.ms / 1000).toFixed(2)} s for ${ATTEMPTS} attempts`;

  describe(`${ATTEMPTS} wrong passwords for one user name from ${ATTEMPTS} addresses`, () => {
    let tally: Tally;
    beforeAll(async () => {
      // The owner signed in from the restaurant before the attack.
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '192.168.10.5')).statusCode).toBe(200);
      tally = await attack('manager-a', (i) => `10.${(i >> 8) & 255}.${i & 255}.7`);
      figures.push(describeTally('many addresses', tally));
    });

    it(`checks at most ${perUsername} passwords and throttles the rest with 429, a Turkish message and Retry-After`, () => {
      expect(tally.ok + tally.other + tally.rateLimited).toBe(0);
      expect(tally.invalid).toBeLessThanOrEqual(perUsername);
      expect(tally.throttled).toBe(ATTEMPTS - tally.invalid);
      for (const seconds of tally.retryAfter) expect(seconds).toBeGreaterThan(0);
      expect(Math.max(...tally.retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
    });

    it('keeps the user name locked for the attacker and for any new address, with the minutes to wait', async () => {
      const res = await signIn('manager-a', FIXTURE_PASSWORD, '172.20.1.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('still lets the owner in from the address they signed in from before', async () => {
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '192.168.10.5')).statusCode).toBe(200);
      // ...but a wrong password from there is still only a failure, and the lock on new addresses stays.
      expect((await signIn('manager-a', 'yanlis', '192.168.10.5')).statusCode).toBe(401);
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '172.20.1.2')).statusCode).toBe(429);
    });

    it('leaves other user names alone', async () => {
      expect((await signIn('admin-a', FIXTURE_PASSWORD, '10.0.3.7')).statusCode).toBe(200);
    });
  });

  describe(`${ATTEMPTS} wrong passwords for one user name from one address`, () => {
    let tally: Tally;
    beforeAll(async () => {
      expect((await signIn('admin-b', FIXTURE_PASSWORD, '192.168.20.5')).statusCode).toBe(200);
      tally = await attack('admin-b', () => '203.0.113.66');
      figures.push(describeTally('one address', tally));
    });

    it(`checks at most ${perUsername} passwords and throttles the rest with 429, a Turkish message and Retry-After`, () => {
      expect(tally.ok + tally.other).toBe(0);
      expect(tally.invalid).toBeLessThanOrEqual(perUsername);
      expect(tally.throttled + tally.rateLimited).toBe(ATTEMPTS - tally.invalid);
      // The route takes 60 a minute from one address (the first 60 of a parallel burst too); the rest are
      // refused before the throttle is even asked.
      expect(tally.rateLimited).toBe(ATTEMPTS - LOGIN_RATE_LIMIT.max);
      for (const seconds of tally.retryAfter) expect(seconds).toBeGreaterThan(0);
    });

    it('lets the owner in from their usual address, not from a new one', async () => {
      expect((await signIn('admin-b', FIXTURE_PASSWORD, '192.168.20.5')).statusCode).toBe(200);
      expect((await signIn('admin-b', FIXTURE_PASSWORD, '172.20.2.1')).statusCode).toBe(429);
    });
  });

  describe('when the window has passed', () => {
    it('lets the owners in from anywhere again', async () => {
      clock += windowMs + 1000;
      expect((await signIn('manager-a', FIXTURE_PASSWORD, '172.20.1.3')).statusCode).toBe(200);
      expect((await signIn('admin-b', FIXTURE_PASSWORD, '172.20.2.2')).statusCode).toBe(200);
    });
  });

  describe('an address with 30 failures', () => {
    it('is locked for every user name, known address or not, until its window ends', async () => {
      const address = '198.51.100.30';
      expect((await signIn('admin-a', FIXTURE_PASSWORD, address)).statusCode).toBe(200);
      for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.perIp; i++)
        expect((await signIn(`kimse-${i}`, 'yanlis', address)).statusCode).toBe(401);
      expect((await signIn('admin-a', FIXTURE_PASSWORD, address)).statusCode).toBe(429);
      clock += windowMs + 1000;
      expect((await signIn('admin-a', FIXTURE_PASSWORD, address)).statusCode).toBe(200);
    });
  });

  it('does not count attempts the database could not judge: retrying through an outage locks nobody out', async () => {
    const real = t.app.auth.users;
    let down = true;
    const service = createAuthService({
      users: {
        ...real,
        findByUsername: async (name: string) =>
          down ? Promise.reject(new Error('Connection terminated unexpectedly')) : real.findByUsername(name),
      },
      passwords: t.app.auth.passwords,
      tokens: t.app.auth.tokens,
      sessions: t.app.auth.sessions,
      throttle: createDatabaseLoginThrottle(t.db, DEFAULT_THROTTLE_LIMITS, () => clock),
    });
    for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.perIp + 5; i++)
      await expect(service.login('admin-a', FIXTURE_PASSWORD, '10.70.0.1')).rejects.toThrow(/Connection terminated/);
    down = false;
    await expect(service.login('admin-a', FIXTURE_PASSWORD, '10.70.0.1')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('answers an unknown user name and a wrong password alike, in time too', async () => {
    // A first pair to warm up, then interleaved so both see the same conditions.
    await signIn('kimse-yok', 'yanlis', '10.60.0.1');
    await signIn('zamanlama-0', 'yanlis', '10.61.0.1');
    const unknown: number[] = [];
    const wrong: number[] = [];
    const bodies = new Set<string>();
    for (let i = 1; i < TIMING_USERS; i++) {
      for (const [times, username, address] of [
        [unknown, `bilinmeyen-${i}`, `10.60.0.${i + 1}`],
        [wrong, `zamanlama-${i}`, `10.61.0.${i + 1}`],
      ] as const) {
        const t0 = performance.now();
        const res = await signIn(username, 'yanlis-sifre', address);
        times.push(performance.now() - t0);
        expect(res.statusCode).toBe(401);
        bodies.add(res.body);
      }
    }
    // One message for both: the answer does not tell which user names exist.
    expect([...bodies]).toEqual([
      JSON.stringify({ status: 401, title: 'Giriş başarısız', message: 'Kullanıcı adı veya şifre hatalı' }),
    ]);
    // Medians: one pause of a busy machine (GC, another process) must not decide the comparison.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknown) / median(wrong);
    figures.push(
      `timing (${unknown.length} each, scrypt N=2^13, medians): unknown user ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
