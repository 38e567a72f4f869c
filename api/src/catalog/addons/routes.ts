// The product add-on calls of docs/api-rules.md, Calls: GET/POST /api/productaddons, PUT/DELETE /api/productaddons/{id}.
// PUT always answers the saved record as JSON (the old client failed on an empty body).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddonRequest, AddonWire } from '@menu/shared/contract';
import { recordRoutes } from '../../http/record-routes';
import { ErrorResponse } from '../../http/schemas';
import { updateWithBodyId } from '../common';
import { addonToWire, AddonUpdateRequest } from './schema';

const addonRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalog.addons;
  const calls = recordRoutes(app, {
    path: '/productaddons',
    tags: ['productaddons'],
    guard: app.auth.requirePermission('manage_products'),
    item: AddonWire,
    toWire: addonToWire,
  });
  calls.list('Ürün eklentileri (rol kapsamında)', (principal) => service.list(principal));
  calls.get('Tek eklenti', (principal, id) => service.get(principal, id));
  calls.create('Eklenti oluştur', AddonRequest, (principal, values) => service.create(principal, values), {
    413: ErrorResponse,
  });
  calls.update(
    'Eklentiyi güncelle (gövdede id veya addonId olabilir); her zaman güncel kaydı JSON olarak döner',
    AddonUpdateRequest,
    updateWithBodyId('addonId', service.update),
    {},
  );
  calls.remove('Eklentiyi sil', (principal, id) => service.remove(principal, id), { 409: ErrorResponse });
};

export default addonRoutes;
