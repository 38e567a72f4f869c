// The image upload service: what an uploaded image may be (sniffed from its bytes), the name it is stored
// under, storing it and releasing it. The upload route and the product form (an image sent with the product)
// both go through it, so the rules live here once.
import { imageFileName } from '@menu/shared/contract';
import { createError } from '../errors';
import type { ImageStorage } from './storage';
import { assertOwnImages, type ImageOwners } from './ownership';

/** Accepted image types (sniffed from the bytes) and the extensions each may carry. */
export const IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
};

/** The image name rule (docs/screens.md, Products), with the extension corrected when it does not match the real type. */
export function storedImageName(originalName: string, mime: string): string {
  const name = imageFileName(originalName || 'gorsel');
  const allowed = IMAGE_TYPES[mime];
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1);
  if (allowed.includes(ext)) return name;
  return `${dot === -1 ? name : name.slice(0, dot)}.${allowed[0]}`;
}

/** The image type read from the bytes, or null for anything but JPEG, PNG, WebP, GIF or AVIF. */
export async function sniffImage(bytes: Buffer): Promise<string | null> {
  // file-type is ESM only: loaded when first needed.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  return type && IMAGE_TYPES[type.mime] ? type.mime : null;
}

export interface StoredImage {
  /** The storage key. */
  name: string;
  /** The address the image is served at (what a record's image field holds). */
  path: string;
}

/** The storage's owner lookup; a storage without one (tests' in-memory doubles) knows no uploads. */
export const ownersOf = (storage: ImageStorage): ImageOwners => ({
  ownerOf: (key) => storage.ownerOf?.(key) ?? Promise.resolve(undefined),
});

export type ImageUploads = ReturnType<typeof createImageUploads>;

export function createImageUploads(storage: ImageStorage, publicPrefix: string) {
  /** Throws the 415 unless the bytes are an accepted image. */
  async function check(bytes: Buffer): Promise<string> {
    const mime = await sniffImage(bytes);
    if (!mime) throw createError('UNSUPPORTED_IMAGE');
    return mime;
  }
  return {
    sniff: sniffImage,
    check,
    /** Checks and stores an image for a restaurant (null: the caller's, a SuperAdmin without one). */
    async store(fileName: string, bytes: Buffer, restaurantId: number | null): Promise<StoredImage> {
      const mime = await check(bytes);
      const name = await storage.save(storedImageName(fileName, mime), bytes, { contentType: mime, restaurantId });
      return { name, path: `${publicPrefix}/${name}` };
    },
    release: (references: Array<string | null | undefined>) => storage.release(references),
    /** 400 unless every reference may be shown on a record of `restaurantId` (ownership.ts). */
    assertOwned: (restaurantId: number, references: Record<string, string | null | undefined>) =>
      assertOwnImages(ownersOf(storage), restaurantId, references),
  };
}
