// Where uploaded images live. Local disk now; object storage implements the same interface later.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ImageStorage {
  /**
   * Stores the bytes under `name` (already cleaned by the name rule). A name taken by other bytes gets
   * -2, -3 ... before the extension; the same bytes reuse the existing name. Returns the stored name.
   */
  save(name: string, bytes: Buffer): Promise<string>;
}

function variant(name: string, n: number): string {
  if (n === 1) return name;
  const dot = name.lastIndexOf('.');
  return dot === -1 ? `${name}-${n}` : `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function createLocalImageStorage(dir: string): ImageStorage {
  return {
    async save(name, bytes) {
      await fs.mkdir(dir, { recursive: true });
      // Written to a temporary file first, then hard-linked into place: the link fails if the name exists,
      // so two uploads can never overwrite each other and nobody sees a half-written file.
      const temp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}`);
      await fs.writeFile(temp, bytes);
      const wanted = digest(bytes);
      try {
        for (let n = 1; n <= 10_000; n++) {
          const candidate = variant(name, n);
          const target = path.join(dir, candidate);
          try {
            await fs.link(temp, target);
            return candidate;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
            const existing = await fs.readFile(target).catch(() => null);
            if (existing && existing.length === bytes.length && digest(existing) === wanted) return candidate;
          }
        }
        throw new Error(`no free file name for ${name}`);
      } finally {
        await fs.unlink(temp).catch(() => undefined);
      }
    },
  };
}
