// Where uploaded images live: in the database by default (table `images`), so every API instance serves every
// image and a backup of the database is a backup of the images. Another store (object storage) would implement
// the same interface.
//
// Addresses are content-addressed: an upload is stored under '<first 16 hex of its SHA-256>/<name>', so an
// address never changes meaning (served with a year's cache lifetime), the same bytes under the same name are
// stored once, and two different images with one name never overwrite each other.
//
// Quotas and clean-up: each restaurant holds at most IMAGE_QUOTA_COUNT originals and
// IMAGE_QUOTA_MB of them (checked under a per-restaurant advisory lock, so two instances cannot both pass the
// last place); an image no product or restaurant refers to any more is deleted when the reference goes
// (`release`), and what is left over (an upload whose form was never saved) by the hourly clean-up and
// `npm run images:cleanup` (`collect`), each after a grace period so an upload in progress is never taken.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ClusterJob } from '../jobs/cluster-jobs';
import { images, products, restaurants } from '../db/schema';
import { createError } from '../errors';
import { ByteLru } from '../lib/byte-lru';

/** Where uploaded images are served (and how stored references to them begin). */
export const UPLOADS_PREFIX = '/uploads/menu';

export interface ImageQuota {
  /** Originals per restaurant (copies made from them are not counted). */
  count: number;
  /** Bytes of originals per restaurant. */
  bytes: number;
}

export const DEFAULT_IMAGE_QUOTA: ImageQuota = { count: 500, bytes: 200 * 1024 * 1024 };
/** An image uploaded or uploaded again this recently is never deleted by a released reference (a save in flight may take it). */
export const RELEASE_GRACE_MS = 2 * 60 * 1000;
/** Unreferenced images younger than this stay (a form may be open with the upload): the clean-up's default. */
export const COLLECT_GRACE_MS = 24 * 60 * 60 * 1000;

export interface ImageMeta {
  /** The type sniffed from the bytes (uploads/service.ts IMAGE_TYPES); sniffed here when not given. */
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
  /**
   * References that were just dropped (a product's or restaurant's old image values): each uploaded image among
   * them that nothing refers to any more is deleted. Returns how many went. Never fails: the save that dropped
   * the references is done either way, and an image left behind is the hourly clean-up's.
   */
  release(references: Array<string | null | undefined>): Promise<number>;
  /** Deletes every uploaded image nothing refers to, uploaded more than `graceMs` ago. */
  collect(graceMs?: number, options?: { dryRun?: boolean }): Promise<{ count: number; bytes: number; keys: string[] }>;
  /** The restaurant an image (or, for a copy, its original) belongs to; undefined when there is no such image. */
  ownerOf?(key: string): Promise<{ restaurantId: number | null } | undefined>;
  /** Hears the keys of originals deleted by this storage (after the delete committed); returns the unsubscribe. */
  onDeleted?(listener: (keys: string[]) => void): () => void;
}

/**
 * The image key a stored reference points at ('/uploads/menu/<key>', possibly on an absolute URL, percent-encoded
 * or with a query), or null for anything else (an external URL).
 */
