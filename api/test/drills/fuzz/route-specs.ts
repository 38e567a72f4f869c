// One generator per route of the API: which zod schemas its params, query and body follow, a valid example
// body to mutate, generators for the fields whose format a refinement checks, and where a write is read back.
import fc from 'fast-check';
import { z } from 'zod';
import {
  AccessLogFilterQuery,
  AccessLogPageQuery,
  AccessSessionEndRequest,
  CallStatusRequest,
  CloseTableRequest,
  OrderRequest,
  OrderStatusRequest,
  TableCallRequest,
  VisitProofRequest,
  AuditFilterQuery,
  AuditPageQuery,
  AddonRequest,
  CATEGORY_ICON_KEYS,
  CategoryRequest,
  DEVICE_TYPES,
  HoursRequest,
  LANGUAGE_CODES,
  LoginRequest,
  PasswordChangeRequest,
  ProductRequest,
  QrBulkRequest,
  QrCodeRequest,
  RestaurantRequest,
  SpecialDayRequest,
  RecordTranslationsRequest,
  TRANSLATABLE_FIELDS,
  TranslationRequest,
  UserCreateRequest,
  VariantRequest,
} from '@menu/shared/contract';
import { JSON_BODY_LIMIT } from '../../../src/app';
import { BEACON_BODY_LIMIT } from '../../../src/table-session/beacon-body';
import { AddonUpdateRequest } from '../../../src/catalog/addons/schema';
import { CategoryUpdateRequest } from '../../../src/catalog/categories/schema';
import { BulkAllergensRequest, BulkSoldOutRequest, PriceListQuery, VariantMoveRequest } from '@menu/shared/contract';
import { VariantUpdateRequest } from '../../../src/catalog/variants/schema';
import { RestaurantFilterQuery } from '../../../src/hours/schema';
import { idParam } from '../../../src/http/schemas';
import { MenuQuery } from '../../../src/public-menus/routes';
import { RestaurantUpdateRequest } from '../../../src/restaurants/schema';
import {
  MissingTranslationsQuery,
  TranslationCoverageQuery,
  TranslationListQuery,
  TranslationRecordsQuery,
} from '../../../src/translations/schema';
import { UserUpdateBody } from '../../../src/users/schema';
import { FIXTURE_PASSWORD } from '../../helpers/fixtures';
import { jsonRouteBody, NON_JSON_TYPES, uploadBody, type BodyPlan } from './bodies';
import {
  colourValue,
  hostileText,
  dateValue,
  imageRefValue,
  storableText,
  tableNumberValue,
  timeValue,
  usernameValue,
} from './values';

/** Records the drill creates before it starts, which the generated requests point at. */
export interface Sandbox {
  restaurant: number;
  category: number;
  product: number;
  variant: number;
  addon: number;
  qrCode: number;
  hours: number;
  specialDay: number;
  translation: number;
  user: number;
  accessLog: number;
  A: number;
  B: number;
  inactive: number;
}

export type FreshKind =
  | 'restaurant'
  | 'category'
  | 'product'
  | 'variant'
  | 'addon'
  | 'qrCode'
  | 'hours'
  | 'specialDay'
  | 'translation'
  | 'user'
  | 'accessLog';

export interface ParamSpec {
  /** The sandbox record a valid id points at. */
  sandbox?: keyof Sandbox;
  /** A record made just before the request (deletes: each removes its own record). */
  fresh?: FreshKind;
  /** Validated by idParam (digits only, 1..2^31-1): anything else is a 400. */
  idParam: boolean;
  /** Whether the fixed sandbox record may be used (deletes never touch it). */
  useSandbox?: boolean;
}

export interface BodyPrediction {
  /** The schema the route validates the body with (predicts accept/reject of JSON objects). */
  schema: z.ZodType;
  /** 'json': a JSON route; 'product': JSON or multipart through form-body.ts; 'partial': product PUT (merged, not predicted). */
  mode: 'json' | 'product' | 'partial';
}

