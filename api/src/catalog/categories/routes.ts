// The category calls of docs/api-rules.md, Calls (GET/POST /api/Categories, PUT/DELETE /api/Categories/{id},
// GET /api/Categories/user/{userId}) plus the public GET /api/categories/restaurant/{id}.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryRequest, serverText, CategoryWire, PublicCategoryWire } from '@menu/shared/contract';
import { bearer, idParam, IdParams, ErrorResponse, staffErrors } from '../../http/schemas';
import { recordRoutes } from '../../http/record-routes';
import { PUBLIC_RATE_LIMIT } from '../../plugins/security';
import { updateWithBodyId } from '../common';
import { categoryToPublic, categoryToWire, CategoryUpdateRequest } from './schema';

const tags = ['categories'];

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.categories;
  const guard = app.auth.requirePermission('manage_products');
  const calls = recordRoutes(app, { path: '/categories', tags, guard, item: CategoryWire, toWire: categoryToWire });

  calls.list('Kategoriler (SuperAdmin tümü, diğer roller kendi restoranı)', (principal) => service.list(principal));

  app.get('/categories/user/:userId', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir kullanıcının kategorileri (yalnızca kendisi veya SuperAdmin)',
      params: z.object({ userId: idParam(serverText.invalidUserId) }),
      response: { 200: z.array(CategoryWire), ...staffErrors },
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
      response: { 200: z.array(PublicCategoryWire), 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => (await service.listPublic(request.params.id)).map(categoryToPublic),
  });

  calls.get('Tek kategori', (principal, id) => service.get(principal, id));
  calls.create('Kategori oluştur', CategoryRequest, (principal, values) => service.create(principal, values), {});
  calls.update(
    'Kategoriyi güncelle (gövdede id olabilir; ürünü olan kategori başka restorana taşınamaz: 409)',
    CategoryUpdateRequest,
    updateWithBodyId('categoryId', service.update),
  );
  calls.remove('Kategoriyi sil (bağlı ürün varsa 409)', (principal, id) => service.remove(principal, id), {
    409: ErrorResponse,
  });
};

export default categoryRoutes;
