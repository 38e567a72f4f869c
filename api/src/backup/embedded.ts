// Backups of the embedded database (PGlite in DATA_DIR/pglite): the running server writes them (PGlite is one
// process with one connection, and a second process opening the folder would corrupt it), as a gzip of the
// data folder's tar that PGlite itself takes between two queries, so the copy is consistent while diners and
// staff keep using the server. A restore checks the whole file first (gzip CRC, every tar header's checksum,
// the folder's PG_VERSION, then the copy opened in memory and read), moves the current folder aside (never
// deletes it) and unpacks the copy in its place.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export const EMBEDDED_EXTENSION = '.tar.gz';
export const POSTGRES_EXTENSION = '.dump';
/** Files this server wrote: only these are counted and pruned in BACKUP_DIR. */
export const BACKUP_FILE = /^menu-yedek-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/;

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
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

/** Writes the file whole under a temporary name first: a half-written backup never carries a backup's name. */
export function writeWhole(file: string, bytes: Buffer): void {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** One backup of the embedded database into `dir`, then the oldest beyond `keep` removed. */
export async function writeEmbeddedBackup(dump: () => Promise<Blob>, dir: string, keep: number): Promise<BackupResult> {
  const started = performance.now();
  ensureBackupDir(dir);
  const tar = Buffer.from(await (await dump()).arrayBuffer());
  const bytes = await gzip(tar, { level: 6 });
  const file = backupPath(dir, EMBEDDED_EXTENSION);
  writeWhole(file, bytes);
  pruneBackups(dir, keep);
  return { file, bytes: bytes.length, ms: Math.round(performance.now() - started) };
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
    if (stored !== sum) throw new Error(`tar header ${names.length + 1} is damaged (checksum)`);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('latin1').replace(/\0.*$/, '').trim() || '0', 8);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) throw new Error('the archive ends in the middle of a file (truncated)');
  }
  throw new Error('the archive has no end marker (truncated)');
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
    throw new Error(`not a readable gzip file (${(error as Error).message})`, { cause: error });
  }
  const names = tarEntries(tar);
  if (!names.some((name) => /(^|\/)PG_VERSION$/.test(name)))
    throw new Error('the archive holds no PostgreSQL data folder (no PG_VERSION)');
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite> | undefined;
  try {
    db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]) });
    const { rows } = await db.query<{ restaurants: number; products: number }>(
      'select (select count(*)::int from restaurants) as restaurants, (select count(*)::int from products) as products',
    );
    return { tar, files: names.length, restaurants: rows[0].restaurants, products: rows[0].products };
  } catch (error) {
    throw new Error(`the database in the archive does not open (${(error as Error).message})`, { cause: error });
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
