// The printable price list: for staff (GET /api/restaurants/{id}/price-list.pdf, signed in, the restaurant
// in their scope, as a download) and for diners (GET /api/public/menu/{id}/price-list.pdf, the menu's link,
// shown in the browser). Both draw the Turkish menu the diners see; the PDF is kept with that cached menu,
// so it is drawn again only after a write to the restaurant.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCanSee } from '../auth/scope';
import { createError } from '../errors';
import { ErrorResponse, fileResponse, IdParams } from '../http/schemas';
import { MenuParams } from '../public-menus/routes';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { exportFileName } from '../access-logs/csv';
import { priceListPdf } from './pdf';
import { serverText } from '@menu/shared/contract';

const drawn = new WeakMap<object, Promise<Buffer>>();
const PdfResponse = fileResponse('application/pdf', 'A4 PDF');

const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  async function pdfOf(restaurantId: number): Promise<{ bytes: Buffer; name: string }> {
    const entry = await app.publicMenu.get(restaurantId, 'tr');
    let pdf = drawn.get(entry);
    if (!pdf) {
      pdf = priceListPdf(entry.menu);
      drawn.set(entry, pdf);
    }
    const slug = entry.menu.restaurant.name.toLocaleLowerCase('tr-TR').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || String(restaurantId);
    return { bytes: await pdf, name: exportFileName(`fiyat-listesi-${slug}`, 'pdf') };
  }
  const send = (reply: FastifyReply, pdf: { bytes: Buffer; name: string }, disposition: 'attachment' | 'inline') =>
    reply.type('application/pdf').header('content-disposition', `${disposition}; filename="${pdf.name}"`).header('cache-control', 'private, no-cache').send(pdf.bytes);

  app.get('/restaurants/:id/price-list.pdf', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags: ['restaurants'],
      security: [{ bearerAuth: [] }],
      summary: 'Yazdırılabilir fiyat listesi (A4 PDF): menüdeki her ürün, varyant ve eklenti TL fiyatıyla, KDV notu ve sayfa numaralarıyla',
      params: IdParams,
      response: { 200: PdfResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request, reply) => {
      assertCanSee(request.principal!, request.params.id, createError('NOT_FOUND', serverText.restaurantNotFound));
      return send(reply as unknown as FastifyReply, await pdfOf(request.params.id), 'attachment');
    },
  });

  app.get('/public/menu/:restaurantId/price-list.pdf', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags: ['public-menu'],
      summary: 'Herkese açık: menünün yazdırılabilir fiyat listesi (A4 PDF)',
      params: MenuParams,
      response: { 200: PdfResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => send(reply as unknown as FastifyReply, await pdfOf(request.params.restaurantId), 'inline'),
  });
};

export default priceListRoutes;
