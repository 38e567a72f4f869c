// The Translations calls of docs/api-rules.md, Calls (manage_products, restaurant-scoped), plus
// GET /api/Translations/records: the records of one table with their Turkish originals, for the record picker.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslationRequest } from '@menu/shared/contract';
import { ErrorResponse, IdParams } from '../http/schemas';
import {
  TranslatableRecordResponse,
  TranslationListQuery,
  TranslationRecordsQuery,
  TranslationResponse,
  translationToWire,
} from './schema';

const bearer = [{ bearerAuth: [] }];
const tags = ['translations'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.translations;
  const guard = app.auth.requirePermission('manage_products');

  app.get('/Translations', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çeviriler, en yeni önce (rol kapsamında; restoran, dil, tablo, kayıt filtreleri)',
      querystring: TranslationListQuery,
      response: { 200: z.array(TranslationResponse), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!, request.query)).map(translationToWire),
  });

  app.get('/Translations/records', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Çevrilebilir kayıtlar: bir tablonun kayıtları Türkçe adları ve alanlarının Türkçe asıllarıyla (rol kapsamında)',
      querystring: TranslationRecordsQuery,
      response: { 200: z.array(TranslatableRecordResponse), ...errors },
    },
    handler: async (request) => service.records(request.principal!, request.query.table, request.query.restaurantId),
  });

  app.get('/Translations/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir çeviri',
      params: IdParams,
      response: { 200: TranslationResponse, ...errors },
    },
    handler: async (request) => translationToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/Translations', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çeviri ekle (kayıt, dil ve alan başına bir çeviri; aynısı 409)',
      body: TranslationRequest,
      response: { 201: TranslationResponse, 409: ErrorResponse, 413: ErrorResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(translationToWire(await service.create(request.principal!, request.body))),
  });

  app.put('/Translations/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çeviriyi güncelle',
      params: IdParams,
      body: TranslationRequest,
      response: { 200: TranslationResponse, 409: ErrorResponse, ...errors },
    },
    handler: async (request) =>
      translationToWire(await service.update(request.principal!, request.params.id, request.body)),
  });

  app.delete('/Translations/:id', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Çeviriyi sil',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default translationRoutes;
