// The RestaurantHours calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoursRequest, HoursWire } from '@menu/shared/contract';
import { scopedRecordRoutes } from '../http/record-routes';
import { hoursToWire, RestaurantFilterQuery } from './schema';

const hoursRoutes: FastifyPluginAsyncZod = async (app) =>
  scopedRecordRoutes(app, {
    path: '/RestaurantHours',
    tags: ['restaurant-hours'],
    guard: app.auth.requirePermission('manage_own_restaurant'),
    item: HoursWire,
    toWire: hoursToWire,
    service: app.hours,
    body: HoursRequest,
    query: RestaurantFilterQuery,
    summaries: {
      list: 'Çalışma saatleri (rol kapsamında; isteğe bağlı restaurantId filtresi)',
      get: 'Bir çalışma saati kaydı',
      create: 'Çalışma saati ekle (gün başına bir kayıt; aynı gün 409)',
      update: 'Çalışma saatini güncelle',
      remove: 'Çalışma saatini sil',
    },
  });

export default hoursRoutes;
