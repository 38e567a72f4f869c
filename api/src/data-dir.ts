// DATA_DIR and the private files the API keeps there: the folder is the owner's alone
// (mode 0700), the generated JWT secret must not be readable by anyone else, and passwords generated on a first
// start go to a file only the owner can read, never to the log.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';

const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;
/** Permission bits only the owner may have on a secret file. */
const OTHERS = 0o077;

/** Creates DATA_DIR (and any missing parent) with mode 0700. */
export function ensureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
}

const modeText = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * JWT_SECRET when set; otherwise the one generated on the first start and kept in DATA_DIR/jwt-secret (mode
 * 0600). An existing file that the group or others can read stops the start: the secret signs every session.
 */
export function ensureJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  ensureDataDir(config.dataDir);
  const file = path.join(config.dataDir, 'jwt-secret');
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE, flag: 'wx' });
    return secret;
  }
  try {
    const { mode } = fs.fstatSync(fd);
    if (process.platform !== 'win32' && (mode & OTHERS) !== 0) {
      throw new ConfigError(
        [
          `JWT secret file ${file} can be read by other users of this machine (mode ${modeText(mode)}): ` +
            `run "chmod 600 ${file}" (or set JWT_SECRET) and start again. If others may have read it, delete the file instead: every session then ends.`,
        ],
        'Unsafe data folder',
      );
    }
    const existing = fs.readFileSync(fd, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } finally {
    fs.closeSync(fd);
  }
  throw new ConfigError(
    [`JWT secret file ${file} holds fewer than 32 characters: delete it to have a new one made, or set JWT_SECRET`],
    'Unsafe data folder',
  );
}

/** What a first start generated: shown to the operator once, through a private file. */
export interface GeneratedCredentials {
  superAdmin?: { username: string; password: string };
  demo?: { users: string[]; password: string };
}

export const CREDENTIALS_FILE = 'ilk-giris-bilgileri.txt';

/**
 * Writes generated passwords to DATA_DIR/ilk-giris-bilgileri.txt, readable only by the owner (a new file each
 * time: an older one is replaced, never widened), and returns its path; null when nothing was generated.
 */
export function writeGeneratedCredentials(
  dataDir: string,
  credentials: GeneratedCredentials,
  now = new Date(),
): string | null {
  if (!credentials.superAdmin && !credentials.demo) return null;
  ensureDataDir(dataDir);
  const file = path.join(dataDir, CREDENTIALS_FILE);
  const lines = [`QR Menü: ilk başlatmada oluşturulan giriş bilgileri (${now.toISOString()})`, ''];
  if (credentials.superAdmin)
    lines.push(
      `SuperAdmin   kullanıcı adı: ${credentials.superAdmin.username}   şifre: ${credentials.superAdmin.password}`,
    );
  if (credentials.demo)
    lines.push(`Demo kullanıcılar (${credentials.demo.users.join(', ')})   şifre: ${credentials.demo.password}`);
  lines.push('', 'Giriş yaptıktan sonra şifreleri değiştirin ve bu dosyayı silin.', '');
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, lines.join('\n'), { mode: PRIVATE_FILE, flag: 'wx' });
  return file;
}

/** Where a server using the embedded database notes its process id (so tools know the data folder is in use). */
const SERVER_PID_FILE = 'server.pid';

/**
 * Notes that this process serves DATA_DIR's embedded database (PGlite belongs to one process). Returns the
 * release, also run at exit. A note left by a process that died (SIGKILL) names a process that no longer runs.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, SERVER_PID_FILE);
  fs.writeFileSync(file, `${process.pid}\n`, { mode: PRIVATE_FILE });
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

/** The id of a running server that uses DATA_DIR's embedded database, or null. */
export function dataDirServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export const ADMIN_ENDPOINT_FILE = 'admin-endpoint.json';

export interface AdminEndpoint {
  url: string;
  token: string;
}

/**
 * Where the running embedded server takes `npm run backup`'s request, and the token it wants (mode 600, removed
 * when the process ends): the command must not open the data folder beside the server.
 */
export function publishAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): void {
  const file = path.join(dataDir, ADMIN_ENDPOINT_FILE);
  fs.writeFileSync(file, JSON.stringify({ ...endpoint, pid: process.pid }), { mode: PRIVATE_FILE });
  process.once('exit', () => {
    try {
      if (JSON.parse(fs.readFileSync(file, 'utf8')).pid === process.pid) fs.rmSync(file);
    } catch {
      // already gone
    }
  });
}

export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(path.join(dataDir, ADMIN_ENDPOINT_FILE), 'utf8'),
    ) as Partial<AdminEndpoint>;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string'
      ? { url: parsed.url, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}
