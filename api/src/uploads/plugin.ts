// Image storage and the upload rules, decorated once: `app.imageStorage` (where images are kept) and
// `app.imageUploads` (what an upload may be, used by the upload route and the product form), with the jobs that
// tidy them (unused images, resized copies).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImageUploads, type ImageUploads } from './service';
import { createDatabaseImageStorage, imageCleanupJob, UPLOADS_PREFIX, type ImageStorage } from './storage';
import { imageCopiesJob } from './variants';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload rules over the image storage (uploads/service.ts). */
    imageUploads: ImageUploads;
  }
}

export default fp<{ storage?: ImageStorage }>(
  async function uploadsPlugin(app: FastifyInstance, options) {
    const storage =
      options.storage ??
      createDatabaseImageStorage(app.db, {
        count: app.config.imageQuotaCount,
        bytes: app.config.imageQuotaMb * 1024 * 1024,
      });
    app.decorate('imageStorage', storage);
    app.decorate('imageUploads', createImageUploads(storage, UPLOADS_PREFIX));
    app.jobs.schedule(imageCleanupJob(storage));
    app.jobs.schedule(imageCopiesJob(app.db, (restaurantIds) => app.changes.publish(restaurantIds)));
  },
  { name: 'uploads', dependencies: ['database', 'jobs', 'changes'] },
);
