import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

describe('configuration', () => {
  it('uses the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      superAdminUsername: 'superadmin',
      superAdminPassword: undefined,
      demoData: true,
      corsOrigins: [],
      trustProxy: false,
      menuPublicUrl: 'http://localhost:8080',
      apiPublicUrl: 'http://localhost:8080',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/menu',
      DATABASE_URL: 'postgres://u:p@db:5432/menu',
      JWT_SECRET: 'x'.repeat(40),
      SUPERADMIN_USERNAME: 'patron',
      SUPERADMIN_PASSWORD: 'cok-gizli-sifre',
      DEMO_DATA: 'false',
      DEMO_PASSWORD: 'demo-sifre-1234',
      MENU_PUBLIC_URL: 'https://menu.example.com/',
      API_PUBLIC_URL: 'https://api.example.com',
      CORS_ORIGINS: 'https://admin.example.com, https://menu.example.com/',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8',
      REMOTE_QR_URL: 'https://cdn.example.com/qr/mf-manifest.json',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/menu',
      databaseUrl: 'postgres://u:p@db:5432/menu',
      superAdminUsername: 'patron',
      demoData: false,
      demoPassword: 'demo-sifre-1234',
      menuPublicUrl: 'https://menu.example.com',
      corsOrigins: ['https://admin.example.com', 'https://menu.example.com'],
      trustProxy: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8'],
      production: true,
      remoteUrls: { qr: 'https://cdn.example.com/qr/mf-manifest.json' },
    });
  });

  describe('TRUST_PROXY', () => {
    it('accepts a list of proxy addresses and CIDR ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
      expect(loadConfig({ TRUST_PROXY: 'loopback, 10.1.0.0/16, 2001:db8::/32' }).trustProxy).toEqual([
        'loopback',
        '10.1.0.0/16',
        '2001:db8::/32',
      ]);
      expect(loadConfig({}).trustProxy).toBe(false);
    });

    it('refuses what is not an address or a range, naming it', () => {
      for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2', '999.1.1.1', '*']) {
        expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
          /TRUST_PROXY: must list your proxies' IP addresses or CIDR ranges/,
        );
      }
    });

    it('refuses true and hop counts in production with a clear message, and allows them in development', () => {
      for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://db/menu' }]) {
        expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(
          /TRUST_PROXY: 'true' would let any client that reaches the API choose its own address.*list your proxies' IP addresses/,
        );
        expect(() => loadConfig({ ...env, TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY: '2' would let any client/);
        expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
      }
      expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    });

    it('refuses catch-all ranges in production (wider than IPv4 /8 or IPv6 /32), naming the setting', () => {
      for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://db/menu' }]) {
        for (const wide of [
          '0.0.0.0/0,::/0',
          '0.0.0.0/1',
          '10.0.0.5, 64.0.0.0/2',
          '::/0',
          '2000::/3',
          '2001:db8::/31',
        ]) {
          expect(() => loadConfig({ ...env, TRUST_PROXY: wide })).toThrow(
            /TRUST_PROXY: .*covers a large part of the internet, which is the same as 'true'/,
          );
        }
        expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8,2001:db8::/32,fd00::/8,fe80::/10' }).trustProxy).toEqual([
          '10.0.0.0/8',
          '2001:db8::/32',
          'fd00::/8',
          'fe80::/10',
        ]);
      }
      expect(loadConfig({ TRUST_PROXY: '0.0.0.0/0' }).trustProxy).toEqual(['0.0.0.0/0']);
    });
  });

  describe('demo data', () => {
    it('is on by default with the embedded database and off with a production database unless asked for', () => {
      expect(loadConfig({}).demoData).toBe(true);
      expect(loadConfig({ DATABASE_URL: 'postgres://db/menu' }).demoData).toBe(false);
      expect(loadConfig({ DATABASE_URL: 'postgres://db/menu', DEMO_DATA: 'true' }).demoData).toBe(true);
      expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
      expect(() => loadConfig({ DEMO_DATA: 'belki' })).toThrow(/DEMO_DATA: must be true or false/);
    });
  });

  it('reads the scale-out settings: the menu cache bound in megabytes', () => {
    expect(loadConfig({}).menuCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ MENU_CACHE_MB: '8' }).menuCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ MENU_CACHE_MB: '0' }).menuCacheBytes).toBe(0);
    expect(() => loadConfig({ MENU_CACHE_MB: '1.5' })).toThrow(/MENU_CACHE_MB: must be a whole number of megabytes/);
  });

  it('runs one process on PGlite and, on PostgreSQL, one worker per core unless WORKERS says otherwise', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 worker processes need DATABASE_URL/);
    for (const bad of ['0', '65', 'iki', '1.5'])
      expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', WORKERS: bad })).toThrow(ConfigError);
  });

  it('holds passwords from the environment to the password policy: 8 characters, not common or breached', () => {
    expect(() => loadConfig({ DEMO_PASSWORD: 'demo123' })).toThrow(/DEMO_PASSWORD: must be at least 8 characters long/);
    expect(() => loadConfig({ SUPERADMIN_PASSWORD: 'Password123' })).toThrow(
      /SUPERADMIN_PASSWORD: is a common or breached password/,
    );
    expect(loadConfig({ SUPERADMIN_PASSWORD: 'Kordon-Boyu-Balikci-7' }).superAdminPassword).toBe(
      'Kordon-Boyu-Balikci-7',
    );
  });

  it('lists every problem at once in a readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'seksen', DATABASE_URL: 'mysql://x', JWT_SECRET: 'kisa', DEMO_DATA: 'belki' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT.*\n.*DATABASE_URL.*\n.*JWT_SECRET.*\n.*DEMO_DATA/s);
  });
});
