// DATA_DIR is the owner's alone, the JWT secret file must not be readable by others, and
// generated passwords go to a private file, never to the output. The last test starts the real server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { CREDENTIALS_FILE, ensureDataDir, ensureJwtSecret, writeGeneratedCredentials } from '../src/data-dir';
import { spawnApi } from '../../scripts/lib/local-servers.mjs';
import { describeEmbedded } from './helpers/database';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'menu-data-dir-'));

describe('DATA_DIR and its private files', () => {
  it('creates DATA_DIR and its missing parents with mode 0700', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    ensureDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('creates the JWT secret with mode 0600 and reads it back on the next start', () => {
    const config = loadConfig({ DATA_DIR: path.join(tempDir(), 'data') });
    const secret = ensureJwtSecret(config);
    const file = path.join(config.dataDir, 'jwt-secret');
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(ensureJwtSecret(config)).toBe(secret);
  });

  it('refuses to start with a JWT secret file the group or others can read, saying what to do', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    ensureJwtSecret(config);
    const file = path.join(config.dataDir, 'jwt-secret');
    for (const mode of [0o640, 0o604, 0o644]) {
      fs.chmodSync(file, mode);
      let error: unknown;
      try {
        ensureJwtSecret(config);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(
        `can be read by other users of this machine (mode 0${mode.toString(8)})`,
      );
      expect((error as Error).message).toContain(`chmod 600 ${file}`);
    }
    fs.chmodSync(file, 0o600);
    expect(ensureJwtSecret(config)).toHaveLength(64);
    // JWT_SECRET set: the file is not consulted.
    fs.chmodSync(file, 0o644);
    expect(ensureJwtSecret({ ...config, jwtSecret: 'j'.repeat(40) })).toBe('j'.repeat(40));
  });

  it('writes generated passwords to a file only the owner can read, replacing an older one without widening it', () => {
    const dir = tempDir();
    expect(writeGeneratedCredentials(dir, {})).toBeNull();
    fs.writeFileSync(path.join(dir, CREDENTIALS_FILE), 'eski', { mode: 0o644 });
    const file = writeGeneratedCredentials(dir, {
      superAdmin: { username: 'patron', password: 'Gizli-Sifre-123' },
      demo: { users: ['demo-admin'], password: 'Demo-Sifre-456' },
    });
    expect(file).toBe(path.join(dir, CREDENTIALS_FILE));
    expect(modeOf(file!)).toBe(0o600);
    const text = fs.readFileSync(file!, 'utf8');
    expect(text).toContain('patron');
    expect(text).toContain('Gizli-Sifre-123');
    expect(text).toContain('Demo-Sifre-456');
  });
});

describeEmbedded('a first start of the server', () => {
  /** The server as a new shell starts it: PATH and HOME only, the demo data, any free port. */
  function start(dataDir: string) {
    const { child, output } = spawnApi({ port: 0, dataDir, inheritEnv: false, env: { DEMO_DATA: 'true' } });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => output().includes('QR Menü çalışıyor') && (clearInterval(timer), resolve()), 50);
      void exited.then((code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${output()}`))));
    });
    ready.catch(() => undefined); // awaited only by the test that expects a start
    return { child, ready, exited, output };
  }

  it('never prints a generated password: the banner names the private file that holds them', async () => {
    const dataDir = path.join(tempDir(), 'veri');
    const server = start(dataDir);
    try {
      await server.ready;
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const file = path.join(dataDir, CREDENTIALS_FILE);
    expect(server.output()).toContain(`Oluşturulan şifreler yalnızca sizin okuyabileceğiniz dosyada: ${file}`);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    const passwords = [...fs.readFileSync(file, 'utf8').matchAll(/şifre: (\S+)/g)].map((m) => m[1]);
    expect(passwords).toHaveLength(2);
    for (const password of passwords) expect(server.output()).not.toContain(password);

    // A JWT secret file others can read stops the next start with the message, before anything listens.
    fs.chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    const again = start(dataDir);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('can be read by other users of this machine (mode 0644)');
    expect(again.output()).not.toContain('QR Menü çalışıyor');
  }, 120_000);
});
