// The access-log calls: the spec's array, the report's filtered page, stats and CSV (view_reports, scoped),
// (the IP retention job is plugin.ts's). (The diner's visit and its end are the table session's: table-session/visit-routes.ts.)
import { z } from 'zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessLogFilterQuery,
  AccessLogPageQuery,
  SalesReportWire,
  AccessLogPageWire,
  AccessLogWire,
  AccessLogStatsWire,
} from '@menu/shared/contract';
import { exportRoutes } from '../http/downloads';
import { bearer, staffErrors, type ZodApp } from '../http/schemas';
import { exportFileName } from './csv';
import { reportCsv, reportXlsx } from './export';
import { accessLogToWire } from './schema';

const tags = ['menuaccesslogs'];
export const LIST_DEFAULT_LIMIT = 1000;
export const LIST_MAX_LIMIT = 10000;

/** The spec's array: one page of the latest visits, its total and the next page's address in headers. */
function arrayRoute(app: ZodApp, reports: onRequestAsyncHookHandler) {
  const service = app.accessLogs;
  app.get('/MenuAccessLogs', {
    onRequest: reports,
    schema: {
      tags,
      security: bearer,
      summary: `Erişim kayıtları dizisi, en yeniler önce (rol kapsamında; varsayılan ${LIST_DEFAULT_LIMIT}, en fazla ${LIST_MAX_LIMIT} kayıt). Toplam kayıt sayısı X-Total-Count başlığında; arkasında kayıt kaldıysa Link başlığı rel="next" ile sonraki sayfanın adresini verir`,
      querystring: z.object({
        limit: z
          .preprocess(
            (v) => (v === '' || v == null ? LIST_DEFAULT_LIMIT : Number(v)),
            z.number().int().min(1).max(LIST_MAX_LIMIT, `En fazla ${LIST_MAX_LIMIT} kayıt istenebilir`),
          )
          .optional(),
        offset: z
          .preprocess(
            (v) => (v === '' || v == null ? 0 : Number(v)),
            z.number().int().min(0, 'Başlangıç 0 veya daha büyük olmalıdır').max(100_000_000),
          )
          .optional()
          .meta({ description: 'Atlanacak kayıt sayısı (sonraki sayfa için Link başlığındaki adres kullanılabilir)' }),
      }),
      response: {
        200: z.array(AccessLogWire).meta({
          headers: {
            'x-total-count': {
              type: 'integer',
              description: 'Rol kapsamındaki toplam erişim kaydı sayısı (bu yanıttakilerden fazla olabilir)',
            },
            link: { type: 'string', description: 'Arkasında kayıt kalan yanıtta: <...?limit=N&offset=M>; rel="next"' },
          },
        }),
        ...staffErrors,
      },
    },
    handler: async (request, reply) => {
      const limit = request.query.limit ?? LIST_DEFAULT_LIMIT;
      const offset = request.query.offset ?? 0;
      const { items, total } = await service.listWithTotal(request.principal!, limit, offset);
      reply.header('x-total-count', String(total));
      // The visits counted may run ahead of the rows read a moment earlier: a next page is offered while rows remain.
      if (offset + items.length < total && items.length === limit) {
        reply.header('link', `</api/MenuAccessLogs?limit=${limit}&offset=${offset + limit}>; rel="next"`);
      }
      return items.map(accessLogToWire);
    },
  });
}

const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.accessLogs;
  const reports = app.auth.requirePermission('view_reports');

  arrayRoute(app, reports);

  app.get('/MenuAccessLogs/page', {
    onRequest: reports,
    schema: {
      tags,
      security: bearer,
      summary: 'Süzülmüş erişim kayıtları sayfası (from dahil, to hariç; en yeniler önce)',
      querystring: AccessLogPageQuery,
      response: { 200: AccessLogPageWire, ...staffErrors },
    },
    handler: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const result = await service.page(request.principal!, filter, page, pageSize);
      return { items: result.items.map(accessLogToWire), total: result.total, page, pageSize };
    },
  });

  app.get('/MenuAccessLogs/stats', {
    onRequest: reports,
    schema: {
      tags,
      security: bearer,
      summary:
        'Süzülmüş kayıtların özeti: toplam, tekil IP, ortalama oturum, mobil oranı, cihaz dağılımı, günlük ziyaret',
      querystring: AccessLogFilterQuery,
      response: { 200: AccessLogStatsWire, ...staffErrors },
    },
    handler: async (request) => service.stats(request.principal!, request.query),
  });

  app.get('/MenuAccessLogs/sales', {
    onRequest: reports,
    schema: {
      tags,
      security: bearer,
      summary:
        'Masadan siparişlerin özeti (aynı süzgeçle): günlük sipariş ve onaylanan ciro, en çok satan ürünler, ortalama sipariş',
      querystring: AccessLogFilterQuery,
      response: { 200: SalesReportWire, ...staffErrors },
    },
    handler: async (request) => service.sales(request.principal!, request.query),
  });

  exportRoutes(app, { guard: reports, tags, querystring: AccessLogFilterQuery }, [
    {
      url: '/MenuAccessLogs',
      fileName: (extension) => exportFileName('erisim-kayitlari', extension),
      csv: {
        summary: 'Süzülmüş kayıtlar CSV olarak (UTF-8, BOM ile; akış halinde)',
        body: (principal, query) => service.csv(principal, query),
      },
      xlsx: {
        summary: 'Süzülmüş kayıtlar Excel (XLSX) olarak; akış halinde',
        body: (principal, query) => service.xlsx(principal, query),
      },
    },
    {
      url: '/MenuAccessLogs/report',
      fileName: (extension) => exportFileName('erisim-raporu', extension),
      csv: {
        summary:
          'Raporun tabloları CSV olarak: özet (önceki dönemle), günlük ziyaret, masalar, cihazlar, diller, menü bölümleri, gün × saat',
        body: async (principal, query) => reportCsv(await service.reportTables(principal, query)),
      },
      xlsx: {
        summary: 'Raporun tabloları Excel (XLSX) olarak, her tablo bir sayfada',
        body: async (principal, query) => reportXlsx(await service.reportTables(principal, query)),
      },
    },
  ]);
};

export default accessLogRoutes;
