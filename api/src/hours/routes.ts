// The RestaurantHours calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoursRequest } from '@menu/shared/contract';
import { ErrorResponse, IdParams } from '../http/schemas';
import { HoursResponse, hoursToWire, RestaurantFilterQuery } from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['restaurant-hours'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.hours;
  const guard = app.auth.requirePermission('manage_own_restaurant');

  app.get('/RestaurantHours', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çalışma saatleri (rol kapsamında; isteğe bağlı restaurantId filtresi)',
      querystring: RestaurantFilterQuery,
      response: { 200: z.array(HoursResponse), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!, request.query.restaurantId)).map(hoursToWire),
  });

  app.get('/RestaurantHours/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir çalışma saati kaydı',
      params: IdParams,
      response: { 200: HoursResponse, ...errors },
    },
    handler: async (request) => hoursToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/RestaurantHours', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çalışma saati ekle (gün başına bir kayıt; aynı gün 409)',
      body: HoursRequest,
      response: { 201: HoursResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(hoursToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/RestaurantHours/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çalışma saatini güncelle',
      params: IdParams,
      body: HoursRequest,
      response: { 200: HoursResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request) => hoursToWire(await service.update(request.principal!, request.params.id, request.body)),
  });

  app.delete('/RestaurantHours/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çalışma saatini sil',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default hoursRoutes;
