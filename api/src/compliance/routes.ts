// GET /api/restaurants/{id}/compliance: the "Kurallara uygunluk" panel's answer, for those who keep the menu
// (manage_products: Admin, Manager, SuperAdmin), the restaurant in their scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ComplianceWire, serverText } from '@menu/shared/contract';
import { assertCanSee } from '../auth/scope';
import { createError } from '../errors';
import { IdParams, staffErrors } from '../http/schemas';
import { complianceOf } from './service';

const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const restaurants = app.restaurantRepository;
  app.get('/restaurants/:id/compliance', {
    onRequest: app.auth.requirePermission('manage_products'),
    schema: {
      tags: ['restaurants'],
      security: [{ bearerAuth: [] }],
      summary:
        'Kurallara uygunluk (Fiyat Etiketi Yönetmeliği): basılı listelerin güncelliği, servis/masa/kuver ücreti adları, döner-iskender-hamburger gramajı, indirimlerde 30 günlük referans fiyat ve son baskıda olmayan ürünler; her kural için geçti/kaldı ve düzeltilecek kayıtlar',
      params: IdParams,
      response: { 200: ComplianceWire, ...staffErrors },
    },
    handler: async (request) => {
      const notFound = () => createError('NOT_FOUND', serverText.restaurantNotFound);
      assertCanSee(request.principal!, request.params.id, notFound());
      if (!(await restaurants.findById(request.params.id))) throw notFound();
      return complianceOf(app.db, request.params.id);
    },
  });
};

export default complianceRoutes;
