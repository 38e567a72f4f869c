// One fold of user names everywhere (stored key, sign-in, duplicates, throttle), tested on
// Turkish letters. Before it, JavaScript folded with tr-TR casing ('I' -> 'ı') and SQL with lower() ('I' -> 'i'),
// so 'ILKER' and 'ilker' were one account but two throttle counters.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { refreshUsernameKeys } from '../../src/seed/bootstrap';
import { usernameKey } from '../../src/users/username-key';
import { useTestApp } from '../helpers/test-app';

const STRONG = 'Kahve-Fincanı-42';

describe('usernameKey', () => {
  it('folds every Turkish i and the other Turkish capitals to one key', () => {
    for (const spelling of ['ILKER', 'ilker', 'ılker', 'İLKER', 'İlker', 'I\u0307lker', 'ＩＬＫＥＲ'])
      expect(usernameKey(spelling)).toBe('ilker');
    expect(usernameKey('ÇAĞRI')).toBe(usernameKey('çağrı'));
    expect(usernameKey('ŞÜKRÜ.ÖZ')).toBe('şükrü.öz');
    expect(usernameKey('demo-admin')).toBe('demo-admin');
  });

  it('keeps different names apart', () => {
    expect(usernameKey('oya')).not.toBe(usernameKey('öya'));
    expect(usernameKey('sule')).not.toBe(usernameKey('şule'));
  });
});

describe('one user name fold in the API', () => {
  const t = useTestApp();
  let superToken: string;
  beforeAll(async () => {
    superToken = await t.login('superAdmin');
  });

  const createUser = (username: string) =>
    t.request({
      method: 'POST',
      url: '/api/users',
      token: superToken,
      payload: {
        restaurantId: t.restaurants.A,
        firstName: 'İlker',
        lastName: 'Çağrı',
        username,
        email: `${usernameKey(username)}-${Date.now()}@example.com`,
        passwordHash: STRONG,
        role: 2,
        isActive: true,
      },
    });
  const login = (username: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

  it('signs in with any spelling of the Turkish letters and refuses a second account spelled another way', async () => {
    expect((await createUser('Çağrı')).statusCode).toBe(201);
    for (const spelling of ['ÇAĞRI', 'çağri', 'ÇAĞRİ', 'Çağrı'])
      expect((await login(spelling, STRONG, '10.20.0.1')).statusCode).toBe(200);
    const twin = await createUser('ÇAĞRI');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.username).toEqual(['Bu kullanıcı adı zaten kullanılıyor']);
    expect((await createUser('çağri')).statusCode).toBe(409);
  });

  it('counts failures under every spelling of one account on one counter', async () => {
    expect((await createUser('ilker')).statusCode).toBe(201);
    const spellings = ['ILKER', 'ılker', 'İLKER', 'İlker', 'ilker'];
    for (let i = 0; i < 10; i++)
      expect((await login(spellings[i % spellings.length], `yanlis-${i}`, `10.21.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('ILKER', STRONG, '10.21.1.1');
    expect(blocked.statusCode).toBe(429);
    expect((await login('ılker', STRONG, '10.21.1.2')).statusCode).toBe(429);
  });

  it('recomputes stale keys at start; an older clash keeps signing in by its exact spelling', async () => {
    // What migration 0010's SQL approximation could leave behind: a key lower() did not fold like JavaScript.
    const seyma = (await createUser('ŞEYMA')).json().id as number;
    await t.db.update(users).set({ usernameKey: 'ŞEYMA' }).where(eq(users.id, seyma));
    // And two older accounts whose names now fold alike ('kıl' and 'kil' were two names under lower()).
    expect((await createUser('kil')).statusCode).toBe(201);
    const [kil] = await t.db.select().from(users).where(eq(users.username, 'kil'));
    const older = (await createUser('kilo')).json().id as number;
    await t.db.update(users).set({ username: 'kıl', usernameKey: 'kıl-eski' }).where(eq(users.id, older));

    const warnings: string[] = [];
    expect(await refreshUsernameKeys(t.db, (m) => warnings.push(m))).toBe(2);
    const keyOf = async (id: number) =>
      (await t.db.select({ k: users.usernameKey }).from(users).where(eq(users.id, id)))[0].k;
    expect(await keyOf(seyma)).toBe('şeyma');
    expect(await keyOf(kil.id)).toBe('kil');
    expect(await keyOf(older)).toBe(`kil#${older}`);
    expect(warnings).toEqual([expect.stringContaining('"kıl"')]);
    expect(await refreshUsernameKeys(t.db)).toBe(0);

    expect((await login('şeyma', STRONG, '10.22.0.1')).statusCode).toBe(200);
    const asOlder = await login('kıl', STRONG, '10.22.0.2');
    expect(asOlder.statusCode).toBe(200);
    expect(asOlder.json().user.id).toBe(older);
    expect((await login('KIL', STRONG, '10.22.0.3')).json().user.id).toBe(kil.id);
  });
});
