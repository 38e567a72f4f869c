// The RestaurantHours calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoursRequest } from '@menu/shared/contract';
import { recordRoutes } from '../http/record-routes';
import { HoursResponse, hoursToWire, RestaurantFilterQuery } from './schema';

const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.hours;
  const calls = recordRoutes(app, {
    path: '/RestaurantHours',
    tags: ['restaurant-hours'],
    guard: app.auth.requirePermission('manage_own_restaurant'),
    item: HoursResponse,
    toWire: hoursToWire,
  });
  calls.list(
    'Çalışma saatleri (rol kapsamında; isteğe bağlı restaurantId filtresi)',
    (principal, query) => service.list(principal, query.restaurantId),
    RestaurantFilterQuery,
  );
  calls.get('Bir çalışma saati kaydı', (principal, id) => service.get(principal, id));
  calls.create('Çalışma saati ekle (gün başına bir kayıt; aynı gün 409)', HoursRequest, (principal, values) =>
    service.create(principal, values),
  );
  calls.update('Çalışma saatini güncelle', HoursRequest, (principal, id, values) =>
    service.update(principal, id, values),
  );
  calls.remove('Çalışma saatini sil', (principal, id) => service.remove(principal, id));
};

export default hoursRoutes;
