// GET /api/public/menu/{restaurantId}?lang=xx: everything the diners' page needs in one cached response
// (docs/api-rules.md). Public and rate limited; ETag with 304, a short Cache-Control.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, idParam } from '../http/schemas';
import { addVary } from '../http/vary';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { bytesFor, pickEncoding, type EncodedBody } from './encoding';
import { PublicMenuWire, serverText } from '@menu/shared/contract';

/** Browsers and proxies may reuse a copy briefly; after that they revalidate with the ETag (304, no body). */
export const MENU_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** The menu's route inside the API's '/api' prefix. */
export const PUBLIC_MENU_ROUTE = '/public/menu/:restaurantId';

export const MenuParams = z.object({ restaurantId: idParam(serverText.invalidRestaurantId) });
export const MenuQuery = z.object({ lang: z.string().max(20).optional() });

/** True when the request's If-None-Match names this ETag (weak comparison, lists and * allowed). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** Sends cached bytes in the best encoding the client accepts. */
export async function sendEncoded(
  request: { headers: Record<string, string | string[] | undefined> },
  reply: FastifyReply,
  body: EncodedBody,
  type: string,
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const bytes = await bytesFor(body, encoding);
  addVary(reply, 'Accept-Encoding').type(type);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PUBLIC_MENU_ROUTE, {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    logLevel: DINER_LOG_LEVEL,
    schema: {
      tags: ['public-menu'],
      summary:
        'Herkese açık: menü sayfasının ihtiyaç duyduğu her şey tek yanıtta (restoran, aktif kategoriler, ürünler, varyantlar, eklentiler, çeviriler, açık/kapalı durumu)',
      description:
        'lang (tr, en, de, fr, es, it, ru, ar): çevirisi olmayan alanlar Türkçe kalır; çevirisi olmayan dil Türkçe yanıtlanır. Yanıt bellekte tutulur ve herhangi bir yazma işleminden sonra yenilenir. ETag ile If-None-Match gönderilirse 304.',
      params: MenuParams,
      querystring: MenuQuery,
      response: {
        // Sent as cached bytes (never serialised here): documented with the shared shape, checked by the contract test.
        200: PublicMenuWire,
        304: z.null().meta({ description: 'If-None-Match bu ETag ile eşleşti: gövde yok' }),
        400: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, typedReply) => {
      // The body is sent pre-serialised (cached bytes), outside the typed response schemas.
      const reply = typedReply as unknown as FastifyReply;
      const entry = await app.publicMenu.get(request.params.restaurantId, request.query.lang);
      reply
        .header('etag', entry.etag)
        .header('cache-control', MENU_CACHE_CONTROL)
        .header('content-language', entry.menu.language);
      // A 304 names what the answer varies by, as the 200 would (RFC 9110, 15.4.5).
      if (etagMatches(request.headers['if-none-match'], entry.etag))
        return addVary(reply, 'Accept-Encoding').code(304).send();
      return sendEncoded(request, reply, entry.body, 'application/json; charset=utf-8');
    },
  });
};

export default publicMenuRoutes;
