// The product add-on calls of docs/api-rules.md, Calls: GET/POST /api/productaddons, PUT/DELETE /api/productaddons/{id}.
// PUT always answers the saved record as JSON (the old client failed on an empty body).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddonRequest } from '@menu/shared/contract';
import { ErrorResponse, IdParams } from '../../http/schemas';
import { assertBodyId } from '../common';
import { addonToWire, AddonResponse, AddonUpdateRequest } from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['productaddons'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const addonRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.addons;
  const guard = app.auth.requirePermission('manage_products');

  app.get('/productaddons', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Ürün eklentileri (rol kapsamında)',
      response: { 200: z.array(AddonResponse), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(addonToWire),
  });

  app.get('/productaddons/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Tek eklenti',
      params: IdParams,
      response: { 200: AddonResponse, ...errors },
    },
    handler: async (request) => addonToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/productaddons', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Eklenti oluştur',
      body: AddonRequest,
      response: { 201: AddonResponse, 413: ErrorResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(addonToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/productaddons/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Eklentiyi güncelle (gövdede id veya addonId olabilir); her zaman güncel kaydı JSON olarak döner',
      params: IdParams,
      body: AddonUpdateRequest,
      response: { 200: AddonResponse, ...errors },
    },
    handler: async (request) => {
      const { id, addonId, ...values } = request.body;
      assertBodyId(request.params.id, id, addonId);
      return addonToWire(await service.update(request.principal!, request.params.id, values));
    },
  });

  app.delete('/productaddons/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Eklentiyi sil',
      params: IdParams,
      response: { 204: z.null(), 409: ErrorResponse, ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default addonRoutes;
