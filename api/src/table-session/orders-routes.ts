// Orders from the table: the diner's send and the visit's list (public, proved by the visit's id and token),
// and the staff's list, status changes and "Masayı kapat" (serve_tables). Changes reach the staff stream
// (GET /api/service/events) as `order` events.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloseTableRequest,
  DinerOrderWire,
  ORDER_STATUSES,
  OrderRequest,
  OrderStatusRequest,
  TableOrderWire,
} from '@menu/shared/contract';
import { staffListQuery } from './status-query';
import { dinerErrors, QrParams, tags } from './route-schemas';
import { bearer, ErrorResponse, IdParams, staffErrors } from '../http/schemas';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { orderToDiner, orderToWire } from './orders-service';

/** Comma-separated statuses; default: the open ones (sent, accepted, served). */
const StaffQuery = staffListQuery(ORDER_STATUSES);
const VisitQuery = z.object({
  logId: z.coerce.number().int().optional().catch(undefined),
  token: z.string().optional(),
});

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.tableService.orders;
  const serve = app.auth.requirePermission('serve_tables');

  // ------------------------------------------------------------ the diner's side
  app.post('/public/tables/:qrCodeId/orders', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary:
        'Herkese açık: masadan sipariş gönder. logId ve token, POST /api/menuqrcodes/{id}/access yanıtındaki ziyaretin. Fiyatları sunucu o anki menüden hesaplar (gövdedeki fiyatlar yok sayılır). Idempotency-Key başlığıyla tekrarlanan gönderim 200 ile ilk siparişi döndürür. Bir ziyaret 10 dakikada en fazla 10 sipariş gönderebilir.',
      params: QrParams,
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: OrderRequest,
      response: { 200: DinerOrderWire, 201: DinerOrderWire, ...dinerErrors },
    },
    handler: async (request, reply) => {
      const { created, order } = await service.create(
        request.params.qrCodeId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply
        .code(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(orderToDiner(order));
    },
  });

  app.get('/public/tables/:qrCodeId/orders', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary: 'Herkese açık: bu ziyaretin masadan gönderdiği siparişler ve durumları (Siparişlerim)',
      params: QrParams,
      querystring: VisitQuery,
      response: { 200: z.array(DinerOrderWire), ...dinerErrors },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send((await service.ofVisit(request.params.qrCodeId, request.query)).map(orderToDiner)),
  });

  // ------------------------------------------------------------ the staff's side
  app.get('/service/orders', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary:
        'Masadan gelen siparişler (rol kapsamında, son 24 saat; varsayılan: açık olanlar, status=sent,accepted,rejected,served,closed ile seçilir)',
      querystring: StaffQuery,
      response: { 200: z.array(TableOrderWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.list(request.principal!, request.query.restaurantId, request.query.status)).map(orderToWire),
  });

  app.put('/service/orders/:id', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary:
        'Siparişi onayla (accepted), reddet (rejected, reason ile), servis edildi (served) ya da kapat (closed); kim ve ne zaman kaydedilir',
      params: IdParams,
      body: OrderStatusRequest,
      response: { 200: TableOrderWire, 409: ErrorResponse, ...staffErrors },
    },
    handler: async (request) =>
      orderToWire(
        await service.update(request.principal!, request.params.id, request.body.status, request.body.reason),
      ),
  });

  app.post('/service/tables/:qrCodeId/close', {
    onRequest: serve,
    schema: {
      tags,
      security: bearer,
      summary: 'Masayı kapat: masanın onaylı ve servis edilmiş siparişleri kapatılır (misafirler ödedi)',
      params: QrParams,
      body: CloseTableRequest,
      response: { 200: z.array(TableOrderWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.closeTable(request.principal!, request.params.qrCodeId, request.body.restaurantId)).map(
        orderToWire,
      ),
  });
};

export default orderRoutes;