export function imageKeyOf(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const at = reference.indexOf(`${UPLOADS_PREFIX}/`);
  if (at === -1) return null;
  let key = reference.slice(at + UPLOADS_PREFIX.length + 1).replace(/[?#].*$/s, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    return null;
  }
  return isValidImageKey(key) ? key : null;
}

/** Every image key a product or restaurant refers to. */
async function referencedKeys(db: Database, like?: string): Promise<Set<string>> {
  const pattern = `%${like ?? UPLOADS_PREFIX}%`;
  const rows = await db.execute(sql`
    select image as ref from ${products} where image like ${pattern}
    union all select logo from ${restaurants} where logo like ${pattern}
    union all select background_image from ${restaurants} where background_image like ${pattern}`);
  const refs = ((rows as unknown as { rows?: Array<{ ref: string }> }).rows ?? []).map((r) => imageKeyOf(r.ref));
  return new Set(refs.filter((k): k is string => k !== null));
}

/**
 * The restaurant an uploaded image (for a responsive copy, its original) belongs to; undefined when there is no
 * such image. Takes the connection to ask on, so a caller inside a transaction asks within it.
 */
export async function imageOwner(db: Database, key: string): Promise<{ restaurantId: number | null } | undefined> {
  if (!isValidImageKey(key)) return undefined;
  const [row] = await db
    .select({ restaurantId: images.restaurantId, variantOf: images.variantOf })
    .from(images)
    .where(eq(images.key, key));
  if (!row) return undefined;
  if (!row.variantOf) return { restaurantId: row.restaurantId };
  const [original] = await db
    .select({ restaurantId: images.restaurantId })
    .from(images)
    .where(eq(images.key, row.variantOf));
  return { restaurantId: original?.restaurantId ?? row.restaurantId };
}

/** The first key of pg_advisory_xact_lock(int, int) for a restaurant's image quota (the second is its id). */
const IMAGE_QUOTA_LOCK = 0x1a6e;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Keys are paths: the hash folder (new uploads) and a name, or a bare name (moved from disk). */
export function isValidImageKey(key: string): boolean {
  return (
    key.length <= 300 &&
    /^(?:[0-9a-f]{16,64}\/)?[^/\\\0]+$/.test(key) &&
    !key.split('/').some((part) => part === '.' || part === '..' || part.startsWith('.'))
  );
}

/** Content-addressed keys never change meaning; a bare name (moved from an older version's disk) is one day. */
export const isImmutableImageKey = (key: string) => key.includes('/');

async function sniff(bytes: Buffer): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
}

/** bytea arrives as a Buffer from node-postgres and as a Uint8Array from PGlite. */
const asBuffer = (value: Uint8Array) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** Stores bytes under `key` unless another image holds it; whether the key now holds these bytes. */
async function insertImage(
  conn: Database,
  key: string,
  bytes: Buffer,
  sha256: string,
  meta: ImageMeta,
): Promise<boolean> {
  const rows = await conn
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
    // The same bytes under the same name again: the row is touched, so a release in flight leaves it.
    .onConflictDoUpdate({ target: images.key, set: { createdAt: sql`now()` }, setWhere: eq(images.sha256, sha256) })
    .returning({ key: images.key });
  return rows.length > 0;
}

