// Files staff download (CSV and XLSX exports): named, never cached, the body sent as given (text, bytes or a
// stream). `exportRoutes` registers exports that come as a CSV and an XLSX of the same rows, read with the same
// query and named alike, so that a pair differs only in what it reads.
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AuthPrincipal } from '../auth/scope';
import { fileResponse, staffErrors, type ZodApp } from './schemas';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each format's content type, and its 200 as the reference documents it. */
const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', file: fileResponse('text/csv', 'CSV (UTF-8, BOM ile)') },
  xlsx: { type: XLSX_TYPE, file: fileResponse(XLSX_TYPE, 'XLSX dosyası') },
};
type Format = keyof typeof FORMATS;

export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: unknown) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** One export in both formats: `<url>/csv` and `<url>/xlsx`. */
export interface ExportRoute<Q> {
  url: string;
  /** The file's name for an extension ('csv', 'xlsx'). */
  fileName: (extension: Format) => string;
  csv: ExportFormat<Q>;
  xlsx: ExportFormat<Q>;
}

interface ExportFormat<Q> {
  summary: string;
  body: (principal: AuthPrincipal, query: Q) => unknown;
}

/** GET routes behind `guard` that answer a file read with the same query, in the order given (CSV, then XLSX). */
export function exportRoutes<S extends z.ZodType>(
  app: ZodApp,
  common: { guard: onRequestAsyncHookHandler; tags: string[]; querystring: S },
  routes: Array<ExportRoute<z.output<S>>>,
): void {
  for (const route of routes) {
    for (const format of ['csv', 'xlsx'] as const) {
      const { summary, body } = route[format];
      app.get(`${route.url}/${format}`, {
        onRequest: common.guard,
        schema: {
          tags: common.tags,
          security: [{ bearerAuth: [] }],
          summary,
          querystring: common.querystring,
          response: { 200: FORMATS[format].file, ...staffErrors },
        },
        handler: async (request, reply) =>
          sendDownload(
            reply as unknown as FastifyReply,
            FORMATS[format].type,
            route.fileName(format),
            await body(request.principal!, request.query as z.output<S>),
          ),
      });
    }
  }
}
