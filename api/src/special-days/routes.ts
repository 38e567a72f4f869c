// The SpecialDays calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpecialDayRequest } from '@menu/shared/contract';
import { ErrorResponse, IdParams } from '../http/schemas';
import { RestaurantFilterQuery } from '../hours/schema';
import { SpecialDayResponse, specialDayToWire } from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['special-days'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const specialDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.specialDays;
  const guard = app.auth.requirePermission('manage_own_restaurant');

  app.get('/SpecialDays', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Özel günler, tarihe göre (rol kapsamında; isteğe bağlı restaurantId filtresi)',
      querystring: RestaurantFilterQuery,
      response: { 200: z.array(SpecialDayResponse), ...errors },
    },
    handler: async (request) =>
      (await service.list(request.principal!, request.query.restaurantId)).map(specialDayToWire),
  });

  app.get('/SpecialDays/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir özel gün',
      params: IdParams,
      response: { 200: SpecialDayResponse, ...errors },
    },
    handler: async (request) => specialDayToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/SpecialDays', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Özel gün ekle (tarih başına bir kayıt; aynı tarih 409)',
      body: SpecialDayRequest,
      response: { 201: SpecialDayResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(specialDayToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/SpecialDays/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Özel günü güncelle',
      params: IdParams,
      body: SpecialDayRequest,
      response: { 200: SpecialDayResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request) =>
      specialDayToWire(await service.update(request.principal!, request.params.id, request.body)),
  });

  app.delete('/SpecialDays/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Özel günü sil',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default specialDayRoutes;