export interface RouteSpec {
  method: string;
  /** As Fastify prints it, lower-cased. */
  path: string;
  runs: number;
  group: string;
  auth: 'staff' | 'public' | 'optional';
  /** Never sent one of the drill's valid tokens (sign-out would end the session the whole drill signs with). */
  tokenless?: boolean;
  params?: Record<string, ParamSpec>;
  query?: { schema?: z.ZodType; hints: Record<string, fc.Arbitrary<unknown>> };
  body?: fc.Arbitrary<BodyPlan>;
  prediction?: BodyPrediction;
  /** Answers are diner-facing HTML pages (their 4xx too). */
  html?: boolean;
  /**
   * A GET that may write when it succeeds: the QR scan address counts a visit when it sends the diner to a code's
   * custom URL. Its accepted answers are treated as writes; its rejections must still change nothing.
   */
  writesWhenAccepted?: boolean;
  /** GET url of the record a successful write stored, for the read-back. */
  readBack?: (id: number) => string;
}

const idHint = (main: number, others: number[] = []) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(main) },
    { weight: 1, arbitrary: fc.constantFrom(...others, 2147483647) },
    { weight: 1, arbitrary: fc.constantFrom(String(main), ` ${main} `, `${main}.0`) },
  );

/** Generators for fields whose format is checked by a refinement, by field name (the same name means the same thing everywhere). */
export function fieldHints(ids: Sandbox): Record<string, fc.Arbitrary<unknown>> {
  return {
    restaurantId: idHint(ids.restaurant, [ids.A, ids.B, ids.inactive]),
    categoryId: idHint(ids.category),
    productId: idHint(ids.product),
    recordId: idHint(ids.product, [ids.category, ids.restaurant]),
    email: fc.oneof(fc.constant('info@example.com'), fc.emailAddress()),
    website: fc.oneof(
      fc.constantFrom('example.com', 'https://örnek.com.tr/menü?a=1&b=<2>', 'http://localhost:8080'),
      fc.webUrl(),
    ),
    logo: imageRefValue,
    backgroundImage: imageRefValue,
    image: imageRefValue,
    primaryColor: colourValue,
    secondaryColor: colourValue,
    icon: fc.constantFrom(...CATEGORY_ICON_KEYS, null, ''),
    openTime: timeValue,
    closeTime: timeValue,
    date: dateValue,
    tableNumber: tableNumberValue,
    username: usernameValue,
    passwordHash: fc.oneof(
      fc.constant('Güçlü-Parola-42'),
      storableText(60).filter((s) => s.length >= 8),
    ),
    role: fc.constantFrom(1, 2, 3, 'Admin', 'Manager', 'SuperAdmin', '2', 0, 4, 'User', 'superadmin'),
    languageCode: fc.constantFrom(...LANGUAGE_CODES),
    tableName: fc.constantFrom(...Object.keys(TRANSLATABLE_FIELDS)),
    fieldName: fc.constantFrom(...new Set(Object.values(TRANSLATABLE_FIELDS).flat())),
    qrCodeUrl: fc.oneof(fc.constant(''), fc.webUrl()),
    qrCodeImage: fc.oneof(fc.constant(''), fc.webUrl()),
    start: fc.integer({ min: 1, max: 40 }),
    end: fc.integer({ min: 1, max: 45 }),
    duration: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.double({ min: 0, max: 100, noNaN: true })),
    direction: fc.constantFrom('up', 'down'),
    dayOfWeek: fc.integer({ min: 0, max: 6 }),
    discountedPrice: fc.oneof(fc.constant(null), fc.constant(''), fc.double({ min: 0, max: 40, noNaN: true })),
    price: fc.oneof(fc.double({ min: 0.01, max: 5000, noNaN: true }), fc.constantFrom('12,50', '99.9')),
    isClosed: fc.boolean(),
  };
}

