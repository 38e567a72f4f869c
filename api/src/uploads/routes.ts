// POST /api/uploads/images: staff upload an image (checked by its bytes, at most 5 MB) and get its path.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageFileName } from '@menu/shared/contract';
import { createError, MAX_UPLOAD_BYTES } from '../errors';
import { ErrorResponse, FilePart, handlerReadsBody } from '../http/schemas';
import type { ImageStorage } from './storage';
import { ensureCopies } from './variants';

/** Accepted image types (sniffed from the bytes) and the extensions each may carry. */
export const IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
};

/** The SPEC's name rule, with the extension corrected when it does not match the real type. */
export function storedImageName(originalName: string, mime: string): string {
  const name = imageFileName(originalName || 'gorsel');
  const allowed = IMAGE_TYPES[mime];
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1);
  if (allowed.includes(ext)) return name;
  return `${dot === -1 ? name : name.slice(0, dot)}.${allowed[0]}`;
}

const UploadResponse = z.object({ path: z.string() }).meta({ id: 'UploadedImage' });

const uploadRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage; publicPrefix: string }> = async (app, { storage, publicPrefix }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldNameSize: 100 } });
  const { fileTypeFromBuffer } = await import('file-type');

  app.post('/uploads/images', {
    onRequest: app.auth.requirePermission('manage_products', 'manage_own_restaurant'),
    validatorCompiler: handlerReadsBody as never,
    schema: {
      tags: ['uploads'],
      summary: "Görsel yükle (multipart, alan adı 'file'; JPEG, PNG, WebP, GIF, AVIF; en fazla 5 MB)",
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      body: z.object({ file: FilePart }),
      response: { 201: UploadResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw createError('UNSUPPORTED_MEDIA_TYPE', 'Görsel multipart/form-data olarak gönderilmelidir');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw createError('VALIDATION', 'Lütfen bir görsel dosyası seçin', { errors: { file: ['Lütfen bir görsel dosyası seçin'] } });
      }
      const bytes = await file.toBuffer();
      if (bytes.length === 0) throw createError('VALIDATION', 'Dosya boş', { errors: { file: ['Dosya boş'] } });
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES[type.mime]) throw createError('UNSUPPORTED_IMAGE');
      const name = await storage.save(storedImageName(file.filename, type.mime), bytes, { contentType: type.mime, restaurantId: request.principal!.restaurantId });
      // The menu's responsive copies, before the form that uses the image is saved (a failure leaves the image
      // without them; the image-copies job tries again).
      await ensureCopies(app.db, name, bytes).catch((error) => request.log.warn({ err: error, key: name }, 'image copies failed'));
      return reply.code(201).send({ path: `${publicPrefix}/${name}` });
    },
  });
};

export default uploadRoutes;
