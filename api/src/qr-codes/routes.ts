// The QR code calls of docs/api-rules.md, Calls, bulk creation, the public list and the scan redirect of docs/api-rules.md
// section 6 (the visit it records is the table session's: table-session/visit-routes.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QrBulkRequest,
  QrCodeRequest,
  serverText,
  PublicQrCodeWire,
  QrBulkResultWire,
  QrCodeWire,
} from '@menu/shared/contract';
import { recordRoutes } from '../http/record-routes';
import { bearer, fileResponse, idParam, ErrorResponse, staffErrors, type ZodApp } from '../http/schemas';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { leavingPage, offSiteCheck, scanPage } from './scan-page';
import { qrToWire } from './schema';
import { clientAddress } from '../http/client-address';

const tags = ['menuqrcodes'];

/** The address a code encodes: a redirect to the menu or the code's own address, or a Turkish page. */
function scanRoute(app: ZodApp) {
  const service = app.qrCodes;
  const menuUrl = app.config.menuPublicUrl;
  const leavesServer = offSiteCheck(app.config);

  app.get('/menu/:restaurantId', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags,
      summary:
        'QR tarama adresi: aktif kod menüye yönlendirir (302), pasif veya bilinmeyen kod Türkçe bir sayfa gösterir',
      params: z.object({ restaurantId: z.string() }),
      querystring: z.object({ table: z.string().optional() }).passthrough(),
      response: {
        200: fileResponse(
          'text/html',
          'Pasif kod ya da yayından kaldırılmış restoran: durumu söyleyen Türkçe HTML sayfası; sunucunun dışına giden özel adres (MENU_ORIGIN yokken): hedefin adını gösteren ve tek düğmeyle devam eden sayfa',
        ),
        302: z
          .null()
          .meta({ description: 'Aktif kod: menüye ya da kodun özel adresine yönlendirme (Location başlığı)' }),
        404: fileResponse('text/html', 'Bilinmeyen kod: Türkçe HTML sayfası'),
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurantId = /^\d{1,10}$/.test(request.params.restaurantId) ? Number(request.params.restaurantId) : NaN;
      const table = typeof request.query.table === 'string' ? request.query.table.trim().slice(0, 50) : undefined;
      if (!Number.isInteger(restaurantId) || restaurantId < 1 || restaurantId > 2147483647) {
        return reply.code(404).type('text/html; charset=utf-8').send(scanPage('unknown'));
      }
      const decision = await service.scan(restaurantId, table || undefined);
      if (decision.kind === 'custom') {
        // The diner does not reach our menu, so the visit is counted here (refused past the per-address cap, as any visit).
        await app.visits
          .record(decision.qrCodeId, clientAddress(request), request.headers['user-agent'], '')
          .catch(() => undefined);
        // Leaving for another site from the portal's host would make it an open redirect (a link on a trusted
        // host to a fake sign-in page): the diner sees where the code leads and continues with one tap. On the
        // menu's own origin (MENU_ORIGIN) there is nothing of the portal's to borrow, so it redirects.
        if (!app.config.menuOrigin && leavesServer(decision.url)) {
          return reply.code(200).type('text/html; charset=utf-8').send(leavingPage(decision.url));
        }
        return reply.redirect(decision.url, 302);
      }
      if (decision.kind === 'redirect') {
        // Only ever to the configured menu origin: the path is built from numbers and an encoded table.
        const query = new URLSearchParams();
        if (table) query.set('table', table);
        if (decision.qrCodeId) query.set('qr', String(decision.qrCodeId));
        const qs = query.toString();
        return reply.redirect(`${menuUrl}/menu/${restaurantId}${qs ? `?${qs}` : ''}`, 302);
      }
      return reply
        .code(decision.kind === 'unknown' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(scanPage(decision.kind));
    },
  });
}

const qrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.qrCodes;
  const apiUrl = app.config.apiPublicUrl;
  // Under MENU_ORIGIN the codes encode the menu origin's scan address: the portal's host answers none.
  const toWire = (row: Parameters<typeof qrToWire>[0]) => qrToWire(row, app.config.menuOrigin ?? apiUrl);
  const manage = app.auth.requirePermission('manage_own_restaurant');
  const calls = recordRoutes(app, { path: '/menuqrcodes', tags, guard: manage, item: QrCodeWire, toWire });

  calls.list(
    'QR kod listesi (rol kapsamında; isteğe bağlı restaurantId süzgeci)',
    (principal, query) => service.list(principal, query.restaurantId),
    z.object({ restaurantId: idParam(serverText.invalidRestaurantId).optional() }),
  );

  app.get('/menuqrcodes/restaurant/:restaurantId', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags,
      summary: 'Herkese açık: aktif restoranın masa kodları (id, masa, durum)',
      params: z.object({ restaurantId: idParam(serverText.invalidRestaurantId) }),
      response: { 200: z.array(PublicQrCodeWire), 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => service.listPublic(request.params.restaurantId),
  });

  calls.get('Tek QR kod', (principal, id) => service.get(principal, id));
  calls.create('QR kod oluştur (boş URL: otomatik tarama adresi)', QrCodeRequest, (principal, values) =>
    service.create(principal, values),
  );

  app.post('/menuqrcodes/bulk', {
    onRequest: manage,
    schema: {
      tags,
      security: bearer,
      summary: 'Başlangıç-bitiş aralığındaki masalar için QR kodları tek işlemde oluştur; var olanları bildir',
      body: QrBulkRequest,
      response: { 201: QrBulkResultWire, ...staffErrors },
    },
    handler: async (request, reply) => {
      const { restaurantId, start, end } = request.body;
      const result = await service.bulkCreate(request.principal!, restaurantId, start, end);
      return reply.code(201).send({ created: result.created.map(toWire), existing: result.existing });
    },
  });

  calls.update(
    'QR kodu güncelle (erişim sayısı ve son erişim sunucuya aittir, değiştirilmez)',
    QrCodeRequest,
    (principal, id, values) => service.update(principal, id, values),
  );
  calls.remove('QR kodu sil (erişim kayıtları korunur)', (principal, id) => service.remove(principal, id));

  scanRoute(app);
};

export default qrCodeRoutes;
