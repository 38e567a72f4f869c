// GET /api/public/menu/{restaurantId}/live: the diner's page hears its menu's changes (and, with the visit's id
// and token, the visit's own events) as text/event-stream. The events name what changed and the new version,
// never a record a staff call would need a token for; the page then fetches the menu with one conditional request.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_LIVE_MAX_MINUTES } from '@menu/shared/contract';
import { createError } from '../errors';
import { addressKey } from '../http/address-key';
import { clientAddress } from '../http/client-address';
import { ErrorResponse } from '../http/schemas';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { EVENT_STREAM_RESPONSE, lastEventIdOf, startEventStream } from '../table-session/event-stream';
import type { LiveSubscription } from '../table-session/live-hub';
import { MENU_FEED } from './live';
import { MenuParams } from './routes';

export const LIVE_STREAMS_CAPPED =
  'Bu ağdan açık canlı menü bağlantısı sınırına ulaşıldı. Menü yine açılır; değişiklikler birkaç saniye geç görünebilir.';

const LiveQuery = z.object({
  logId: z.coerce.number({ error: 'Ziyaret numarası (logId) bir sayı olmalıdır' }).int().positive().optional(),
  token: z.string().max(500).optional(),
});

const menuLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/public/menu/:restaurantId/live', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    // The stream is written by hand, never buffered or compressed.
    compress: false,
    schema: {
      tags: ['public-menu'],
      summary: `Herkese açık canlı menü (text/event-stream): menüde bir şey değiştiğinde (tükendi, fiyat, gizlenen/gösterilen ürün, kategori saatinin başlaması veya bitmesi) 'menu' olayı gelir: data { version, changed }. logId ve token (ziyaretin) verilirse masanın çağrıları da 'call' olayı olarak gelir. Her olayın id'si vardır; Last-Event-ID ile yeniden bağlanan kaçırdıklarını ilk gönderildikleri id ile alır. 15 saniyede bir yorum satırı (heartbeat); akış ${MENU_LIVE_MAX_MINUTES} dakika sonra kapanır ve sayfa yeniden bağlanır. Bir istemci adresinden en fazla LIVE_STREAMS_PER_ADDRESS açık akış (varsayılan 200; fazlası 429).`,
      params: MenuParams,
      querystring: LiveQuery,
      response: {
        200: EVENT_STREAM_RESPONSE,
        400: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const { restaurantId } = request.params;
      // An unknown or unpublished restaurant is a 404, from the cached menu (no query for a known one).
      await app.publicMenu.get(restaurantId, undefined);
      const wanted: LiveSubscription[] = [{ feed: MENU_FEED }];
      const { logId, token } = request.query;
      if (logId !== undefined || token !== undefined) {
        const visit = await app.tableService.calls.proveVisit(restaurantId, logId, token);
        for (const source of app.tableService.visitFeeds) {
          const key = source.keyOf(visit);
          if (key !== null) wanted.push({ feed: source.feed, key });
        }
      }
      await app.tableService.hub.ready(restaurantId);
      const address = addressKey(clientAddress(request));
      if (!app.menuLive.cap.admit(address))
        throw createError('TOO_MANY_REQUESTS', LIVE_STREAMS_CAPPED, {
          headers: { 'retry-after': '60', 'cache-control': 'no-store' },
        });
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const raw = startEventStream(app, reply);
      raw.once('close', () => app.menuLive.cap.release(address));
      await app.tableService.hub.open(restaurantId, raw, lastEventId, MENU_LIVE_MAX_MINUTES * 60_000, wanted);
      app.menuLive.clock.watch(restaurantId);
    },
  });
};

export default menuLiveRoutes;
