// GET /uploads/menu/{key}: uploaded images, from the database through a small in-memory cache, with the type
// sniffed when they were stored. Content-addressed keys are cached by browsers and CDNs for a year
// (immutable); names moved from an older version's disk for a day, as before. Before the first request, the
// files an older version left in DATA_DIR/uploads/menu are moved into the database (legacy-move.ts).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFoundError, sendError } from '../plugins/error-handler';
import { etagMatches } from '../public-menus/routes';
import { moveLegacyUploads } from './legacy-move';
import {
  cachedImageReader,
  isImmutableImageKey,
  isValidImageKey,
  UPLOADS_PREFIX,
  type ImageMeta,
  type ImageStorage,
} from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where images are saved, read and deleted (uploads, product images, and later their resized copies). */
    imageStorage: ImageStorage;
  }
}

/** Each instance keeps this many bytes of recently served images in memory. */
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

type Storage = ImageStorage & { storeAt?(key: string, bytes: Buffer, meta?: ImageMeta): Promise<boolean> };

export default async function uploadServing(app: FastifyInstance, options: { storage: Storage; legacyDir: string }) {
  const reader = cachedImageReader(options.storage, IMAGE_CACHE_BYTES);
  // A deleted image (an owner removed a photo, the clean-up took it) stops being served at once on every
  // instance: the storage's deletions are announced on the change bus, and each instance drops the keys.
  const offDeleted = options.storage.onDeleted?.((keys) => void app.changes.publishDeletedImages(keys));
  const unsubscribe = app.changes.subscribe((event) => {
    if (event.kind === 'images') reader.forget(event.keys);
    else if (event.kind === 'all') reader.clear();
  });
  app.addHook('onClose', async () => {
    offDeleted?.();
    unsubscribe();
  });

  const { storeAt } = options.storage;
  const moved = storeAt
    ? await moveLegacyUploads(options.legacyDir, { storeAt: storeAt.bind(options.storage) })
    : { moved: 0, kept: [] };
  if (moved.moved || moved.kept.length) {
    app.log.info(`uploads: ${moved.moved} files moved from ${options.legacyDir} into the database`);
    for (const { file, reason } of moved.kept)
      app.log.warn(`uploads: ${path.join(options.legacyDir, file)} left on disk: ${reason}`);
  }

  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}/*`, {
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const image = isValidImageKey(key) ? await reader.read(key) : undefined;
      if (!image) return sendError(reply, notFoundError(request));
      const etag = `"${image.sha256.slice(0, 32)}"`;
      reply
        .header('etag', etag)
        .header('cache-control', isImmutableImageKey(image.key) ? IMMUTABLE : ONE_DAY)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  });
}
