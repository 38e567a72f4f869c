// What lets staff finish a menu's translations (manage_products, the restaurant in the user's scope):
// GET /api/Translations/coverage and /missing (how far each language is, and what it lacks),
// PUT /api/Translations/record (every translation of one record at once, the record's "Çevir" form),
// GET /api/restaurants/{id}/translations.xlsx (the translation sheet) and
// POST /api/restaurants/{id}/translations/import[?dryRun=true] (the sheet back: a preview, then all or nothing).
import multipart from '@fastify/multipart';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canWriteTranslationsOf,
  MissingTranslationWire,
  RecordTranslationsRequest,
  RESTAURANT_TRANSLATIONS_FORBIDDEN,
  serverText,
  TranslationCoverageWire,
  TranslationSheetPreviewWire,
  TranslationWire,
  TRANSLATABLE_TABLES,
  type TranslatableTable,
} from '@menu/shared/contract';
import { assertCanSee, assertCanWriteInto } from '../auth/scope';
import { createError, fieldError } from '../errors';
import { sendDownload, XLSX_TYPE } from '../http/downloads';
import {
  bearer,
  FilePart,
  fileResponse,
  handlerReadsBody,
  IdParams,
  ErrorResponse,
  staffErrors,
  type ZodApp,
} from '../http/schemas';
import { exportFileName } from '../access-logs/csv';
import { MissingTranslationsQuery, TranslationCoverageQuery, translationToWire } from './schema';
import { withImportTurn } from '../table-files/import-turn';
import { readUploadedTable } from '../table-files/read-table-file';
import { readSheet, sheetCells, sheetLimits, translationSheetXlsx } from './sheet';

const tags = ['translations'];
const notFound = () => createError('NOT_FOUND', serverText.restaurantNotFound);

const ImportQuery = z.object({ dryRun: z.enum(['true', 'false']).optional() });

/** The translation sheet: the restaurant's translatable fields as an XLSX, and the sheet back (multipart). */
function sheetRoutes(app: ZodApp, guard: onRequestAsyncHookHandler) {
  const limits = app.config.importLimits;
  const { repository, bulk } = app.translations;

  app.get('/restaurants/:id/translations.xlsx', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Çeviri tablosu (Excel): restoranın çevrilebilir her alanı bir satır, Türkçe metnin yanında her dil bir sütun',
      params: IdParams,
      response: {
        200: fileResponse(XLSX_TYPE, 'Çeviri tablosu'),
        ...staffErrors,
      },
    },
    handler: async (request, reply) => {
      const restaurantId = request.params.id;
      assertCanSee(request.principal!, restaurantId, notFound());
      const lists = await Promise.all(
        TRANSLATABLE_TABLES.map((table) => repository.records(table, [restaurantId], restaurantId)),
      );
      const records = Object.fromEntries(TRANSLATABLE_TABLES.map((table, i) => [table, lists[i]])) as Record<
        TranslatableTable,
        (typeof lists)[number]
      >;
      if (!records.Restaurants.length) throw notFound();
      const bytes = await translationSheetXlsx(records, await repository.list([restaurantId], { restaurantId }));
      return sendDownload(
        reply as unknown as FastifyReply,
        XLSX_TYPE,
        exportFileName(`ceviriler-${restaurantId}`, 'xlsx'),
        bytes,
      );
    },
  });

  app.post('/restaurants/:id/translations/import', {
    onRequest: guard,
    validatorCompiler: handlerReadsBody as never,
    schema: {
      tags,
      security: bearer,
      consumes: ['multipart/form-data'],
      summary: `Çeviri tablosunu geri yükle (multipart, alan adı 'file'; XLSX, en fazla ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB ve ${sheetLimits(limits).maxRows.toLocaleString('tr-TR')} satır). dryRun=true: yalnızca önizleme. Hatalı satır varsa hiçbir şey değişmez; yoksa hepsi tek işlemde uygulanır. Boş hücre kayıtlı çeviriyi silmez. Bir restoranda aynı anda tek içe aktarma çalışır (409)`,
      params: IdParams,
      querystring: ImportQuery,
      body: z.object({ file: FilePart }),
      response: {
        200: TranslationSheetPreviewWire,
        409: ErrorResponse,
        413: ErrorResponse,
        415: ErrorResponse,
        ...staffErrors,
      },
    },
    handler: async (request) => {
      const restaurantId = request.params.id;
      assertCanSee(request.principal!, restaurantId, notFound());
      assertCanWriteInto(request.principal!, restaurantId);
      if (!request.isMultipart())
        throw createError('UNSUPPORTED_MEDIA_TYPE', 'Çeviri tablosu multipart/form-data olarak gönderilmelidir');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fieldError('file', 'Lütfen bir XLSX dosyası seçin');
      const bytes = await readUploadedTable(file, limits);
      if (bytes.length === 0) throw fieldError('file', serverText.emptyFile);
      const dryRun = request.query.dryRun === 'true';
      const { read, preview } = await withImportTurn(app.dbHandle, 'translations', restaurantId, async () => {
        const read = sheetCells(await readSheet(bytes, limits));
        return {
          read,
          preview: await bulk.apply(request.principal!, restaurantId, read.cells, {
            removeBlank: false,
            dryRun: dryRun || read.errors.length > 0,
          }),
        };
      });
      return { ...preview, errors: [...read.errors, ...preview.errors].sort((a, b) => a.row - b.row) };
    },
  });
}

const translationBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.importLimits;
  await app.register(multipart, { limits: { fileSize: limits.maxFileBytes, files: 1, fields: 5, parts: 6 } });
  const { repository, coverage, bulk } = app.translations;
  const guard = app.auth.requirePermission('manage_products');

  app.get('/Translations/coverage', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Dillere göre çeviri kapsamı: menüdeki etkin kayıtların adı ve açıklaması çevrilmiş olanların sayısı (tablolara göre de)',
      querystring: TranslationCoverageQuery,
      response: { 200: TranslationCoverageWire, ...staffErrors },
    },
    handler: async (request) => {
      assertCanSee(request.principal!, request.query.restaurantId, notFound());
      return coverage.coverage(request.query.restaurantId);
    },
  });

  app.get('/Translations/missing', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Bir dilde çevirisi eksik alanlar: menüdeki etkin kayıtların Türkçe adı ve açıklamasıyla, menünün sırasıyla',
      querystring: MissingTranslationsQuery,
      response: { 200: z.array(MissingTranslationWire), ...staffErrors },
    },
    handler: async (request) => {
      assertCanSee(request.principal!, request.query.restaurantId, notFound());
      return coverage.missing(request.query.restaurantId, request.query.languageCode);
    },
  });

  app.put('/Translations/record', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Bir kaydın bütün çevirileri tek seferde (dil ve alan başına bir metin; boş metin o çeviriyi siler). Biri reddedilirse hiçbiri kaydedilmez; yanıt kaydın çevirileridir',
      body: RecordTranslationsRequest,
      response: { 200: z.array(TranslationWire), 409: ErrorResponse, 413: ErrorResponse, ...staffErrors },
    },
    handler: async (request) => {
      const principal = request.principal!;
      const { restaurantId, tableName, recordId, texts } = request.body;
      assertCanWriteInto(principal, restaurantId);
      if (!canWriteTranslationsOf(principal, tableName))
        throw createError('FORBIDDEN', RESTAURANT_TRANSLATIONS_FORBIDDEN);
      const cells = texts.map((x) => ({
        line: 1,
        languageCode: x.languageCode,
        tableName,
        recordId,
        fieldName: x.fieldName,
        text: x.translatedText,
      }));
      const preview = await bulk.apply(principal, restaurantId, cells, { removeBlank: true, dryRun: false });
      if (preview.errors.length) throw fieldError('texts', preview.errors[0].message);
      return (await repository.list([restaurantId], { restaurantId, tableName, recordId })).map(translationToWire);
    },
  });

  sheetRoutes(app, guard);
};

export default translationBulkRoutes;
