// One-time move of the images an older version kept on its own disk (DATA_DIR/uploads/menu/<name>) into the
// database, under the same name, so the addresses stored in products and restaurants keep working on every
// instance. Each instance moves its own folder at start; a file is deleted only once the database holds the
// same bytes under its name. A name the database already holds with other bytes (two instances once kept
// different files under one name) is left on disk and reported: which one a record meant cannot be known.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageMeta } from './storage';

export interface LegacyMoveResult {
  moved: number;
  kept: Array<{ file: string; reason: string }>;
}

/** Half-written files of the old storage (a temporary name, hard-linked into place). */
const TEMPORARY = /^\.upload-/;

export async function moveLegacyUploads(
  dir: string,
  storage: { storeAt(key: string, bytes: Buffer, meta?: ImageMeta): Promise<boolean> },
): Promise<LegacyMoveResult> {
  const result: LegacyMoveResult = { moved: 0, kept: [] };
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  const { fileTypeFromBuffer } = await import('file-type');
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isFile() && TEMPORARY.test(entry.name)) {
      await fs.unlink(file).catch(() => undefined);
      continue;
    }
    if (!entry.isFile() || entry.name.startsWith('.')) {
      result.kept.push({ file: entry.name, reason: 'not an uploaded image' });
      continue;
    }
    const bytes = await fs.readFile(file);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !type.mime.startsWith('image/')) {
      result.kept.push({ file: entry.name, reason: 'not an image' });
      continue;
    }
    if (await storage.storeAt(entry.name, bytes, { contentType: type.mime })) {
      await fs.unlink(file);
      result.moved += 1;
    } else {
      result.kept.push({ file: entry.name, reason: 'the database holds other bytes under this name' });
    }
  }
  // The folders go when empty; anything left stays for an operator to look at.
  for (const folder of [dir, path.dirname(dir)]) await fs.rmdir(folder).catch(() => undefined);
  return result;
}
