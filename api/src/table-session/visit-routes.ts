// The diner's visit, the start of the table session: recording it (POST /menuqrcodes/{id}/access, which hands
// out the visit's id and signed token) and its end (the menu's beacon with that token). The calls to staff
// from the table (calls-routes.ts) prove the table with the same id and token. Paths and reference tags are
// the ones the spec and the menu use.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessSessionEndRequest, serverText, VisitStartedWire } from '@menu/shared/contract';
import { clientAddress } from '../http/client-address';
import { ErrorResponse, idParam, IdParams } from '../http/schemas';
import { DINER_LOG_LEVEL, PUBLIC_RATE_LIMIT } from '../plugins/security';
import { acceptBeaconBodies, BEACON_BODY_LIMIT } from './beacon-body';

const QR_TAGS = ['menuqrcodes'];
const LOG_TAGS = ['menuaccesslogs'];

const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  // The diner's calls: public, rate limited, any body (or none) accepted. The answer is written by hand (two
  // numbers and a token): this runs for every visit, and the schema serialiser would cost more than the rest.
  await app.register(async (diner) => {
    acceptBeaconBodies(diner);
    diner.withTypeProvider<ZodTypeProvider>().post('/menuqrcodes/:id/access', {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      logLevel: DINER_LOG_LEVEL,
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        tags: QR_TAGS,
        summary:
          'Herkese açık: menü ziyaretini kaydet (erişim sayısı ve son erişim aynı işlemde güncellenir). Yanıttaki token, ziyaretin bitişini bildirmek için gerekir. Aynı adresten aynı restorana belirli bir sürede en fazla VISIT_CAP_PER_IP ziyaret kaydedilir; fazlası 429 alır.',
        params: IdParams,
        response: {
          201: VisitStartedWire,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
      handler: async (request, typedReply) => {
        // The menu says which language the diner reads ({ "lang": "en" }); any other body is fine too.
        const body = request.body as { lang?: unknown } | undefined;
        const lang = typeof body?.lang === 'string' ? body.lang : '';
        const { logId, token } = await app.visits.record(
          request.params.id,
          clientAddress(request),
          request.headers['user-agent'],
          lang,
        );
        const reply = typedReply as unknown as FastifyReply;
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(`{"logId":${logId},"token":"${token}"}`);
      },
    });
  });

  // The menu's beacon: public, rate limited, text/plain (sendBeacon) or JSON, with the visit's token.
  await app.register(async (diner) => {
    acceptBeaconBodies(diner);
    diner.withTypeProvider<ZodTypeProvider>().post('/MenuAccessLogs/:logId/end', {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      logLevel: DINER_LOG_LEVEL,
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        tags: LOG_TAGS,
        summary:
          'Herkese açık: ziyaret süresini kaydet (saniye; en fazla 4 saat, kayıt başına bir kez, 12 saat içinde). Ziyaret kaydedilirken verilen token gerekir (yoksa ya da hatalıysa 403).',
        params: z.object({ logId: idParam(serverText.invalidRecordId) }),
        body: AccessSessionEndRequest,
        response: {
          204: z.null(),
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
      handler: async (request, reply) => {
        await app.visits.end(request.params.logId, request.body.token, request.body.duration, request.body.categories);
        return reply.code(204).send(null);
      },
    });
  });
};

export default visitRoutes;
