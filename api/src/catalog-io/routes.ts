// GET /api/restaurants/{id}/catalog.csv and .xlsx: the whole catalog as one table (staff, in their scope);
// POST /api/restaurants/{id}/catalog/import[?dryRun=true] with that table as CSV or XLSX (multipart, field
// 'file'): a preview { create, update, unchanged, errors } and, without dryRun, all of it or nothing
// (manage_products, the restaurant in the user's scope).
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCanSee, assertCanWriteInto } from '../auth/scope';
import { createError, fieldError } from '../errors';
import { sendDownload, XLSX_TYPE } from '../http/downloads';
import {
  bearer,
  ErrorResponse,
  FilePart,
  fileResponse,
  handlerReadsBody,
  IdParams,
  staffErrors,
} from '../http/schemas';
import { exportFileName } from '../access-logs/csv';
import { withImportTurn } from '../table-files/import-turn';
import { readUploadedTable } from '../table-files/read-table-file';
import { catalogCsv, catalogXlsx } from './service';
import { CatalogImportPreviewWire, serverText } from '@menu/shared/contract';

const tags = ['catalog'];
const notFound = () => createError('NOT_FOUND', serverText.restaurantNotFound);
const ImportQuery = z.object({ dryRun: z.enum(['true', 'false']).optional() });

const catalogIoRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.importLimits;
  await app.register(multipart, { limits: { fileSize: limits.maxFileBytes, files: 1, fields: 5, parts: 6 } });
  const service = app.catalogIo;

  app.get('/restaurants/:id/catalog.csv', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags,
      security: bearer,
      summary: 'Kataloğun tamamı CSV olarak (UTF-8, BOM ile): kategoriler, ürünler, varyantlar, eklentiler',
      params: IdParams,
      response: {
        200: fileResponse('text/csv', 'Katalog tablosu'),
        ...staffErrors,
      },
    },
    handler: async (request, reply) => {
      assertCanSee(request.principal!, request.params.id, notFound());
      return sendDownload(
        reply as unknown as FastifyReply,
        'text/csv; charset=utf-8',
        exportFileName(`katalog-${request.params.id}`, 'csv'),
        catalogCsv(await service.exportRows(request.params.id)),
      );
    },
  });

  app.get('/restaurants/:id/catalog.xlsx', {
    onRequest: app.auth.requireStaff,
    schema: {
      tags,
      security: bearer,
      summary: 'Kataloğun tamamı Excel çalışma kitabı olarak',
      params: IdParams,
      response: {
        200: fileResponse(XLSX_TYPE, 'Katalog tablosu'),
        ...staffErrors,
      },
    },
    handler: async (request, reply) => {
      assertCanSee(request.principal!, request.params.id, notFound());
      const bytes = await catalogXlsx(await service.exportRows(request.params.id));
      return sendDownload(
        reply as unknown as FastifyReply,
        XLSX_TYPE,
        exportFileName(`katalog-${request.params.id}`, 'xlsx'),
        bytes,
      );
    },
  });

  app.post('/restaurants/:id/catalog/import', {
    onRequest: app.auth.requirePermission('manage_products'),
    validatorCompiler: handlerReadsBody as never,
    schema: {
      tags,
      security: bearer,
      summary: `Katalog içe aktarma (multipart, alan adı 'file'; CSV veya XLSX, en fazla ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB ve ${limits.maxRows.toLocaleString('tr-TR')} satır). dryRun=true: yalnızca önizleme. Hatalı satır varsa hiçbir şey değişmez; yoksa hepsi tek işlemde uygulanır. Bir restoranda aynı anda tek içe aktarma çalışır (409)`,
      consumes: ['multipart/form-data'],
      params: IdParams,
      querystring: ImportQuery,
      body: z.object({ file: FilePart }),
      response: {
        200: CatalogImportPreviewWire,
        ...staffErrors,
        409: ErrorResponse,
        413: ErrorResponse,
        415: ErrorResponse,
      },
    },
    handler: async (request) => {
      assertCanSee(request.principal!, request.params.id, notFound());
      assertCanWriteInto(request.principal!, request.params.id);
      if (!request.isMultipart())
        throw createError('UNSUPPORTED_MEDIA_TYPE', 'Katalog dosyası multipart/form-data olarak gönderilmelidir');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fieldError('file', 'Lütfen bir CSV veya XLSX dosyası seçin');
      const bytes = await readUploadedTable(file, limits);
      if (bytes.length === 0) throw fieldError('file', serverText.emptyFile);
      const restaurantId = request.params.id;
      return withImportTurn(app.dbHandle, 'catalog', restaurantId, () =>
        service.importFile(restaurantId, request.principal!.userId, bytes, request.query.dryRun === 'true'),
      );
    },
  });
};

export default catalogIoRoutes;
