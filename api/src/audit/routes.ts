// The change trail: GET /api/audit (keyset pages, newest first) and its CSV/XLSX exports. Admin: their own
// restaurant; SuperAdmin: every restaurant; Manager and Garson: 403 (manage_users, as the users screen).
// Also schedules the retention job.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFilterQuery, AuditPageQuery, AuditPageWire, type AuditEventWire } from '@menu/shared/contract';
import type { z } from 'zod';
import { exportFileName } from '../access-logs/csv';
import type { AuditEventRow } from '../db/schema';
import { exportRoutes } from '../http/downloads';
import { bearer, staffErrors } from '../http/schemas';

const tags = ['audit'];

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
      response: { 200: AuditPageWire, ...staffErrors },
    },
    handler: async (request) => {
      const { before, limit, ...filter } = request.query;
      const page = await service.page(request.principal!, filter, before, limit);
      return { items: page.items.map(auditEventToWire), nextCursor: page.nextCursor };
    },
  });

  exportRoutes(app, { guard, tags, querystring: AuditFilterQuery }, [
    {
      url: '/audit',
      fileName: (extension) => exportFileName('degisiklik-gecmisi', extension),
      csv: {
        summary: 'Süzülmüş değişiklik geçmişi CSV olarak (UTF-8, BOM ile; her satır cümle olarak)',
        body: (principal, query) => service.csv(principal, query),
      },
      xlsx: {
        summary: 'Süzülmüş değişiklik geçmişi Excel (XLSX) olarak',
        body: (principal, query) => service.xlsx(principal, query),
      },
    },
  ]);
};

export default auditRoutes;
