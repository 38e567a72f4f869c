// The SpecialDays calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpecialDayRequest } from '@menu/shared/contract';
import { recordRoutes } from '../http/record-routes';
import { RestaurantFilterQuery } from '../hours/schema';
import { SpecialDayResponse, specialDayToWire } from './schema';

const specialDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.specialDays;
  const calls = recordRoutes(app, {
    path: '/SpecialDays',
    tags: ['special-days'],
    guard: app.auth.requirePermission('manage_own_restaurant'),
    item: SpecialDayResponse,
    toWire: specialDayToWire,
  });
  calls.list(
    'Özel günler, tarihe göre (rol kapsamında; isteğe bağlı restaurantId filtresi)',
    (principal, query) => service.list(principal, query.restaurantId),
    RestaurantFilterQuery,
  );
  calls.get('Bir özel gün', (principal, id) => service.get(principal, id));
  calls.create('Özel gün ekle (tarih başına bir kayıt; aynı tarih 409)', SpecialDayRequest, (principal, values) =>
    service.create(principal, values),
  );
  calls.update('Özel günü güncelle', SpecialDayRequest, (principal, id, values) =>
    service.update(principal, id, values),
  );
  calls.remove('Özel günü sil', (principal, id) => service.remove(principal, id));
};

export default specialDayRoutes;
