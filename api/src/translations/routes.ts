// The Translations calls of docs/api-rules.md, Calls (manage_products, restaurant-scoped), plus
// GET /api/Translations/records: the records of one table with their Turkish originals, for the record picker.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslationRequest, TranslatableRecordWire, TranslationWire } from '@menu/shared/contract';
import { recordRoutes } from '../http/record-routes';
import { bearer, ErrorResponse, staffErrors } from '../http/schemas';
import { TranslationListQuery, TranslationRecordsQuery, translationToWire } from './schema';

const tags = ['translations'];

const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.translations;
  const guard = app.auth.requirePermission('manage_products');
  const calls = recordRoutes(app, {
    path: '/Translations',
    tags,
    guard,
    item: TranslationWire,
    toWire: translationToWire,
  });

  calls.list(
    'Çeviriler, en yeni önce (rol kapsamında; restoran, dil, tablo, kayıt filtreleri)',
    (principal, query) => service.list(principal, query),
    TranslationListQuery,
  );

  app.get('/Translations/records', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Çevrilebilir kayıtlar: bir tablonun kayıtları Türkçe adları ve alanlarının Türkçe asıllarıyla (rol kapsamında)',
      querystring: TranslationRecordsQuery,
      response: { 200: z.array(TranslatableRecordWire), ...staffErrors },
    },
    handler: async (request) => service.records(request.principal!, request.query.table, request.query.restaurantId),
  });

  calls.get('Bir çeviri', (principal, id) => service.get(principal, id));
  calls.create(
    'Çeviri ekle (kayıt, dil ve alan başına bir çeviri; aynısı 409)',
    TranslationRequest,
    (principal, values) => service.create(principal, values),
    { 409: ErrorResponse, 413: ErrorResponse },
  );
  calls.update('Çeviriyi güncelle', TranslationRequest, (principal, id, values) =>
    service.update(principal, id, values),
  );
  calls.remove('Çeviriyi sil', (principal, id) => service.remove(principal, id));
};

export default translationRoutes;
