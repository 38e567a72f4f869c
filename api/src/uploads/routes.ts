// POST /api/uploads/images: staff upload an image (checked by its bytes, at most 5 MB) and get its path.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText, UploadedImageWire } from '@menu/shared/contract';
import { createError, fieldError, MAX_UPLOAD_BYTES } from '../errors';
import { ErrorResponse, FilePart, handlerReadsBody } from '../http/schemas';
import { ensureCopies } from './variants';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = app.imageUploads;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldNameSize: 100 },
  });

  app.post('/uploads/images', {
    onRequest: app.auth.requirePermission('manage_products', 'manage_own_restaurant'),
    validatorCompiler: handlerReadsBody as never,
    schema: {
      tags: ['uploads'],
      summary: "Görsel yükle (multipart, alan adı 'file'; JPEG, PNG, WebP, GIF, AVIF; en fazla 5 MB)",
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      body: z.object({ file: FilePart }),
      response: {
        201: UploadedImageWire,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        413: ErrorResponse,
        415: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw createError('UNSUPPORTED_MEDIA_TYPE', 'Görsel multipart/form-data olarak gönderilmelidir');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw fieldError('file', 'Lütfen bir görsel dosyası seçin');
      }
      const bytes = await file.toBuffer();
      if (bytes.length === 0) throw fieldError('file', serverText.emptyFile);
      const { name, path } = await uploads.store(file.filename, bytes, request.principal!.restaurantId);
      // The menu's responsive copies, before the form that uses the image is saved (a failure leaves the image
      // without them; the image-copies job tries again).
      await ensureCopies(app.db, name, bytes).catch((error) =>
        request.log.warn({ err: error, key: name }, 'image copies failed'),
      );
      return reply.code(201).send({ path });
    },
  });
};

export default uploadRoutes;
