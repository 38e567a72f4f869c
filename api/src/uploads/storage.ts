// Where uploaded images live: in the database by default (table `images`), so every API instance serves every
// image and a backup of the database is a backup of the images. Another store (object storage) would implement
// the same interface.
//
// Addresses are content-addressed: an upload is stored under '<first 16 hex of its SHA-256>/<name>', so an
// address never changes meaning (served with a year's cache lifetime), the same bytes under the same name are
// stored once, and two different images with one name never overwrite each other.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images } from '../db/schema';
import { ByteLru } from '../lib/byte-lru';

export interface ImageMeta {
  /** The type sniffed from the bytes (uploads/routes.ts IMAGE_TYPES); sniffed here when not given. */
  contentType?: string;
  /** The restaurant the image belongs to (quotas count by it); null for a SuperAdmin's upload without one. */
  restaurantId?: number | null;
  /** The key of the original when this is a resized or re-encoded copy of it (deleted with it). */
  variantOf?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface StoredImage {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
  restaurantId: number | null;
  variantOf: string | null;
  createdAt: Date;
}

export interface ImageStorage {
  /**
   * Stores the bytes under `name` (already cleaned by the spec's name rule) and returns the key: the path below
   * the public prefix (/uploads/menu/<key>). The same bytes under the same name give the same key.
   */
  save(name: string, bytes: Buffer, meta?: ImageMeta): Promise<string>;
  read(key: string): Promise<StoredImage | undefined>;
  /** False when there was nothing under the key. Copies made from it (variantOf) go with it. */
  delete(key: string): Promise<boolean>;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Keys are paths: the hash folder (new uploads) and a name, or a bare name (moved from disk). */
export function isValidImageKey(key: string): boolean {
  return key.length <= 300 && /^(?:[0-9a-f]{16,64}\/)?[^/\\\0]+$/.test(key) && !key.split('/').some((part) => part === '.' || part === '..' || part.startsWith('.'));
}

/** Content-addressed keys never change meaning; a bare name (moved from an older version's disk) is one day. */
export const isImmutableImageKey = (key: string) => key.includes('/');

async function sniff(bytes: Buffer): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
}

/** bytea arrives as a Buffer from node-postgres and as a Uint8Array from PGlite. */
const asBuffer = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

export function createDatabaseImageStorage(db: Database): ImageStorage & {
  /** Stores under exactly `key` unless taken (the move of an older version's files). Returns whether the key now holds these bytes. */
  storeAt(key: string, bytes: Buffer, meta?: ImageMeta): Promise<boolean>;
} {
  async function insert(key: string, bytes: Buffer, sha256: string, meta: ImageMeta): Promise<boolean> {
    const rows = await db
      .insert(images)
      .values({
        key,
        sha256,
        contentType: meta.contentType ?? (await sniff(bytes)),
        size: bytes.length,
        bytes,
        restaurantId: meta.restaurantId ?? null,
        variantOf: meta.variantOf ?? null,
        width: meta.width ?? null,
        height: meta.height ?? null,
      })
      .onConflictDoNothing({ target: images.key })
      .returning({ key: images.key });
    if (rows.length) return true;
    const [existing] = await db.select({ sha256: images.sha256 }).from(images).where(eq(images.key, key));
    return existing?.sha256 === sha256;
  }

  return {
    async save(name, bytes, meta = {}) {
      const sha256 = sha256Of(bytes);
      // Sixteen hex digits (64 bits) keep addresses short; should two images ever share them, the full hash decides.
      for (const key of [`${sha256.slice(0, 16)}/${name}`, `${sha256}/${name}`]) {
        if (await insert(key, bytes, sha256, meta)) return key;
      }
      throw new Error(`no free key for ${name}`);
    },

    async read(key) {
      if (!isValidImageKey(key)) return undefined;
      const [row] = await db.select().from(images).where(eq(images.key, key));
      if (!row) return undefined;
      return {
        key: row.key,
        contentType: row.contentType,
        size: row.size,
        sha256: row.sha256,
        bytes: asBuffer(row.bytes),
        restaurantId: row.restaurantId,
        variantOf: row.variantOf,
        createdAt: row.createdAt,
      };
    },

    async delete(key) {
      const rows = await db.delete(images).where(eq(images.key, key)).returning({ key: images.key });
      return rows.length > 0;
    },

    storeAt: (key, bytes, meta = {}) => insert(key, bytes, sha256Of(bytes), meta),
  };
}

/**
 * Keeps recently served images in memory (bounded in bytes): a content-addressed image never changes, so a
 * copy is always right. A bare-name image deleted elsewhere may be served from here until it is pushed out;
 * nothing refers to a deleted image any more.
 */
export function cachedImageReader(storage: ImageStorage, maxBytes: number) {
  const cache = new ByteLru<string, StoredImage>(maxBytes);
  let hits = 0;
  let misses = 0;
  return {
    async read(key: string): Promise<StoredImage | undefined> {
      const cached = cache.get(key);
      if (cached) {
        hits += 1;
        return cached;
      }
      misses += 1;
      const image = await storage.read(key);
      if (image) cache.set(key, image, image.size + 512);
      return image;
    },
    forget(key: string): void {
      cache.delete(key);
    },
    stats: () => ({ ...cache.stats(), hits, misses }),
  };
}
