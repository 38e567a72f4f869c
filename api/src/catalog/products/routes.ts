// The product calls of docs/api-rules.md, Calls: GET /api/Products, /api/Products/user/{userId}, POST /api/Products,
// PUT/DELETE /api/Products/{id} (POST and PUT take JSON or multipart with an optional imageFile), the
// diagnostic POST /api/Products/test-form, and the public GET /api/products/restaurant/{id}.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  BulkAllergensRequest,
  BulkSoldOutRequest,
  ProductRequest,
  serverText,
  PriceChangeWire,
  ProductWire,
  PublicProductWire,
} from '@menu/shared/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../errors';
import { recordRoutes } from '../../http/record-routes';
import {
  bearer,
  FilePart,
  handlerReadsBody,
  idParam,
  IdParams,
  ErrorResponse,
  staffErrors,
  type ZodApp,
} from '../../http/schemas';
import { PUBLIC_RATE_LIMIT } from '../../plugins/security';
import { assertBodyId } from '../common';
import { readProductBody } from './form-body';
import { priceChangeToWire, productToPublic, productToWire, TestFormResponse } from './schema';

const tags = ['products'];
const writeErrors = { ...staffErrors, 413: ErrorResponse, 415: ErrorResponse };
const bodyNote =
  'JSON veya multipart/form-data (Price, DiscountedPrice büyük harfle de kabul edilir; isteğe bağlı imageFile: JPEG, PNG, WebP, GIF, AVIF, en fazla 5 MB)';

/** The product body as the reference shows it: the shared ProductRequest's fields, and the image file a form may carry. */
const ProductBodyDoc = z
  .object({ ...(ProductRequest as unknown as { in: z.ZodObject }).in.shape, imageFile: FilePart.optional() })
  .meta({
    description:
      'JSON veya multipart/form-data; multipart alanları aynı adlarla (Price, DiscountedPrice büyük harfle de), isteğe bağlı imageFile',
  });
// (typed loosely: Fastify types a route's compiler by its own schema)
const bodyRead = { validatorCompiler: handlerReadsBody as never };
const consumes = ['application/json', 'multipart/form-data'];

/** Calls over several products at once (allergens, sold out) and one product's price history. */
function manyProductRoutes(app: ZodApp, guard: onRequestAsyncHookHandler) {
  const service = app.catalog.products;

  app.post('/products/allergens', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Alerjenleri toplu düzenle: seçilen ürünlere alerjen ekle ve/veya çıkar (hepsi ya da hiçbiri)',
      body: BulkAllergensRequest,
      response: { 200: z.array(ProductWire), ...staffErrors },
    },
    handler: async (request) => (await service.bulkAllergens(request.principal!, request.body)).map(productToWire),
  });

  app.post('/products/sold-out', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        "Tükendi: seçilen ürünler 1 saat (hour), gün sonuna kadar (day: restoranın bugünkü kapanış saati, yoksa gece yarısı, Türkiye saati) ya da yeniden açılana kadar (manual) tükenir; available satışa geri açar. Süreli tükendi soldOutUntil'de kendiliğinden biter. Hepsi ya da hiçbiri.",
      body: BulkSoldOutRequest,
      response: { 200: z.array(ProductWire), ...staffErrors },
    },
    handler: async (request) => (await service.bulkSoldOut(request.principal!, request.body)).map(productToWire),
  });

  app.get('/products/:id/price-history', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Ürünün fiyat geçmişi: her fiyat ve indirimli fiyat değişikliği, zamanı ve yapan kullanıcı, en yenisi önce',
      params: IdParams,
      response: { 200: z.array(PriceChangeWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.priceHistory(request.principal!, request.params.id)).map(priceChangeToWire),
  });
}

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, parts: 50, fieldNameSize: 100, fieldSize: 100_000 },
  });
  const service = app.catalog.products;
  const guard = app.auth.requirePermission('manage_products');
  const calls = recordRoutes(app, { path: '/products', tags, guard, item: ProductWire, toWire: productToWire });

  calls.list('Ürünler (SuperAdmin tümü, diğer roller kendi restoranı)', (principal) => service.list(principal));

  app.get('/products/user/:userId', {
    onRequest: guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Bir kullanıcının ürünleri (yalnızca kendisi veya SuperAdmin)',
      params: z.object({ userId: idParam(serverText.invalidUserId) }),
      response: { 200: z.array(ProductWire), ...staffErrors },
    },
    handler: async (request) =>
      (await service.listForUser(request.principal!, request.params.userId)).map(productToWire),
  });

  app.get('/products/restaurant/:id', {
    config: { rateLimit: PUBLIC_RATE_LIMIT },
    schema: {
      tags,
      summary: 'Herkese açık: aktif restoranın aktif kategorilerindeki ürünler',
      params: IdParams,
      response: { 200: z.array(PublicProductWire), 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => (await service.listPublic(request.params.id)).map(productToPublic),
  });

  app.post('/products/test-form', {
    onRequest: guard,
    ...bodyRead,
    schema: {
      tags,
      security: bearer,
      summary: `Tanılama: sunucunun formdan ne okuduğunu döner, kaydetmez. ${bodyNote}`,
      consumes,
      body: ProductBodyDoc,
      response: { 200: TestFormResponse, ...writeErrors },
    },
    handler: async (request) => service.testForm(await readProductBody(request)),
  });

  manyProductRoutes(app, guard);

  calls.get('Tek ürün', (principal, id) => service.get(principal, id));

  app.post('/products', {
    onRequest: guard,
    ...bodyRead,
    schema: {
      tags,
      security: bearer,
      summary: `Ürün oluştur. ${bodyNote}`,
      consumes,
      body: ProductBodyDoc,
      response: { 201: ProductWire, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(productToWire(await service.create(request.principal!, await readProductBody(request)))),
  });

  app.put('/products/:id', {
    onRequest: guard,
    ...bodyRead,
    schema: {
      tags,
      security: bearer,
      summary: `Ürünü güncelle; gövdede olmayan alanlar kayıtlı değerini korur. ${bodyNote}`,
      params: IdParams,
      consumes,
      body: ProductBodyDoc,
      response: { 200: ProductWire, ...writeErrors },
    },
    handler: async (request) => {
      const body = await readProductBody(request);
      assertBodyId(request.params.id, body.bodyId);
      return productToWire(await service.update(request.principal!, request.params.id, body));
    },
  });

  calls.remove(
    'Ürünü sil (varyantları ve çevirileri de silinir; başka kayıtlar bağlıysa 409)',
    (principal, id) => service.remove(principal, id),
    { 409: ErrorResponse },
  );
};

export default productRoutes;
