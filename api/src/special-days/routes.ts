// The SpecialDays calls of docs/api-rules.md, Calls (manage_own_restaurant, restaurant-scoped).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpecialDayRequest, SpecialDayWire } from '@menu/shared/contract';
import { scopedRecordRoutes } from '../http/record-routes';
import { RestaurantFilterQuery } from '../hours/schema';
import { specialDayToWire } from './schema';

const specialDayRoutes: FastifyPluginAsyncZod = async (app) =>
  scopedRecordRoutes(app, {
    path: '/SpecialDays',
    tags: ['special-days'],
    guard: app.auth.requirePermission('manage_own_restaurant'),
    item: SpecialDayWire,
    toWire: specialDayToWire,
    service: app.specialDays,
    body: SpecialDayRequest,
    query: RestaurantFilterQuery,
    summaries: {
      list: 'Özel günler, tarihe göre (rol kapsamında; isteğe bağlı restaurantId filtresi)',
      get: 'Bir özel gün',
      create: 'Özel gün ekle (tarih başına bir kayıt; aynı tarih 409)',
      update: 'Özel günü güncelle',
      remove: 'Özel günü sil',
    },
  });

export default specialDayRoutes;