/** Refuses (413) an upload that would take the restaurant past its quota; run under the restaurant's lock. */
async function checkQuota(tx: Database, quota: ImageQuota, restaurantId: number, size: number): Promise<void> {
  const [used] = await tx
    .select({ count: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${images.size}), 0)::bigint` })
    .from(images)
    .where(and(eq(images.restaurantId, restaurantId), isNull(images.variantOf)));
  const mb = (n: number) => Math.round(n / (1024 * 1024));
  if (Number(used.count) + 1 > quota.count) {
    throw createError(
      'IMAGE_QUOTA_EXCEEDED',
      `Bu restoranın görsel kotası doldu: en fazla ${quota.count} görsel yüklenebilir. Kullanılmayan görselleri kaldırıp tekrar deneyin.`,
    );
  }
  if (Number(used.bytes) + size > quota.bytes) {
    throw createError(
      'IMAGE_QUOTA_EXCEEDED',
      `Bu restoranın görsel kotası doldu: görseller en fazla ${mb(quota.bytes)} MB yer kaplayabilir (şu an ${mb(Number(used.bytes))} MB). Kullanılmayan görselleri kaldırıp tekrar deneyin.`,
    );
  }
}

/** Stores bytes under their hash's short folder (the full hash should the short one be taken); the key. */
async function saveKeyed(
  conn: Database,
  name: string,
  bytes: Buffer,
  sha256: string,
  meta: ImageMeta,
): Promise<string> {
  // Sixteen hex digits (64 bits) keep addresses short; should two images ever share them, the full hash decides.
  for (const key of [`${sha256.slice(0, 16)}/${name}`, `${sha256}/${name}`]) {
    if (await insertImage(conn, key, bytes, sha256, meta)) return key;
  }
  throw new Error(`no free key for ${name}`);
}

export function createDatabaseImageStorage(
  db: Database,
  quota: ImageQuota = DEFAULT_IMAGE_QUOTA,
): ImageStorage & {
  /** Stores under exactly `key` unless taken (the move of an older version's files). Returns whether the key now holds these bytes. */
  storeAt(key: string, bytes: Buffer, meta?: ImageMeta): Promise<boolean>;
} {
  const deletedListeners = new Set<(keys: string[]) => void>();
  const deleted = (keys: string[]) => {
    if (keys.length) for (const listener of deletedListeners) listener(keys);
  };

  async function deleteUnreferenced(candidates: string[], graceMs: number, dryRun = false) {
    if (candidates.length === 0) return { count: 0, bytes: 0, keys: [] as string[] };
    const cutoff = new Date(Date.now() - graceMs);
    const old = await db
      .select({ key: images.key, size: images.size })
      .from(images)
      .where(and(inArray(images.key, candidates), isNull(images.variantOf), lt(images.createdAt, cutoff)));
    if (old.length === 0) return { count: 0, bytes: 0, keys: [] as string[] };
    // Narrowed by the hash folder when there is one key: a save's release reads a handful of rows.
    const referenced = await referencedKeys(
      db,
      old.length === 1 && old[0].key.includes('/') ? old[0].key.split('/')[0] : undefined,
    );
    const gone = old.filter((row) => !referenced.has(row.key));
    if (gone.length && !dryRun) {
      const removed = await db
        .delete(images)
        .where(
          and(
            inArray(
              images.key,
              gone.map((g) => g.key),
            ),
            lt(images.createdAt, cutoff),
          ),
        )
        .returning({ key: images.key });
      deleted(removed.map((r) => r.key));
    }
    return { count: gone.length, bytes: gone.reduce((sum, g) => sum + g.size, 0), keys: gone.map((g) => g.key) };
  }

  return {
    async save(name, bytes, meta = {}) {
      const sha256 = sha256Of(bytes);
      const restaurantId = meta.restaurantId;
      if (restaurantId == null || meta.variantOf) return saveKeyed(db, name, bytes, sha256, meta);
      const [same] = await db
        .select({ key: images.key })
        .from(images)
        .where(eq(images.key, `${sha256.slice(0, 16)}/${name}`));
      if (same) return saveKeyed(db, name, bytes, sha256, meta); // already stored: takes no more room
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMAGE_QUOTA_LOCK}, ${restaurantId})`);
        await checkQuota(tx as unknown as Database, quota, restaurantId, bytes.length);
        return saveKeyed(tx as unknown as Database, name, bytes, sha256, meta);
      });
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
      deleted(rows.map((r) => r.key));
      return rows.length > 0;
    },

    async release(references) {
      const keys = [...new Set(references.map(imageKeyOf).filter((k): k is string => k !== null))];
      return deleteUnreferenced(keys, RELEASE_GRACE_MS).then(
        (gone) => gone.count,
        () => 0,
      );
    },

    async collect(graceMs = COLLECT_GRACE_MS, options = {}) {
      const rows = await db
        .select({ key: images.key })
        .from(images)
        .where(and(isNull(images.variantOf), lt(images.createdAt, new Date(Date.now() - graceMs))));
      const total = { count: 0, bytes: 0, keys: [] as string[] };
      for (let i = 0; i < rows.length; i += 1000) {
        const part = await deleteUnreferenced(
          rows.slice(i, i + 1000).map((r) => r.key),
          graceMs,
          options.dryRun,
        );
        total.count += part.count;
        total.bytes += part.bytes;
        total.keys.push(...part.keys);
      }
      return total;
    },

    storeAt: (key, bytes, meta = {}) => insertImage(db, key, bytes, sha256Of(bytes), meta),
    ownerOf: (key) => imageOwner(db, key),
    onDeleted(listener) {
      deletedListeners.add(listener);
      return () => void deletedListeners.delete(listener);
    },
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
    /** Drops deleted originals and their responsive copies (rows whose variantOf is one of them). */
    forget(keys: string[]): void {
      const gone = new Set(keys);
      for (const [key, image] of cache.entries())
        if (gone.has(key) || (image.variantOf && gone.has(image.variantOf))) cache.delete(key);
    },
    clear: () => cache.clear(),
    stats: () => ({ ...cache.stats(), hits, misses }),
  };
}

/** The hourly clean-up of images nothing refers to (once per cluster). */
export function imageCleanupJob(storage: ImageStorage, graceMs = COLLECT_GRACE_MS): ClusterJob {
  return {
    name: 'image-cleanup',
    everyMs: 60 * 60 * 1000,
    async run() {
      const { count, bytes } = await storage.collect(graceMs);
      return count > 0 ? `${count} unreferenced images removed (${(bytes / (1024 * 1024)).toFixed(1)} MB)` : undefined;
    },
  };
}
