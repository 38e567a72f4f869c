// The printable price lists: for staff (GET /api/restaurants/{id}/price-list.pdf?layout=a4|door|table, signed
// in, the restaurant in their scope, as a download), a table's card (GET /api/menuqrcodes/{id}/table-card.pdf:
// its QR code and number, then the table layout) and for diners (GET /api/public/menu/{id}/price-list.pdf, the
// menu's link, shown in the browser). All draw the Turkish menu the diners see; a PDF is kept with that cached
// menu's build (and the day it is dated), cached or too large to cache, so it is drawn again only after a write
// to the restaurant. A staff download
// records what it showed (prints.ts), and GET /api/restaurants/{id}/price-list/status says what changed since.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatShortDate,
  PriceListQuery,
  PriceListStatusWire,
  serverText,
  type PriceListLayout,
} from '@menu/shared/contract';
import { assertCanSee, type AuthPrincipal } from '../auth/scope';
import { createError } from '../errors';
import { bearer, ErrorResponse, fileResponse, IdParams, staffErrors } from '../http/schemas';
import { MenuParams } from '../public-menus/routes';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { exportFileName } from '../access-logs/csv';
import { automaticScanUrl } from '../qr-codes/schema';
import { priceListPdf, type TableCard } from './pdf';
import { menuItems, priceChangedAt, printStatus, recordPrint } from './prints';

const PdfResponse = fileResponse('application/pdf', 'PDF (A4, A3 veya A5)');
const FILE_PREFIX: Record<PriceListLayout, string> = {
  a4: 'fiyat-listesi',
  door: 'fiyat-listesi-kapi',
  table: 'fiyat-listesi-masa',
};

const slugOf = (name: string, fallback: string) =>
  name
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;

/** The list of a restaurant's Turkish menu in a layout, drawn once per menu version, layout, card and day. */
async function pdfOf(
  app: FastifyInstance,
  restaurantId: number,
  layout: PriceListLayout,
  card?: TableCard,
): Promise<{ bytes: Buffer; restaurantName: string }> {
  const entry = await app.publicMenu.get(restaurantId, 'tr');
  const now = new Date();
  const key = `${layout}|${formatShortDate(now)}|${card ? `${card.tableNumber}|${card.scanUrl}` : ''}`;
  const pdf = app.publicMenu.draw(entry, `pdf|${key}`, async () =>
    priceListPdf(entry.menu, {
      now,
      layout,
      tableCard: card,
      priceChangedAt: await priceChangedAt(app.db, restaurantId),
    }),
  );
  return { bytes: await pdf, restaurantName: entry.menu.restaurant.name };
}
const send = (reply: FastifyReply, bytes: Buffer, name: string, disposition: 'attachment' | 'inline') =>
  reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${name}"`)
    .header('cache-control', 'private, no-cache')
    .send(bytes);

/** A staff download is a print: what the list showed is kept for its layout. */
async function printed(
  app: FastifyInstance,
  request: { method: string },
  principal: AuthPrincipal,
  restaurantId: number,
  layout: PriceListLayout,
): Promise<void> {
  // A HEAD asks about the file without taking it: nothing was printed.
  if (request.method === 'HEAD') return;
  await recordPrint(app.db, restaurantId, layout, principal.userId, await menuItems(app.db, restaurantId));
}

const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const qrCodes = app.qrCodeRepository;
  const restaurantNotFound = () => createError('NOT_FOUND', serverText.restaurantNotFound);
  const qrNotFound = () => createError('NOT_FOUND', serverText.qrNotFound);

  app.get('/restaurants/:id/price-list.pdf', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags: ['restaurants'],
      security: bearer,
      summary:
        'Yazdırılabilir fiyat listesi: layout=a4 (varsayılan, A4), door (giriş kapısı için A3, büyük yazı, iki sütun) veya table (masalar için A5); her ürün TL fiyatı, indirimde son 30 günün en düşük fiyatı, gramajı ve son fiyat değişikliği tarihiyle, KDV notu ve sayfa numaralarıyla. İndirme, listenin gösterdiklerini bu düzenin son baskısı olarak kaydeder',
      params: IdParams,
      querystring: PriceListQuery,
      response: { 200: PdfResponse, ...staffErrors },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { layout } = request.query;
      assertCanSee(request.principal!, id, restaurantNotFound());
      const pdf = await pdfOf(app, id, layout);
      await printed(app, request, request.principal!, id, layout);
      return send(
        reply as unknown as FastifyReply,
        pdf.bytes,
        exportFileName(`${FILE_PREFIX[layout]}-${slugOf(pdf.restaurantName, String(id))}`, 'pdf'),
        'attachment',
      );
    },
  });

  app.get('/restaurants/:id/price-list/status', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags: ['restaurants'],
      security: bearer,
      summary:
        'Basılı fiyat listelerinin durumu: her düzenin son baskısı ve en son baskıdan beri fiyatı, indirimi, adı değişen, menüye eklenen veya menüden çıkan ürünler',
      params: IdParams,
      response: {
        200: PriceListStatusWire,
        ...staffErrors,
      },
    },
    handler: async (request) => {
      assertCanSee(request.principal!, request.params.id, restaurantNotFound());
      return (await printStatus(app.db, request.params.id)).status;
    },
  });

  app.get('/menuqrcodes/:id/table-card.pdf', {
    onRequest: app.auth.requirePermission('manage_own_restaurant'),
    schema: {
      tags: ['menuqrcodes'],
      security: bearer,
      summary:
        'Masa kartı (A5 PDF): ilk sayfada masanın QR kodu ve numarası, sonraki sayfalarda masa düzeninde fiyat listesi (masa listesinin baskısı olarak kaydedilir)',
      params: IdParams,
      response: { 200: PdfResponse, ...staffErrors },
    },
    handler: async (request, reply) => {
      const code = await qrCodes.findById(request.params.id);
      if (!code) throw qrNotFound();
      assertCanSee(request.principal!, code.restaurantId, qrNotFound());
      const card = {
        tableNumber: code.tableNumber,
        scanUrl: automaticScanUrl(app.config.apiPublicUrl, code.restaurantId, code.tableNumber),
      };
      const pdf = await pdfOf(app, code.restaurantId, 'table', card);
      await printed(app, request, request.principal!, code.restaurantId, 'table');
      const name = exportFileName(
        `masa-karti-${slugOf(pdf.restaurantName, String(code.restaurantId))}-${slugOf(code.tableNumber, String(code.id))}`,
        'pdf',
      );
      return send(reply as unknown as FastifyReply, pdf.bytes, name, 'attachment');
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
    handler: async (request, reply) => {
      const pdf = await pdfOf(app, request.params.restaurantId, 'a4');
      return send(
        reply as unknown as FastifyReply,
        pdf.bytes,
        exportFileName(`fiyat-listesi-${slugOf(pdf.restaurantName, String(request.params.restaurantId))}`, 'pdf'),
        'inline',
      );
    },
  });
};

export default priceListRoutes;
