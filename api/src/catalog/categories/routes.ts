// The category calls of docs/api-rules.md, Calls (GET/POST /api/Categories, PUT/DELETE /api/Categories/{id},
// GET /api/Categories/user/{userId}) plus the public GET /api/categories/restaurant/{id}.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryRequest, serverText } from '@menu/shared/contract';
import { ErrorResponse, idParam, IdParams } from '../../http/schemas';
import { PUBLIC_RATE_LIMIT } from '../../plugins/security';
import { assertBodyId } from '../common';
import {
  categoryToPublic,
  categoryToWire,
  CategoryResponse,
  CategoryUpdateRequest,
  PublicCategoryResponse,
} from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['categories'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.categories;
  const guard = app.auth.requirePermission('manage_products');

  app.get('/categories', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Kategoriler (SuperAdmin tümü, diğer roller kendi restoranı)',
      response: { 200: z.array(CategoryResponse), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(categoryToWire),
  });

  app.get('/categories/user/:userId', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir kullanıcının kategorileri (yalnızca kendisi veya SuperAdmin)',
      params: z.object({ userId: idParam(serverText.invalidUserId) }),
      response: { 200: z.array(CategoryResponse), ...errors },
    },
    handler: async (request) =>
      (await service.listForUser(request.principal!, request.params.userId)).map(categoryToWire),
  });

  app.get('/categories/restaurant/:id', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags,
      summary: 'Herkese açık: aktif restoranın aktif kategorileri',
      params: IdParams,
      response: { 200: z.array(PublicCategoryResponse), 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => (await service.listPublic(request.params.id)).map(categoryToPublic),
  });

  app.get('/categories/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Tek kategori',
      params: IdParams,
      response: { 200: CategoryResponse, ...errors },
    },
    handler: async (request) => categoryToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/categories', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Kategori oluştur',
      body: CategoryRequest,
      response: { 201: CategoryResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(categoryToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/categories/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Kategoriyi güncelle (gövdede id olabilir; ürünü olan kategori başka restorana taşınamaz: 409)',
      params: IdParams,
      body: CategoryUpdateRequest,
      response: { 200: CategoryResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request) => {
      const { id, categoryId, ...values } = request.body;
      assertBodyId(request.params.id, id, categoryId);
      return categoryToWire(await service.update(request.principal!, request.params.id, values));
    },
  });

  app.delete('/categories/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Kategoriyi sil (bağlı ürün varsa 409)',
      params: IdParams,
      response: { 204: z.null(), 409: ErrorResponse, ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default categoryRoutes;