export function queryHints(ids: Sandbox): Record<string, fc.Arbitrary<unknown>> {
  const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
  return {
    restaurantId: fc.constantFrom(String(ids.restaurant), String(ids.A), String(ids.B), '2147483647'),
    from: fc.oneof(
      instant.map((d) => d.toISOString()),
      instant.map((d) => d.toISOString().slice(0, 10)),
    ),
    to: fc.oneof(
      instant.map((d) => d.toISOString()),
      instant.map((d) => d.toISOString().slice(0, 10)),
    ),
    deviceType: fc.constantFrom(...DEVICE_TYPES, 'all', ''),
    page: fc.integer({ min: 1, max: 5 }).map(String),
    pageSize: fc.integer({ min: 1, max: 200 }).map(String),
    limit: fc.integer({ min: 1, max: 10_000 }).map(String),
    languageCode: fc.constantFrom(...LANGUAGE_CODES),
    tableName: fc.constantFrom(...Object.keys(TRANSLATABLE_FIELDS)),
    table: fc.constantFrom(...Object.keys(TRANSLATABLE_FIELDS)),
    recordId: fc.constant(String(ids.product)),
    lang: fc.constantFrom(...LANGUAGE_CODES, 'en-US', 'EN', 'xx', ''),
  };
}

const id = (sandbox: keyof Sandbox, fresh?: FreshKind, useSandbox = true): ParamSpec => ({
  sandbox,
  fresh,
  idParam: true,
  useSandbox,
});
const freshOnly = (fresh: FreshKind): ParamSpec => ({ fresh, idParam: true, useSandbox: false });

