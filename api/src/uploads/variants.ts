// Responsive copies of uploaded photos. A phone photo is 1600×1200 and 300–600 KB; the menu
// shows it in a 96–112 px square. Each uploaded raster image gets, made with sharp:
// - square crops (the salient part, sharp's 'attention' strategy) at THUMB_SIZES pixels, each as AVIF, WebP and
//   JPEG: the menu's <picture> offers them with srcset/sizes and the browser takes the smallest that is sharp on
//   its screen (a 1.75× phone: the 224 px AVIF, about 5–10 KB instead of 450 KB);
// - a 12 px copy (WebP, about a hundred bytes), from which the menu's placeholder is taken: a gradient of the
//   photo's colours drawn behind the image while it loads.
// They are rows of the images table with `variant_of` = the original (deleted with it by the foreign key, never
// counted in the quota), under the original's key plus a suffix, so their addresses are as immutable as its own.
// They are made when the image is uploaded, and for images uploaded before this existed by the cluster job
// below. The original keeps its width and height (0 × 0 when sharp cannot read it: it is not tried again).
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, products, restaurants } from '../db/schema';
import type { ClusterJob } from '../jobs/cluster-jobs';
import { thumbUrl, type PublicMenuImageSet, type ThumbFormat } from '@menu/shared/menu';
import { UPLOADS_PREFIX } from './storage';

/** Square sizes in pixels: 1×, 2× and 3× of the menu's 112 px image (its 96 px card image takes the same). */
export const THUMB_SIZES = [112, 224, 336] as const;
export const THUMB_FORMATS: readonly ThumbFormat[] = ['avif', 'webp', 'jpeg'];
const CONTENT_TYPES: Record<ThumbFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
/** What is made into copies; GIFs (perhaps animated) are served as they are. */
const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const PLACEHOLDER_SIZE = 12;

/** Where a square copy of `key` lives: the menu's own rule (`thumbUrl`), so the two cannot disagree. */
export const thumbKey = (key: string, size: number, format: ThumbFormat) => thumbUrl(key, size, format);
export const placeholderKey = (key: string) => `${key}.ph.webp`;

export interface ImageCopies {
  width: number;
  height: number;
  copies: Array<{ key: string; bytes: Buffer; contentType: string; width: number; height: number }>;
}

/** Makes the copies of one image; null when sharp cannot read it. */
export async function makeCopies(key: string, bytes: Buffer): Promise<ImageCopies | null> {
  const { default: sharp } = await import('sharp');
  let source;
  try {
    // Phones record the orientation in EXIF: rotate() applies it, and the copies keep no metadata.
    source = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const meta = await source.metadata();
    if (!meta.width || !meta.height) return null;
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    const copies: ImageCopies['copies'] = [];
    for (const size of THUMB_SIZES) {
      const square = source.clone().resize(size, size, { fit: 'cover', position: sharp.strategy.attention });
      for (const format of THUMB_FORMATS) {
        const encoded =
          format === 'avif'
            ? square.clone().avif({ quality: 50, effort: 3 })
            : format === 'webp'
              ? square.clone().webp({ quality: 70, effort: 4 })
              : square.clone().jpeg({ quality: 72, mozjpeg: true });
        copies.push({
          key: thumbKey(key, size, format),
          bytes: await encoded.toBuffer(),
          contentType: CONTENT_TYPES[format],
          width: size,
          height: size,
        });
      }
    }
    const placeholder = await source
      .clone()
      .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 40 })
      .toBuffer();
    copies.push({
      key: placeholderKey(key),
      bytes: placeholder,
      contentType: 'image/webp',
      width: PLACEHOLDER_SIZE,
      height: PLACEHOLDER_SIZE,
    });
    return { width, height, copies };
  } catch {
    return null;
  }
}

/**
 * Makes and stores the copies of the original under `key` unless it has them (its width is set). Returns whether
 * copies were made. Safe on several instances at once: the copies are inserted once, the rest do nothing.
 */
