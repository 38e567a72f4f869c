// Table service routes: the diner's calls from a table (public, proved by the visit's id and token) and the
// staff's list, status changes, today's figures and live stream (serve_tables).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALL_STATUSES,
  CallStatusRequest,
  DinerCallWire,
  ServiceSummaryWire,
  TableCallRequest,
  TableCallWire,
  serverText,
  VisitProofRequest,
} from '@menu/shared/contract';
import { createError, fieldError } from '../errors';
import { staffListQuery } from './status-query';
import { dinerErrors, QrParams, tags } from './route-schemas';
import { bearer, ErrorResponse, idParam, IdParams, staffErrors } from '../http/schemas';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { callToDiner, callToWire } from './calls-service';
import { EVENT_STREAM_RESPONSE, lastEventIdOf, startEventStream } from './event-stream';
import { STAFF_FEED } from './plugin';

const STREAM_NEEDS_RESTAURANT = 'Akış için restaurantId gerekir';
/** Comma-separated statuses; default: the live ones (open, acknowledged). */
const StaffQuery = staffListQuery(CALL_STATUSES);
const StreamQuery = z.object({ restaurantId: idParam(serverText.invalidRestaurantId).optional() });

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The diner's side: a call from the table, the table's calls, a cancel — proved by the visit's id and token. */
function dinerCallRoutes(app: ZodApp) {
  const service = app.tableService.calls;
  app.post('/public/tables/:qrCodeId/calls', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary:
        'Herkese açık: masadan garson çağır, hesabı iste veya basılı menü iste. logId ve token, POST /api/menuqrcodes/{id}/access yanıtındaki ziyaretin. Aynı masada bitmemiş aynı türde çağrı varsa 200 ile o çağrı döner (ikinci uyarı yok). Bir ziyaret 10 dakikada en fazla 6 çağrı oluşturabilir.',
      params: QrParams,
      body: TableCallRequest,
      response: { 200: DinerCallWire, 201: DinerCallWire, ...dinerErrors },
    },
    handler: async (request, reply) => {
      const { created, call } = await service.create(request.params.qrCodeId, request.body);
      return reply
        .code(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(callToDiner(call));
    },
  });

  app.post('/public/tables/:qrCodeId/calls/current', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary:
        'Herkese açık: masanın bekleyen çağrıları ve son bir dakikada biten ya da iptal edilenler (menü sayfası çağrının durumunu gösterir)',
      params: QrParams,
      body: VisitProofRequest,
      response: { 200: z.array(DinerCallWire), ...dinerErrors },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send((await service.ofTable(request.params.qrCodeId, request.body)).map(callToDiner)),
  });

  app.post('/public/calls/:id/cancel', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary: 'Herkese açık: masadaki bir ziyaret bitmemiş çağrıyı iptal eder',
      params: IdParams,
      body: VisitProofRequest,
      response: { 204: z.null(), ...dinerErrors },
    },
    handler: async (request, reply) => {
      await service.cancel(request.params.id, request.body);
      return reply.code(204).send(null);
    },
  });
}

/** The staff's side (serve_tables): the list, today's figures and the status change. */
function staffCallRoutes(app: ZodApp) {
  const service = app.tableService.calls;
  const serve = app.auth.requirePermission('serve_tables');
  app.get('/service/calls', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary:
        'Masa çağrıları (rol kapsamında, son 24 saat; varsayılan: bekleyenler, status=open,acknowledged,done,cancelled ile seçilir)',
      querystring: StaffQuery,
      response: { 200: z.array(TableCallWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.list(request.principal!, request.query.restaurantId, request.query.status)).map(callToWire),
  });

  app.get('/service/calls/summary', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary: "Bugünün çağrıları türüne göre ve çağrıdan 'Geliyorum'a geçen sürenin medyanı ve 90. yüzdeliği (saniye)",
      querystring: StreamQuery,
      response: { 200: ServiceSummaryWire, ...staffErrors },
    },
    handler: async (request) => service.summary(request.principal!, request.query.restaurantId),
  });

  app.put('/service/calls/:id', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary: 'Çağrıyı karşıla (acknowledged: Geliyorum) veya tamamla (done); kim ve ne zaman kaydedilir',
      params: IdParams,
      body: CallStatusRequest,
      response: { 200: TableCallWire, 409: ErrorResponse, ...staffErrors },
    },
    handler: async (request) =>
      callToWire(await service.update(request.principal!, request.params.id, request.body.status)),
  });
}

/** The staff's live stream of calls and orders, one restaurant's, replayed from Last-Event-ID. */
function staffEventStream(app: ZodApp) {
  app.get('/service/events', {
    onRequest: app.auth.requirePermission('serve_tables'),
    // The stream is written by hand, never buffered or compressed.
    compress: false,
    schema: {
      tags,
      security: bearer,
      summary:
        'Canlı akış (text/event-stream): her olayın id, event (call; ileride order) ve data (kaydın JSON hali) satırları vardır. Last-Event-ID ile yeniden bağlanan son 10 dakikada kaçırdıklarını alır; 15 saniyede bir yorum satırı (heartbeat) gelir. Token Authorization başlığında gönderilir.',
      querystring: StreamQuery,
      response: {
        200: EVENT_STREAM_RESPONSE,
        ...staffErrors,
      },
    },
    handler: async (request, reply) => {
      const principal = request.principal!;
      const restaurantId = request.query.restaurantId ?? principal.restaurantId;
      if (restaurantId == null) throw fieldError('restaurantId', STREAM_NEEDS_RESTAURANT);
      if (principal.role !== 'SuperAdmin' && restaurantId !== principal.restaurantId) throw createError('FORBIDDEN');
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      await app.tableService.hub.ready(restaurantId);
      const raw = startEventStream(app, reply);
      await app.tableService.hub.open(restaurantId, raw, lastEventId, app.config.accessTokenMinutes * 60_000, [
        { feed: STAFF_FEED },
      ]);
    },
  });
}

const tableServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  dinerCallRoutes(app);
  staffCallRoutes(app);
  staffEventStream(app);
};

export default tableServiceRoutes;