export function buildSpecs(ids: Sandbox): RouteSpec[] {
  const hints = fieldHints(ids);
  const qh = queryHints(ids);
  const specs: RouteSpec[] = [];
  const json = (schema: z.ZodType, seed: Record<string, unknown>, bodyLimit = JSON_BODY_LIMIT) =>
    jsonRouteBody({ schema, seed, hints, bodyLimit });
  const add = (spec: RouteSpec) => specs.push(spec);

  /** The five calls of a plain resource: list, one, create, update, delete. */
  function resource(o: {
    group: string;
    base: string;
    sandbox: keyof Sandbox;
    fresh: FreshKind;
    create: z.ZodType;
    update: z.ZodType;
    seed: Record<string, unknown>;
    listQuery?: z.ZodType;
    writeRuns?: number;
  }) {
    const runs = o.writeRuns ?? 270;
    const readBack = (n: number) => `${o.base}/${n}`;
    add({
      method: 'GET',
      path: o.base,
      runs: 30,
      group: o.group,
      auth: 'staff',
      query: o.listQuery ? { schema: o.listQuery, hints: qh } : undefined,
    });
    add({
      method: 'GET',
      path: `${o.base}/:id`,
      runs: 60,
      group: o.group,
      auth: 'staff',
      params: { id: id(o.sandbox) },
    });
    add({
      method: 'POST',
      path: o.base,
      runs,
      group: o.group,
      auth: 'staff',
      body: json(o.create, o.seed),
      prediction: { schema: o.create, mode: 'json' },
      readBack,
    });
    add({
      method: 'PUT',
      path: `${o.base}/:id`,
      runs,
      group: o.group,
      auth: 'staff',
      params: { id: id(o.sandbox) },
      body: json(o.update, o.seed),
      prediction: { schema: o.update, mode: 'json' },
      readBack,
    });
    add({
      method: 'DELETE',
      path: `${o.base}/:id`,
      runs: 60,
      group: o.group,
      auth: 'staff',
      params: { id: freshOnly(o.fresh) },
    });
  }

  // --- auth, health, docs, bundles --------------------------------------------------------------------
  const g0 = 'auth, health and docs';
  add({
    method: 'POST',
    path: '/api/auth/login',
    runs: 250,
    group: g0,
    auth: 'public',
    body: json(LoginRequest, { username: 'super', password: FIXTURE_PASSWORD }),
    prediction: { schema: LoginRequest, mode: 'json' },
  });
  add({ method: 'GET', path: '/api/auth/verify', runs: 60, group: g0, auth: 'staff' });
  add({ method: 'POST', path: '/api/auth/refresh', runs: 40, group: g0, auth: 'public' });
  add({ method: 'POST', path: '/api/auth/logout', runs: 40, group: g0, auth: 'public', tokenless: true });
  // Never the right current password (the drill's sessions would end): every accepted-looking body answers 400.
  add({
    method: 'POST',
    path: '/api/auth/password',
    runs: 60,
    group: g0,
    auth: 'staff',
    body: json(PasswordChangeRequest, { currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Guclu-Sifre-2026' }),
    prediction: { schema: PasswordChangeRequest, mode: 'json' },
  });
  add({ method: 'GET', path: '/api/health', runs: 20, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/metrics', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs/json', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs/yaml', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs/static/index.html', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs/static/swagger-initializer.js', runs: 10, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/api/docs/static/*', runs: 40, group: g0, auth: 'public' });
  add({ method: 'GET', path: '/remotes.json', runs: 10, group: g0, auth: 'public' });
  add({ method: 'OPTIONS', path: '*', runs: 60, group: g0, auth: 'public' });

  // --- restaurants ----------------------------------------------------------------------------------
  const g1 = 'restaurants';
  const restaurantSeed = {
    name: 'Fuzz Lokantası',
    description: 'Ev yemekleri',
    address: 'Kadıköy, İstanbul',
    phone: '+90 216 000 00 00',
    email: 'info@example.com',
    website: 'example.com',
    logo: '',
    backgroundImage: '',
    primaryColor: '#FF6B35',
    secondaryColor: '#2C3E50',
    isActive: true,
  };
  add({ method: 'GET', path: '/api/restaurants', runs: 40, group: g1, auth: 'staff' });
  add({ method: 'GET', path: '/api/restaurants/by-role', runs: 30, group: g1, auth: 'staff' });
  add({
    method: 'GET',
    path: '/api/restaurants/user/:userid',
    runs: 50,
    group: g1,
    auth: 'staff',
    params: { userId: id('user') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id',
    runs: 80,
    group: g1,
    auth: 'optional',
    params: { id: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/price-list.pdf',
    runs: 30,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/price-list.pdf',
    runs: 30,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
    query: { schema: PriceListQuery, hints: { layout: fc.constantFrom('a4', 'door', 'table', 'A3', '') } },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/price-list/status',
    runs: 30,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/compliance',
    runs: 30,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/catalog.csv',
    runs: 30,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/catalog.xlsx',
    runs: 20,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'POST',
    path: '/api/restaurants/:id/catalog/import',
    runs: 80,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
    body: uploadBody(),
  });
  add({
    method: 'POST',
    path: '/api/restaurants',
    runs: 280,
    group: g1,
    auth: 'staff',
    body: json(RestaurantRequest, restaurantSeed),
    prediction: { schema: RestaurantRequest, mode: 'json' },
    readBack: (n) => `/api/restaurants/${n}`,
  });
  add({
    method: 'PUT',
    path: '/api/restaurants/:id',
    runs: 280,
    group: g1,
    auth: 'staff',
    params: { id: id('restaurant') },
    body: json(RestaurantUpdateRequest, restaurantSeed),
    prediction: { schema: RestaurantUpdateRequest, mode: 'json' },
    readBack: (n) => `/api/restaurants/${n}`,
  });
  add({
    method: 'DELETE',
    path: '/api/restaurants/:id',
    runs: 60,
    group: g1,
    auth: 'staff',
    params: { id: freshOnly('restaurant') },
  });

  // --- catalogue ------------------------------------------------------------------------------------
  const g2 = 'catalogue';
  resource({
    group: g2,
    base: '/api/categories',
    sandbox: 'category',
    fresh: 'category',
    create: CategoryRequest,
    update: CategoryUpdateRequest,
    seed: {
      restaurantId: ids.restaurant,
      name: 'Ana Yemekler',
      description: 'Izgaralar',
      displayOrder: 1,
      icon: null,
      isActive: true,
    },
  });
  add({
    method: 'GET',
    path: '/api/categories/user/:userid',
    runs: 40,
    group: g2,
    auth: 'staff',
    params: { userId: id('user') },
  });
  add({
    method: 'GET',
    path: '/api/categories/restaurant/:id',
    runs: 60,
    group: g2,
    auth: 'public',
    params: { id: id('restaurant') },
  });

  const productSeed = {
    name: 'Adana Kebap',
    restaurantId: ids.restaurant,
    categoryId: ids.category,
    price: 245.5,
    discountedPrice: null,
    description: 'Acılı',
    image: '',
    ingredients: 'Kıyma, biber',
    calories: 650,
    preparationTime: 20,
    isVegetarian: false,
    isVegan: false,
    isGlutenFree: false,
    isSpicy: true,
    spicyLevel: 3,
    isAvailable: true,
    isFeatured: false,
    displayOrder: 0,
  };
  const productBody = jsonRouteBody({
    schema: ProductRequest,
    seed: productSeed,
    hints,
    bodyLimit: JSON_BODY_LIMIT,
    multipart: true,
  });
  add({ method: 'GET', path: '/api/products', runs: 40, group: g2, auth: 'staff' });
  add({ method: 'GET', path: '/api/products/:id', runs: 60, group: g2, auth: 'staff', params: { id: id('product') } });
  add({
    method: 'POST',
    path: '/api/products/allergens',
    runs: 120,
    group: g2,
    auth: 'staff',
    body: json(BulkAllergensRequest, { productIds: [1], add: ['gluten'], remove: [] }),
  });
  add({
    method: 'POST',
    path: '/api/products/sold-out',
    runs: 60,
    group: g2,
    auth: 'staff',
    body: json(BulkSoldOutRequest, { productIds: [1], until: 'hour' }),
  });
  add({
    method: 'GET',
    path: '/api/products/:id/price-history',
    runs: 40,
    group: g2,
    auth: 'staff',
    params: { id: id('product') },
  });
  add({
    method: 'GET',
    path: '/api/products/user/:userid',
    runs: 40,
    group: g2,
    auth: 'staff',
    params: { userId: id('user') },
  });
  add({
    method: 'GET',
    path: '/api/products/restaurant/:id',
    runs: 60,
    group: g2,
    auth: 'public',
    params: { id: id('restaurant') },
  });
  add({
    method: 'POST',
    path: '/api/products',
    runs: 340,
    group: g2,
    auth: 'staff',
    body: productBody,
    prediction: { schema: ProductRequest, mode: 'product' },
    readBack: (n) => `/api/products/${n}`,
  });
  add({ method: 'POST', path: '/api/products/test-form', runs: 120, group: g2, auth: 'staff', body: productBody });
  add({
    method: 'PUT',
    path: '/api/products/:id',
    runs: 320,
    group: g2,
    auth: 'staff',
    params: { id: id('product') },
    body: productBody,
    prediction: { schema: ProductRequest, mode: 'partial' },
    readBack: (n) => `/api/products/${n}`,
  });
  add({
    method: 'DELETE',
    path: '/api/products/:id',
    runs: 60,
    group: g2,
    auth: 'staff',
    params: { id: freshOnly('product') },
  });

  resource({
    group: g2,
    base: '/api/productvariants',
    sandbox: 'variant',
    fresh: 'variant',
    create: VariantRequest,
    update: VariantUpdateRequest,
    seed: {
      productId: ids.product,
      name: 'Büyük boy',
      description: '',
      priceModifier: 15.5,
      isDefault: false,
      displayOrder: 0,
      isActive: true,
    },
  });
  add({
    method: 'POST',
    path: '/api/productvariants/:id/move',
    runs: 120,
    group: g2,
    auth: 'staff',
    params: { id: id('variant') },
    body: json(VariantMoveRequest, { direction: 'up' }),
    prediction: { schema: VariantMoveRequest, mode: 'json' },
  });
  resource({
    group: g2,
    base: '/api/productaddons',
    sandbox: 'addon',
    fresh: 'addon',
    create: AddonRequest,
    update: AddonUpdateRequest,
    seed: { restaurantId: ids.restaurant, name: 'Ekstra peynir', description: 'Kaşar', price: 12.5, isActive: true },
  });

  // --- QR codes and access logs ---------------------------------------------------------------------
  const g3 = 'QR codes and access logs';
  const qrListQuery = z.object({ restaurantId: idParam('Geçersiz restoran numarası').optional() });
  resource({
    group: g3,
    base: '/api/menuqrcodes',
    sandbox: 'qrCode',
    fresh: 'qrCode',
    create: QrCodeRequest,
    update: QrCodeRequest,
    listQuery: qrListQuery,
    seed: { restaurantId: ids.restaurant, tableNumber: 'Masa 1', qrCodeUrl: '', qrCodeImage: '', isActive: true },
  });
  add({
    method: 'POST',
    path: '/api/menuqrcodes/bulk',
    runs: 200,
    group: g3,
    auth: 'staff',
    body: json(QrBulkRequest, { restaurantId: ids.restaurant, start: 1, end: 3 }),
    prediction: { schema: QrBulkRequest, mode: 'json' },
  });
  add({
    method: 'GET',
    path: '/api/menuqrcodes/restaurant/:restaurantid',
    runs: 60,
    group: g3,
    auth: 'public',
    params: { restaurantId: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/menuqrcodes/:id/table-card.pdf',
    runs: 30,
    group: g3,
    auth: 'staff',
    params: { id: id('qrCode') },
  });
  add({
    method: 'POST',
    path: '/api/menuqrcodes/:id/access',
    runs: 150,
    group: g3,
    auth: 'public',
    params: { id: id('qrCode') },
    body: beaconBody(BEACON_BODY_LIMIT),
  });
  add({
    method: 'GET',
    path: '/api/menu/:restaurantid',
    runs: 120,
    group: g3,
    auth: 'public',
    html: true,
    writesWhenAccepted: true,
    params: { restaurantId: { sandbox: 'restaurant', idParam: false, useSandbox: true } },
    query: { hints: { table: fc.oneof(tableNumberValue, fc.constantFrom('Masa 1', '1', '')) } },
  });
  const limitQuery = z.object({
    limit: z
      .preprocess((v) => (v === '' || v == null ? 1000 : Number(v)), z.number().int().min(1).max(10_000))
      .optional(),
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs',
    runs: 50,
    group: g3,
    auth: 'staff',
    query: { schema: limitQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/page',
    runs: 100,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogPageQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/stats',
    runs: 80,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/csv',
    runs: 80,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/xlsx',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/report/csv',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/report/xlsx',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/audit',
    runs: 80,
    group: g3,
    auth: 'staff',
    query: { schema: AuditPageQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/audit/csv',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { schema: AuditFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/audit/xlsx',
    runs: 20,
    group: g3,
    auth: 'staff',
    query: { schema: AuditFilterQuery, hints: qh },
  });
  // Table service: the diner's calls need the visit's token (never one the drill holds, so they are refused and
  // store nothing); the staff's stream never ends, so it is only ever called without a token.
  const visitProof = { logId: ids.accessLog, token: 'drill-visit-token' };
  const callStatus = fc.constantFrom('open', 'acknowledged', 'done', 'cancelled', 'open,done', 'x', '');
  add({
    method: 'POST',
    path: '/api/public/tables/:qrcodeid/calls',
    runs: 80,
    group: g3,
    auth: 'public',
    params: { qrCodeId: id('qrCode') },
    body: json(TableCallRequest, { kind: 'waiter', ...visitProof }),
  });
  add({
    method: 'POST',
    path: '/api/public/tables/:qrcodeid/calls/current',
    runs: 40,
    group: g3,
    auth: 'public',
    params: { qrCodeId: id('qrCode') },
    body: json(VisitProofRequest, visitProof),
  });
  add({
    method: 'POST',
    path: '/api/public/calls/:id/cancel',
    runs: 40,
    group: g3,
    auth: 'public',
    params: { id: id('accessLog') },
    body: json(VisitProofRequest, visitProof),
  });
  add({
    method: 'GET',
    path: '/api/service/calls',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { hints: { restaurantId: qh.restaurantId, status: callStatus } },
  });
  add({
    method: 'GET',
    path: '/api/service/calls/summary',
    runs: 30,
    group: g3,
    auth: 'staff',
    query: { hints: { restaurantId: qh.restaurantId } },
  });
  add({
    method: 'PUT',
    path: '/api/service/calls/:id',
    runs: 60,
    group: g3,
    auth: 'staff',
    params: { id: id('accessLog') },
    body: json(CallStatusRequest, { status: 'acknowledged' }),
  });
  // Orders from the table: the diner's need the visit's token (refused, nothing stored), as the calls.
  const orderStatus = fc.constantFrom('sent', 'accepted', 'rejected', 'served', 'closed', 'sent,accepted', 'x', '');
  add({
    method: 'POST',
    path: '/api/public/tables/:qrcodeid/orders',
    runs: 80,
    group: g3,
    auth: 'public',
    params: { qrCodeId: id('qrCode') },
    body: json(OrderRequest, { ...visitProof, lines: [{ productId: ids.product, quantity: 1 }] }),
  });
  add({
    method: 'GET',
    path: '/api/public/tables/:qrcodeid/orders',
    runs: 40,
    group: g3,
    auth: 'public',
    params: { qrCodeId: id('qrCode') },
    query: { hints: { logId: fc.constant(String(ids.accessLog)), token: fc.constant(visitProof.token) } },
  });
  add({
    method: 'GET',
    path: '/api/service/orders',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { hints: { restaurantId: qh.restaurantId, status: orderStatus } },
  });
  add({
    method: 'PUT',
    path: '/api/service/orders/:id',
    runs: 60,
    group: g3,
    auth: 'staff',
    params: { id: id('accessLog') },
    body: json(OrderStatusRequest, { status: 'accepted' }),
  });
  add({
    method: 'POST',
    path: '/api/service/tables/:qrcodeid/close',
    runs: 40,
    group: g3,
    auth: 'staff',
    params: { qrCodeId: id('qrCode') },
    body: json(CloseTableRequest, {}),
  });
  add({
    method: 'GET',
    path: '/api/menuaccesslogs/sales',
    runs: 40,
    group: g3,
    auth: 'staff',
    query: { schema: AccessLogFilterQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/service/events',
    runs: 20,
    group: g3,
    auth: 'staff',
    tokenless: true,
    query: { hints: { restaurantId: qh.restaurantId } },
  });
  add({
    method: 'POST',
    path: '/api/menuaccesslogs/:logid/end',
    runs: 150,
    group: g3,
    auth: 'public',
    params: { logId: id('accessLog', 'accessLog') },
    body: fc.oneof(json(AccessSessionEndRequest, { duration: 42 }, BEACON_BODY_LIMIT), beaconBody(BEACON_BODY_LIMIT)),
  });

  // --- opening hours, special days, translations ----------------------------------------------------
  const g4 = 'hours, special days and translations';
  resource({
    group: g4,
    base: '/api/restauranthours',
    sandbox: 'hours',
    fresh: 'hours',
    create: HoursRequest,
    update: HoursRequest,
    listQuery: RestaurantFilterQuery,
    seed: { restaurantId: ids.restaurant, dayOfWeek: 2, openTime: '09:00', closeTime: '22:00', isClosed: false },
  });
  resource({
    group: g4,
    base: '/api/specialdays',
    sandbox: 'specialDay',
    fresh: 'specialDay',
    create: SpecialDayRequest,
    update: SpecialDayRequest,
    listQuery: RestaurantFilterQuery,
    seed: {
      restaurantId: ids.restaurant,
      date: '2031-01-01',
      name: 'Yılbaşı',
      openTime: '10:00',
      closeTime: '16:00',
      isClosed: false,
      note: 'Erken kapanış',
    },
  });
  resource({
    group: g4,
    base: '/api/translations',
    sandbox: 'translation',
    fresh: 'translation',
    create: TranslationRequest,
    update: TranslationRequest,
    listQuery: TranslationListQuery,
    seed: {
      restaurantId: ids.restaurant,
      languageCode: 'en',
      tableName: 'Products',
      recordId: ids.product,
      fieldName: 'Name',
      translatedText: 'Adana kebab',
    },
  });
  add({
    method: 'GET',
    path: '/api/translations/records',
    runs: 60,
    group: g4,
    auth: 'staff',
    query: { schema: TranslationRecordsQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/translations/coverage',
    runs: 40,
    group: g4,
    auth: 'staff',
    query: { schema: TranslationCoverageQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/api/translations/missing',
    runs: 40,
    group: g4,
    auth: 'staff',
    query: { schema: MissingTranslationsQuery, hints: qh },
  });
  add({
    method: 'PUT',
    path: '/api/translations/record',
    runs: 120,
    group: g4,
    auth: 'staff',
    body: json(RecordTranslationsRequest, {
      restaurantId: ids.restaurant,
      tableName: 'Products',
      recordId: ids.product,
      texts: [{ languageCode: 'en', fieldName: 'Name', translatedText: 'Kebab' }],
    }),
    prediction: { schema: RecordTranslationsRequest, mode: 'json' },
  });
  add({
    method: 'GET',
    path: '/api/restaurants/:id/translations.xlsx',
    runs: 20,
    group: g4,
    auth: 'staff',
    params: { id: id('restaurant') },
  });
  add({
    method: 'POST',
    path: '/api/restaurants/:id/translations/import',
    runs: 60,
    group: g4,
    auth: 'staff',
    params: { id: id('restaurant') },
    body: uploadBody(),
  });

  // --- users and uploads ----------------------------------------------------------------------------
  const g5 = 'users and uploads';
  const userSeed = {
    restaurantId: ids.restaurant,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    username: 'ayse.fuzz',
    email: 'ayse@example.com',
    passwordHash: 'Güçlü-Parola-42',
    role: 1,
    isActive: true,
  };
  resource({
    group: g5,
    base: '/api/users',
    sandbox: 'user',
    fresh: 'user',
    create: UserCreateRequest,
    update: UserUpdateBody,
    seed: userSeed,
  });
  add({ method: 'POST', path: '/api/uploads/images', runs: 150, group: g5, auth: 'staff', body: uploadBody() });
  // Stored images by key (read from the database): hostile keys must answer 404, never 5xx or another row.
  add({ method: 'GET', path: '/uploads/menu/*', runs: 60, group: g5, auth: 'public' });

  // --- diners: public menu and its page -------------------------------------------------------------
  const g6 = 'public menu and page';
  add({
    method: 'GET',
    path: '/api/public/menu/:restaurantid/price-list.pdf',
    runs: 30,
    group: g6,
    auth: 'public',
    params: { restaurantId: id('restaurant') },
  });
  add({
    method: 'GET',
    path: '/api/public/menu/:restaurantid/live',
    runs: 20,
    group: g6,
    auth: 'public',
    // Only ids no published restaurant has: a valid one opens a stream that app.inject would wait on for 30 minutes.
    params: { restaurantId: { sandbox: 'restaurant', idParam: true, useSandbox: false } },
    query: { hints: { logId: qh.page, token: qh.lang } },
  });
  add({
    method: 'GET',
    path: '/api/public/menu/:restaurantid',
    runs: 120,
    group: g6,
    auth: 'public',
    params: { restaurantId: id('restaurant') },
    query: { schema: MenuQuery, hints: qh },
  });
  add({
    method: 'GET',
    path: '/menu/:restaurantid(^\\d{1,10}$)',
    runs: 120,
    group: g6,
    auth: 'public',
    html: true,
    params: { restaurantId: { sandbox: 'restaurant', idParam: false, useSandbox: true } },
    query: { hints: { lang: qh.lang } },
  });
  add({ method: 'GET', path: '/menu/*', runs: 40, group: g6, auth: 'public', html: true });

  return specs;
}

/** What navigator.sendBeacon or fetch may post: a bare number, JSON, text, nothing, any content type. */
function beaconBody(limit: number): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    fc
      .tuple(
        fc.oneof(
          fc.integer().map(String),
          fc.double().map(String),
          hostileText(200),
          fc.constantFrom('', '{"duration":5}', '{"duration":"NaN"}', '{"duration":1e400}'),
        ),
        fc.constantFrom(...NON_JSON_TYPES, 'application/json', null),
      )
      .map(([payload, contentType]): BodyPlan => ({ kind: 'raw', payload, contentType, note: 'beacon' })),
    fc.constant<BodyPlan>({ kind: 'none' }),
    fc
      .constantFrom(limit + 1, 64 * 1024)
      .map((bytes): BodyPlan => ({ kind: 'oversize', bytes, contentType: 'text/plain' })),
  );
}

/** The same generator for HEAD: Fastify answers HEAD for every GET route. */
export function headSpec(get: RouteSpec): RouteSpec {
  return {
    ...get,
    method: 'HEAD',
    runs: Math.max(6, Math.round(get.runs / 5)),
    body: undefined,
    prediction: undefined,
    readBack: undefined,
  };
}

export const UNMATCHED_KEY = 'ANY (no route)';
