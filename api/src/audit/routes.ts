// The change trail: GET /api/audit (keyset pages, newest first) and its CSV/XLSX exports. Admin: their own
// restaurant; SuperAdmin: every restaurant; Manager and Garson: 403 (manage_users, as the users screen).
// Also schedules the retention job.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFilterQuery, AuditPageQuery, AuditPageWire, type AuditEventWire } from '@menu/shared/contract';
import type { z } from 'zod';
import { exportFileName } from '../access-logs/csv';
import { XlsxFile } from '../access-logs/routes';
import type { AuditEventRow } from '../db/schema';
import { ErrorResponse, fileResponse } from '../http/schemas';
import { XLSX_TYPE } from './export';

const bearer = [{ bearerAuth: [] }];
const tags = ['audit'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function auditEventToWire(row: AuditEventRow): z.infer<typeof AuditEventWire> {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.userName,
    entity: row.entity,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    action: row.action,
    event: row.event,
    changes: row.changes,
    clientAddress: row.clientAddress,
  };
}

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.audit;
  const guard = app.auth.requirePermission('manage_users');

  app.get('/audit', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Değişiklik geçmişi: kim, hangi kaydı, ne zaman, hangi adresten değiştirdi (alan alan eski ve yeni değer) ve güvenlik olayları; en yeniler önce, `before` ile sonraki sayfa',
      querystring: AuditPageQuery,
      response: { 200: AuditPageWire, ...errors },
    },
    handler: async (request) => {
      const { before, limit, ...filter } = request.query;
      const page = await service.page(request.principal!, filter, before, limit);
      return { items: page.items.map(auditEventToWire), nextCursor: page.nextCursor };
    },
  });

  const download = (reply: FastifyReply, type: string, fileName: string, body: unknown) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);

  app.get('/audit/csv', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Süzülmüş değişiklik geçmişi CSV olarak (UTF-8, BOM ile; her satır cümle olarak)',
      querystring: AuditFilterQuery,
      response: { 200: fileResponse('text/csv', 'CSV (UTF-8, BOM ile)'), ...errors },
    },
    handler: async (request, reply) =>
      download(
        reply as unknown as FastifyReply,
        'text/csv; charset=utf-8',
        exportFileName('degisiklik-gecmisi', 'csv'),
        service.csv(request.principal!, request.query),
      ),
  });

  app.get('/audit/xlsx', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Süzülmüş değişiklik geçmişi Excel (XLSX) olarak',
      querystring: AuditFilterQuery,
      response: { 200: XlsxFile, ...errors },
    },
    handler: async (request, reply) =>
      download(
        reply as unknown as FastifyReply,
        XLSX_TYPE,
        exportFileName('degisiklik-gecmisi', 'xlsx'),
        service.xlsx(request.principal!, request.query),
      ),
  });
};

export default auditRoutes;
