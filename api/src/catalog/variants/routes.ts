// The product variant calls of docs/api-rules.md, Calls (GET/POST /api/productvariants, PUT/DELETE
// /api/productvariants/{id}) plus POST /api/productvariants/{id}/move, the reorder as one transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VariantMoveRequest, VariantRequest, VariantMoveWire, VariantWire } from '@menu/shared/contract';
import { recordRoutes } from '../../http/record-routes';
import { bearer, ErrorResponse, IdParams, staffErrors } from '../../http/schemas';
import { updateWithBodyId } from '../common';
import { variantToWire, VariantUpdateRequest } from './schema';

const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.variants;
  const guard = app.auth.requirePermission('manage_products');
  const tags = ['productvariants'];
  const calls = recordRoutes(app, {
    path: '/productvariants',
    tags,
    guard,
    item: VariantWire,
    toWire: variantToWire,
  });

  calls.list('Ürün varyantları (ürünün restoranına göre kapsamlı)', (principal) => service.list(principal));
  calls.get('Tek varyant', (principal, id) => service.get(principal, id));
  calls.create(
    'Varyant oluştur (varsayılan işaretlenirse ürünün diğer varsayılanı kaldırılır)',
    VariantRequest,
    (principal, values) => service.create(principal, values),
    { 413: ErrorResponse },
  );
  calls.update(
    'Varyantı güncelle (gövdede id olabilir)',
    VariantUpdateRequest,
    updateWithBodyId('variantId', service.update),
    {},
  );

  app.post('/productvariants/:id/move', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Varyantı aynı üründeki komşusuyla yer değiştir (tek işlemde); uçtaysa değişiklik olmaz',
      params: IdParams,
      body: VariantMoveRequest,
      response: { 200: VariantMoveWire, ...staffErrors },
    },
    handler: async (request) => {
      const result = await service.move(request.principal!, request.params.id, request.body.direction);
      return { moved: result.moved, variants: result.variants.map(variantToWire) };
    },
  });

  calls.remove('Varyantı sil', (principal, id) => service.remove(principal, id));
};

export default variantRoutes;