export async function ensureCopies(db: Database, key: string, bytes?: Buffer): Promise<boolean> {
  const [row] = await db
    .select({ width: images.width, contentType: images.contentType })
    .from(images)
    .where(and(eq(images.key, key), isNull(images.variantOf)));
  if (!row || row.width != null) return false;
  if (!RASTER_TYPES.includes(row.contentType)) {
    await db.update(images).set({ width: 0, height: 0 }).where(eq(images.key, key));
    return false;
  }
  let source = bytes;
  if (!source) {
    const [stored] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.key, key));
    if (!stored) return false;
    source = Buffer.from(stored.bytes);
  }
  const made = await makeCopies(key, source);
  await db.transaction(async (tx) => {
    if (made) {
      for (const copy of made.copies) {
        await tx
          .insert(images)
          .values({
            key: copy.key,
            sha256: createHash('sha256').update(copy.bytes).digest('hex'),
            contentType: copy.contentType,
            size: copy.bytes.length,
            bytes: copy.bytes,
            variantOf: key,
            width: copy.width,
            height: copy.height,
          })
          .onConflictDoNothing();
      }
    }
    await tx
      .update(images)
      .set({ width: made?.width ?? 0, height: made?.height ?? 0 })
      .where(eq(images.key, key));
  });
  return made !== null;
}

export type ImageSetInfo = Omit<PublicMenuImageSet, 'base'>;

/** What the menu needs to offer the copies of these originals (those that have them). */
export async function imageSets(db: Database, keys: string[]): Promise<Map<string, ImageSetInfo>> {
  const out = new Map<string, ImageSetInfo>();
  if (!keys.length) return out;
  const rows = await db
    .select({
      key: images.key,
      variantOf: images.variantOf,
      width: images.width,
      bytes: sql<Uint8Array | null>`case when ${images.key} like '%.ph.webp' then ${images.bytes} end`,
    })
    .from(images)
    .where(or(inArray(images.key, keys), inArray(images.variantOf, keys)));
  const withCopies = new Set(rows.filter((r) => r.variantOf === null && (r.width ?? 0) > 0).map((r) => r.key));
  const thumbs = new Map<string, number>();
  for (const row of rows)
    if (row.variantOf && withCopies.has(row.variantOf)) thumbs.set(row.variantOf, (thumbs.get(row.variantOf) ?? 0) + 1);
  for (const key of withCopies) {
    // All of them, or the menu offers none (a copy missing would be a broken image).
    if ((thumbs.get(key) ?? 0) < THUMB_SIZES.length * THUMB_FORMATS.length + 1) continue;
    const ph = rows.find((r) => r.key === placeholderKey(key))?.bytes;
    out.set(key, { sizes: [...THUMB_SIZES], placeholder: ph ? await placeholderGradient(Buffer.from(ph)) : null });
  }
  return out;
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * The placeholder as the menu draws it: a gradient from the photo's top-left to its bottom-right colour (from the
 * 12 px copy), a CSS background a few dozen bytes long. A data: URL image would cost ten times the bytes in the
 * page (twice: in the HTML and in its embedded data) and an image decode each.
 */
async function placeholderGradient(webp: Buffer): Promise<string | null> {
  const { default: sharp } = await import('sharp');
  try {
    const px = await sharp(webp).resize(2, 2, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    return `linear-gradient(135deg,${hex(px[0], px[1], px[2])},${hex(px[9], px[10], px[11])})`;
  } catch {
    return null;
  }
}

/** Restaurants whose products or logo refer to one of these images (their menus change when copies appear). */
async function restaurantsReferencing(db: Database, keys: string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const key of keys) {
    const pattern = `%${UPLOADS_PREFIX}/%${key.split('/').pop()}%`;
    const rows = await db
      .select({ id: products.restaurantId })
      .from(products)
      .where(like(products.image, pattern))
      .union(db.select({ id: restaurants.id }).from(restaurants).where(like(restaurants.logo, pattern)));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/**
 * Makes the copies of images uploaded before copies existed (or whose copies failed), a batch at a time, once per
 * cluster; the menus that show them are announced changed.
 */
export function imageCopiesJob(
  db: Database,
  announce: (restaurantIds: number[]) => Promise<void>,
  batch = 20,
): ClusterJob {
  return {
    name: 'image-copies',
    everyMs: 10 * 60 * 1000,
    async run() {
      const pending = await db
        .select({ key: images.key })
        .from(images)
        .where(and(isNull(images.variantOf), isNull(images.width)))
        .limit(batch);
      const made: string[] = [];
      for (const { key } of pending) if (await ensureCopies(db, key)) made.push(key);
      if (made.length) await announce(await restaurantsReferencing(db, made));
      return pending.length ? `${made.length} of ${pending.length} images given responsive copies` : undefined;
    },
  };
}
