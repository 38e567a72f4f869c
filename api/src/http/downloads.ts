// Files staff download (CSV and XLSX exports): named, never cached, the body sent as given (text, bytes or a
// stream). `downloadRoutes` registers a list of them that differ only in what they read and how it is named.
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AuthPrincipal } from '../auth/scope';
import { staffErrors, type ZodApp } from './schemas';

export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: unknown) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export interface DownloadRoute<Q> {
  url: string;
  summary: string;
  /** The documented 200 answer (`fileResponse`). */
  file: object;
  type: string;
  fileName: () => string;
  body: (principal: AuthPrincipal, query: Q) => unknown;
}

/** GET routes behind `guard` that answer a file read with the same query, in the order given. */
export function downloadRoutes<S extends z.ZodType>(
  app: ZodApp,
  common: { guard: onRequestAsyncHookHandler; tags: string[]; querystring: S },
  routes: Array<DownloadRoute<z.output<S>>>,
): void {
  for (const route of routes) {
    app.get(route.url, {
      onRequest: common.guard,
      schema: {
        tags: common.tags,
        security: [{ bearerAuth: [] }],
        summary: route.summary,
        querystring: common.querystring,
        response: { 200: route.file, ...staffErrors },
      },
      handler: async (request, reply) =>
        sendDownload(
          reply as unknown as FastifyReply,
          route.type,
          route.fileName(),
          await route.body(request.principal!, request.query as z.output<S>),
        ),
    });
  }
}
