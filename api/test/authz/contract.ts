// What the remotes read from each GET route of the matrix: the schema of @menu/shared their screens parse
// the answer with. matrix.test.ts parses every 200 answer of the table with it and checks that the server
// sent every field the schema reads, so a field renamed or dropped on either side fails here, not on a
// restaurant's screen. File downloads are checked for their type (their columns have their own tests).
import type { LightMyRequestResponse } from 'fastify';
import {
  AccessLogPageSchema,
  AuditPageSchema,
  AccessLogSchema,
  AccessLogStatsSchema,
  AddonSchema,
  ComplianceSchema,
  PriceListStatusSchema,
  CategorySchema,
  HoursSchema,
  listOf,
  PriceChangeSchema,
  ProductSchema,
  QrCodeSchema,
  RestaurantSchema,
  ServiceSummarySchema,
  SpecialDaySchema,
  TableCallSchema,
  TableOrderSchema,
  SalesReportSchema,
  DinerOrderSchema,
  TranslatableRecordSchema,
  TranslationCoverageSchema,
  MissingTranslationSchema,
  TranslationSchema,
  UserSchema,
  VariantSchema,
} from '@menu/shared/contract';
import type { PublicMenu } from '@menu/shared/menu';
import type { z } from 'zod';

type Check = (res: LightMyRequestResponse, url: string) => string[];

