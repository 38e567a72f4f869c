// The restaurant calls of docs/api-rules.md, Calls.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RestaurantRequest, serverText, PublicRestaurantWire, RestaurantWire } from '@menu/shared/contract';
import { createError } from '../errors';
import { bearer, idParam, IdParams, ErrorResponse, staffErrors } from '../http/schemas';
import { PUBLIC_RATE_LIMIT } from '../plugins/security';
import { RestaurantUpdateRequest, restaurantToWire } from './schema';

const tags = ['restaurants'];

const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.restaurants;

  app.get('/restaurants/by-role', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags,
      security: bearer,
      summary: 'SuperAdmin tüm restoranları, diğer roller kendi restoranını görür',
      response: { 200: z.array(RestaurantWire), ...staffErrors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(restaurantToWire),
  });

  app.get('/restaurants', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags,
      security: bearer,
      summary: 'Restoran listesi (rol kapsamında)',
      response: { 200: z.array(RestaurantWire), ...staffErrors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(restaurantToWire),
  });

  app.get('/restaurants/user/:userId', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir kullanıcının restoranları (yalnızca kendisi veya SuperAdmin)',
      params: z.object({ userId: idParam(serverText.invalidUserId) }),
      response: { 200: z.array(RestaurantWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.listForUser(request.principal!, request.params.userId)).map(restaurantToWire),
  });

  app.get('/restaurants/:id', {
    onRequest: app.auth.optionalAuth,
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags,
      summary: 'Herkese açık: aktif restoranın menüde görünen bilgileri (yetkili personel pasif olanı da görür)',
      params: IdParams,
      response: {
        200: z.union([RestaurantWire, PublicRestaurantWire]),
        400: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request) => {
      const { row, full } = await service.get(request.params.id, request.principal);
      const wire = restaurantToWire(row);
      return full ? wire : PublicRestaurantWire.parse(wire);
    },
  });

  app.post('/restaurants', {
    onRequest: app.auth.requirePermission('manage_all_restaurants'),
    schema: {
      tags,
      security: bearer,
      summary: 'Restoran oluştur (SuperAdmin)',
      body: RestaurantRequest,
      response: { 201: RestaurantWire, ...staffErrors },
    },
    handler: async (request, reply) => reply.code(201).send(restaurantToWire(await service.create(request.body))),
  });

  app.put('/restaurants/:id', {
    onRequest: app.auth.requirePermission('manage_own_restaurant'),
    schema: {
      tags,
      security: bearer,
      summary: 'Restoranı güncelle (gövdede id olabilir)',
      params: IdParams,
      body: RestaurantUpdateRequest,
      response: { 200: RestaurantWire, ...staffErrors },
    },
    handler: async (request) => {
      const { id: bodyId, restaurantId: bodyRestaurantId, ...values } = request.body;
      for (const [field, value] of [
        ['id', bodyId],
        ['restaurantId', bodyRestaurantId],
      ] as const) {
        if (value != null && value !== '' && Number(value) !== request.params.id) {
          const message = serverText.bodyIdMismatch;
          throw createError('VALIDATION', message, { errors: { [field]: [message] } });
        }
      }
      return restaurantToWire(await service.update(request.principal!, request.params.id, values));
    },
  });

  app.delete('/restaurants/:id', {
    onRequest: app.auth.requirePermission('manage_all_restaurants'),
    schema: {
      tags,
      security: bearer,
      summary: 'Restoranı sil (SuperAdmin; bağlı kayıt varsa 409)',
      params: IdParams,
      response: { 204: z.null(), 409: ErrorResponse, ...staffErrors },
    },
    handler: async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default restaurantRoutes;
