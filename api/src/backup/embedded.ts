// Backups of the embedded database (PGlite in DATA_DIR/pglite): the running server writes them (PGlite is one
// process with one connection, and a second process opening the folder would corrupt it). The copy is taken
// between two transactions: PGlite's query and transaction locks are held while a worker thread copies the
// folder's files to a staging folder beside the backups (the event loop keeps answering; only database queries
// wait, for about a second per few hundred MB), then the same worker writes the staging copy as a gzipped tar
// without holding anything (archiver.ts). PGlite's own dumpDataDir builds the whole tar in memory on the
// server's thread and stalled every answer for as long as it ran (97 s for 1 M visits).
// A restore checks the whole file first (gzip CRC, every tar header's checksum, the folder's PG_VERSION, then
// the copy opened in memory and read), moves the current folder aside (never deletes it) and unpacks the copy
// in its place.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { startArchiver } from './archiver';

const gunzip = promisify(zlib.gunzip);

export const EMBEDDED_EXTENSION = '.tar.gz';
export const POSTGRES_EXTENSION = '.dump';
/** Files this server wrote: only these are counted and pruned in BACKUP_DIR. */
export const BACKUP_FILE = /^menu-yedek-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/;

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Embedded: how long database queries waited while the data folder was copied (the rest ran beside serving). */
  pausedMs?: number;
}

/** The embedded database's folder, and a way to run work while no query or transaction is in flight. */
export interface EmbeddedSource {
  dir: string;
  whileIdle<T>(work: () => Promise<T>): Promise<T>;
}

function stamp(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
}

/** A new file name in `dir` (UTC time; a suffix when two backups fall in one second). */
export function backupPath(dir: string, extension: string, now = new Date()): string {
  const base = `menu-yedek-${stamp(now)}`;
  let candidate = path.join(dir, base + extension);
  for (let n = 2; fs.existsSync(candidate); n++) candidate = path.join(dir, `${base}-${n}${extension}`);
  return candidate;
}

export function ensureBackupDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Keeps the newest `keep` backups this server wrote; returns the files removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  const removed = files.slice(keep).map((f) => path.join(dir, f.name));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}

/**
 * One backup of the embedded database into `dir`, then the oldest beyond `keep` removed. The staging copy lives
 * in `dir` (so the backup needs the data folder's size free there for a while) and is always removed.
 */
export async function writeEmbeddedBackup(source: EmbeddedSource, dir: string, keep: number): Promise<BackupResult> {
  const started = performance.now();
  ensureBackupDir(dir);
  // What a backup cut short (the process killed halfway) left behind.
  for (const name of fs.readdirSync(dir))
    if (/^\.kopyalaniyor-|^\.menu-yedek-.*\.partial$/.test(name))
      await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
  const staging = await fs.promises.mkdtemp(path.join(dir, '.kopyalaniyor-'));
  const archiver = startArchiver();
  let partial: string | undefined;
  try {
    const pauseStarted = performance.now();
    await source.whileIdle(() => archiver.run({ kind: 'copy', from: source.dir, to: staging }));
    const pausedMs = Math.round(performance.now() - pauseStarted);
    const file = backupPath(dir, EMBEDDED_EXTENSION);
    // Written under a temporary name first: a half-written backup never carries a backup's name.
    partial = path.join(dir, `.${path.basename(file)}.partial`);
    const bytes = await archiver.run({ kind: 'archive', root: staging, file: partial });
    await fs.promises.rename(partial, file);
    pruneBackups(dir, keep);
    return { file, bytes, ms: Math.round(performance.now() - started), pausedMs };
  } finally {
    await archiver.stop();
    await fs.promises.rm(staging, { recursive: true, force: true });
    if (partial) await fs.promises.rm(partial, { force: true });
  }
}

/** Every header of a ustar archive, each checked against its checksum; throws on the first fault. */
export function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return names;
    const stored = parseInt(header.subarray(148, 156).toString('latin1').replace(/\0.*$/, '').trim(), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (stored !== sum) throw new Error(`${names.length + 1}. tar başlığı bozuk (sağlama toplamı)`);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('latin1').replace(/\0.*$/, '').trim() || '0', 8);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) throw new Error('arşiv bir dosyanın ortasında bitiyor (kesik)');
  }
  throw new Error('arşivin bitiş işareti yok (kesik)');
}

export interface VerifiedBackup {
  tar: Buffer;
  files: number;
  restaurants: number;
  products: number;
}

/** The whole file checked, or an Error naming what is wrong; nothing on disk is touched. */
export async function verifyEmbeddedBackup(bytes: Buffer): Promise<VerifiedBackup> {
  let tar: Buffer;
  try {
    tar = await gunzip(bytes);
  } catch (error) {
    throw new Error(`okunabilir bir gzip dosyası değil (${(error as Error).message})`, { cause: error });
  }
  const names = tarEntries(tar);
  if (!names.some((name) => /(^|\/)PG_VERSION$/.test(name)))
    throw new Error('arşivde PostgreSQL veri klasörü yok (PG_VERSION bulunamadı)');
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite> | undefined;
  try {
    db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]) });
    const { rows } = await db.query<{ restaurants: number; products: number }>(
      'select (select count(*)::int from restaurants) as restaurants, (select count(*)::int from products) as products',
    );
    return { tar, files: names.length, restaurants: rows[0].restaurants, products: rows[0].products };
  } catch (error) {
    throw new Error(`arşivdeki veritabanı açılmıyor (${(error as Error).message})`, { cause: error });
  } finally {
    await db?.close().catch(() => undefined);
  }
}

/**
 * Restores a checked backup into `pgliteDir`: the current folder is renamed `<folder>-before-restore-<time>`
 * (kept), the copy unpacked by PGlite in its place and opened once. Returns the folder set aside (or null when
 * there was none).
 */
export async function restoreEmbedded(
  verified: VerifiedBackup,
  pgliteDir: string,
  now = new Date(),
): Promise<string | null> {
  let aside: string | null = null;
  if (fs.existsSync(pgliteDir)) {
    aside = `${pgliteDir}-before-restore-${stamp(now)}`;
    for (let n = 2; fs.existsSync(aside); n++) aside = `${pgliteDir}-before-restore-${stamp(now)}-${n}`;
    fs.renameSync(pgliteDir, aside);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const db = await PGlite.create(pgliteDir, { loadDataDir: new Blob([new Uint8Array(verified.tar)]) });
    await db.query('select count(*) from restaurants');
    await db.close();
  } catch (error) {
    // Put things back as they were.
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    if (aside) fs.renameSync(aside, pgliteDir);
    throw error;
  }
  return aside;
}