/** Routes outside the REST reference: the API docs pages themselves. */
export const UNDOCUMENTED = new Set([
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/*',
  '/api/docs/static/index.html',
]);

/** Keys of the parsed value (each level of plain objects and arrays) the raw answer does not carry. */
function missingKeys(raw: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(parsed)) {
    return Array.isArray(raw)
      ? parsed.flatMap((item, i) => missingKeys(raw[i], item, `${at}[${i}]`))
      : [`${at || 'answer'} is not a list`];
  }
  if (!parsed || typeof parsed !== 'object' || parsed instanceof Date) return [];
  if (!raw || typeof raw !== 'object') return [`${at || 'answer'} is not an object`];
  const source = raw as Record<string, unknown>;
  return Object.entries(parsed as Record<string, unknown>).flatMap(([key, value]) =>
    key in source
      ? missingKeys(source[key], value, `${at}.${key}`)
      : [`${at}.${key} missing (the schema filled a default)`],
  );
}

interface PublicAnswer {
  /** Fields only staff see (and the id's alias), left out of a public answer; the shared schema fills them. */
  staffOnly: string[];
  /** Fields a public answer leaves to its address (the restaurant of /restaurant/:id lists). */
  fromUrl?: (url: string) => Record<string, unknown>;
}

/** Parses with the shared schema; every field it reads must come from the server (bar a public answer's staff fields). */
const parses =
  (schema: z.ZodType, publicAnswer?: PublicAnswer): Check =>
  (res, url) => {
    const extra = publicAnswer?.fromUrl?.(url) ?? {};
    const body = res.json();
    const raw = Array.isArray(body) ? body.map((item) => ({ ...extra, ...item })) : { ...extra, ...body };
    const result = schema.safeParse(raw);
    if (!result.success)
      return [
        `does not parse: ${result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      ];
    const staffOnly = new Set(publicAnswer?.staffOnly ?? []);
    return [...new Set(missingKeys(raw, result.data).map((p) => p.replace(/\[\d+\]/g, '[]')))].filter(
      (p) => !staffOnly.has(p.replace(/^(\[\])?\./, '').split(' ')[0]!),
    );
  };

const STAFF_DATES = { staffOnly: ['isActive', 'createdDate'] };
const restaurantOfUrl = (url: string) => ({ restaurantId: Number(/\/restaurant\/(\d+)/.exec(url)?.[1]) });

const file =
  (type: string): Check =>
  (res) =>
    String(res.headers['content-type']).startsWith(type) && res.rawPayload.length > 0
      ? []
      : [`expected a ${type} file, got ${res.headers['content-type']} (${res.rawPayload.length} bytes)`];

/** Every key of PublicMenu (the compiler fails this list when the interface gains or loses one). */
const PUBLIC_MENU_KEYS = {
  restaurant: true,
  language: true,
  languages: true,
  categories: true,
  products: true,
  addons: true,
  hours: true,
  specialDays: true,
  timeZone: true,
  openState: true,
} satisfies Record<keyof PublicMenu, true>;

/** The public menu's page keeps zod out of its bundle: its answer is typed by PublicMenu, checked here key by key. */
const publicMenu: Check = (res) => {
  const menu = res.json() as Record<string, unknown>;
  return Object.keys(PUBLIC_MENU_KEYS)
    .filter((key) => !(key in menu))
    .map((key) => `.${key} missing`);
};

const list = (schema: z.ZodType, publicAnswer?: PublicAnswer) => parses(listOf(schema), publicAnswer);

export const SHARED_READS: Record<string, Check> = {
  '/api/health': (res) => (res.json().status ? [] : ['no status']),
  '/api/auth/verify': parses(UserSchema),
  '/api/restaurants/by-role': list(RestaurantSchema),
  '/api/restaurants': list(RestaurantSchema),
  '/api/restaurants/user/:userId': list(RestaurantSchema),
  // Public (the old menu reads it); staff see the whole record, checked with the same schema.
  '/api/restaurants/:id': parses(RestaurantSchema, STAFF_DATES),
  '/api/restaurants/:id/price-list.pdf': file('application/pdf'),
  '/api/restaurants/:id/catalog.csv': file('text/csv'),
  '/api/restaurants/:id/price-list/status': parses(PriceListStatusSchema),
  '/api/restaurants/:id/compliance': parses(ComplianceSchema),
  '/api/menuqrcodes/:id/table-card.pdf': file('application/pdf'),
  '/api/restaurants/:id/catalog.xlsx': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '/api/users': list(UserSchema),
  '/api/users/:id': parses(UserSchema),
  '/api/categories': list(CategorySchema),
  '/api/categories/user/:userId': list(CategorySchema),
  '/api/categories/restaurant/:id': list(CategorySchema, STAFF_DATES),
  '/api/categories/:id': parses(CategorySchema),
  '/api/products': list(ProductSchema),
  '/api/products/user/:userId': list(ProductSchema),
  '/api/products/restaurant/:id': list(ProductSchema, STAFF_DATES),
  '/api/products/:id': parses(ProductSchema),
  '/api/products/:id/price-history': list(PriceChangeSchema),
  '/api/productvariants': list(VariantSchema),
  '/api/productvariants/:id': parses(VariantSchema),
  '/api/productaddons': list(AddonSchema),
  '/api/productaddons/:id': parses(AddonSchema),
  '/api/menuqrcodes': list(QrCodeSchema),
  '/api/menuqrcodes/restaurant/:restaurantId': list(QrCodeSchema, {
    staffOnly: [
      'qrCodeId',
      'qrCodeUrl',
      'qrCodeImage',
      'scanUrl',
      'needsReprint',
      'accessCount',
      'lastAccessedDate',
      'createdDate',
    ],
    fromUrl: restaurantOfUrl,
  }),
  '/api/menuqrcodes/:id': parses(QrCodeSchema),
  '/api/menu/:restaurantId': file('text/html'),
  '/api/MenuAccessLogs': list(AccessLogSchema),
  '/api/MenuAccessLogs/page': parses(AccessLogPageSchema),
  '/api/audit': parses(AuditPageSchema),
  '/api/audit/csv': file('text/csv'),
  '/api/audit/xlsx': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '/api/MenuAccessLogs/stats': parses(AccessLogStatsSchema),
  '/api/MenuAccessLogs/sales': parses(SalesReportSchema),
  '/api/MenuAccessLogs/csv': file('text/csv'),
  '/api/MenuAccessLogs/xlsx': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '/api/MenuAccessLogs/report/csv': file('text/csv'),
  '/api/MenuAccessLogs/report/xlsx': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '/api/RestaurantHours': list(HoursSchema),
  '/api/RestaurantHours/:id': parses(HoursSchema),
  '/api/SpecialDays': list(SpecialDaySchema),
  '/api/SpecialDays/:id': parses(SpecialDaySchema),
  '/api/Translations': list(TranslationSchema),
  '/api/Translations/records': parses(listOf(TranslatableRecordSchema)),
  '/api/Translations/:id': parses(TranslationSchema),
  '/api/Translations/coverage': parses(TranslationCoverageSchema),
  '/api/Translations/missing': list(MissingTranslationSchema),
  '/api/restaurants/:id/translations.xlsx': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '/api/public/menu/:restaurantId': publicMenu,
  '/api/public/menu/:restaurantId/price-list.pdf': file('application/pdf'),
  '/api/public/menu/:restaurantId/live': file('text/event-stream'),
  '/api/service/calls': list(TableCallSchema),
  '/api/service/orders': list(TableOrderSchema),
  '/api/public/tables/:qrCodeId/orders': list(DinerOrderSchema),
  '/api/service/calls/summary': parses(ServiceSummarySchema),
  '/api/service/events': file('text/event-stream'),
};
