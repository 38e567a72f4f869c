// The product variant calls of docs/api-rules.md, Calls (GET/POST /api/productvariants, PUT/DELETE
// /api/productvariants/{id}) plus POST /api/productvariants/{id}/move, the reorder as one transaction.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VariantMoveRequest, VariantRequest } from '@menu/shared/contract';
import { ErrorResponse, IdParams } from '../../http/schemas';
import { assertBodyId } from '../common';
import { variantToWire, VariantMoveResponse, VariantResponse, VariantUpdateRequest } from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['productvariants'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.variants;
  const guard = app.auth.requirePermission('manage_products');

  app.get('/productvariants', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Ürün varyantları (ürünün restoranına göre kapsamlı)',
      response: { 200: z.array(VariantResponse), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(variantToWire),
  });

  app.get('/productvariants/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Tek varyant',
      params: IdParams,
      response: { 200: VariantResponse, ...errors },
    },
    handler: async (request) => variantToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/productvariants', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Varyant oluştur (varsayılan işaretlenirse ürünün diğer varsayılanı kaldırılır)',
      body: VariantRequest,
      response: { 201: VariantResponse, 413: ErrorResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(variantToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/productvariants/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Varyantı güncelle (gövdede id olabilir)',
      params: IdParams,
      body: VariantUpdateRequest,
      response: { 200: VariantResponse, ...errors },
    },
    handler: async (request) => {
      const { id, variantId, ...values } = request.body;
      assertBodyId(request.params.id, id, variantId);
      return variantToWire(await service.update(request.principal!, request.params.id, values));
    },
  });

  app.post('/productvariants/:id/move', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Varyantı aynı üründeki komşusuyla yer değiştir (tek işlemde); uçtaysa değişiklik olmaz',
      params: IdParams,
      body: VariantMoveRequest,
      response: { 200: VariantMoveResponse, ...errors },
    },
    handler: async (request) => {
      const result = await service.move(request.principal!, request.params.id, request.body.direction);
      return { moved: result.moved, variants: result.variants.map(variantToWire) };
    },
  });

  app.delete('/productvariants/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Varyantı sil',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default variantRoutes;
