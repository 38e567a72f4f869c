// The authorization matrix (docs/roles-and-permissions.md): every route of the API with the answer it must give
// to no token, a Manager of restaurant A, an Admin of restaurant A, a SuperAdmin and a Garson (waiter) of
// restaurant A, each against a record
// of restaurant A ("own") and of restaurant B ("other") where the route takes a record or a restaurant.
// matrix.test.ts runs the whole table, and fails when a registered /api route is missing from it:
// add a row here for every new route.
import { and, eq } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { FIXTURE_PASSWORD, FIXTURE_RESTAURANTS } from '../helpers/fixtures';
import { usernameKey } from '../../src/users/username-key';

export type Status = 200 | 201 | 204 | 302 | 400 | 401 | 403 | 404 | 409;
/** One status for both restaurants, or [own restaurant A, other restaurant B]. */
export type PerSide = Status | readonly [own: Status, other: Status];
export interface Expectation {
  anon: Status;
  manager: PerSide;
  admin: PerSide;
  superAdmin: PerSide;
  /** A waiter works the service screen only: absent, 403 wherever a token is needed, else the public answer. */
  garson?: PerSide;
}
export type Actor = keyof Expectation;

/** A Garson's expected answer: the row's own, else 403 on every staff route and the public answer elsewhere. */
export function garsonExpectation(expect: Expectation): PerSide {
  return expect.garson ?? (expect.anon === 401 ? 403 : expect.anon);
}
export type Side = 'own' | 'other';

/** Records that exist for the whole run, one set per restaurant. */
export interface SideFixture {
  restaurantId: number;
  restaurantName: string;
  categoryId: number;
  productId: number;
  variantId: number;
  addonId: number;
  qrCodeId: number;
  tableNumber: string;
  accessLogId: number;
  hoursId: number;
  specialDayId: number;
  translationId: number;
  userId: number;
}

export interface MatrixContext {
  app: TestApp;
  actor: Actor;
  /** The signed-in actor's user id (null without a token). */
  actorUserId: number | null;
  side: Side;
  /** The fixtures of the restaurant this call is about (A for own, B for other). */
  fx: SideFixture;
  fixtures: Record<Side, SideFixture>;
  /** A number unique in the run, for names and dates that must not clash. */
  unique: () => number;
}

/** What a row's setup made for one call: the id put in the path, plus anything the body needs. */
export interface Target {
  id: number;
  [key: string]: unknown;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as registered (compared ignoring case). */
  path: string;
  expect: Expectation;
  /** Runs before every call (fresh throwaway record, or clearing a unique slot); its id fills the path's parameter. */
  setup?: (c: MatrixContext) => Promise<Target>;
  /** Without setup: which persistent record of the side fills the path's parameter. */
  record?: keyof SideFixture;
  /** The URL when the path needs more than one id or a query string. */
  url?: (c: MatrixContext, target: Target | null) => string;
  body?: (c: MatrixContext, target: Target | null) => unknown;
  /** A multipart upload of a small PNG instead of a JSON body. */
  upload?: boolean;
  /** A multipart upload of this CSV text (a catalog import) instead of a JSON body. */
  importFile?: (c: MatrixContext) => string;
  /** Signs in anew for this call (a route that ends the session it is called with). */
  freshSession?: boolean;
  /** Tells apart a second row for the same route (another kind of record). */
  label?: string;
  /** A text/event-stream: called over real HTTP and closed once its headers and first bytes arrived. */
  stream?: boolean;
  /** A list filtered by another restaurant: staff's 200 must hold no record of a restaurant they do not belong to. */
  ownRowsOnly?: boolean;
}

// ---------------------------------------------------------------- expectations by permission

const PUBLIC = (status: Status): Expectation => ({ anon: status, manager: status, admin: status, superAdmin: status });
/** Any signed-in user. */
const SIGNED_IN: Expectation = { anon: 401, manager: 200, admin: 200, superAdmin: 200 };
/** serve_tables (the service screen): every staff role of the restaurant, a Garson included. */
const SERVICE = {
  list: { anon: 401, manager: 200, admin: 200, superAdmin: 200, garson: 200 },
  update: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200, garson: [200, 404] },
} satisfies Record<string, Expectation>;
/** manage_products (categories, products, variants, add-ons, translations): Manager, Admin, SuperAdmin. */
const PRODUCTS = {
  list: SIGNED_IN,
  read: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  create: { anon: 401, manager: [201, 403], admin: [201, 403], superAdmin: 201 },
  remove: { anon: 401, manager: [204, 404], admin: [204, 404], superAdmin: 204 },
} satisfies Record<string, Expectation>;
/** manage_own_restaurant (restaurant edit, QR codes, hours, special days), manage_users, view_reports: Admin and SuperAdmin. */
const ADMINS = {
  list: { anon: 401, manager: 403, admin: 200, superAdmin: 200 },
  read: { anon: 401, manager: 403, admin: [200, 404], superAdmin: 200 },
  create: { anon: 401, manager: 403, admin: [201, 403], superAdmin: 201 },
  remove: { anon: 401, manager: 403, admin: [204, 404], superAdmin: 204 },
} satisfies Record<string, Expectation>;
/** manage_all_restaurants: SuperAdmin only. */
const SUPER_ONLY = (status: Status): Expectation => ({ anon: 401, manager: 403, admin: 403, superAdmin: status });
/** "Only yourself unless SuperAdmin" lists (/.../user/{userId}); own = the caller's id, other = Admin B's. */
const SELF_OR_SUPER: Expectation = { anon: 401, manager: [200, 403], admin: [200, 403], superAdmin: 200 };
const selfOrOtherUser = (prefix: string) => (c: MatrixContext) =>
  `${prefix}/${c.side === 'own' && c.actorUserId ? c.actorUserId : c.fixtures.other.userId}`;

// ---------------------------------------------------------------- throwaway records

async function insertOne<T extends { id: number }>(promise: Promise<T[]>): Promise<number> {
  const [row] = await promise;
  return row.id;
}

type TranslatedTable = 'Products' | 'Restaurants';
const translatedRecord = (c: MatrixContext, table: TranslatedTable) =>
  table === 'Products' ? c.fx.productId : c.fx.restaurantId;

async function translationSlotOf(c: MatrixContext, table: TranslatedTable): Promise<Target> {
  const n = c.unique();
  const languageCode = ['de', 'fr', 'es', 'it', 'ru', 'ar'][n % 6];
  const fieldName = table === 'Products' ? ['Description', 'Ingredients'][Math.floor(n / 6) % 2] : 'Description';
  await c.app.db
    .delete(t.translations)
    .where(
      and(
        eq(t.translations.restaurantId, c.fx.restaurantId),
        eq(t.translations.languageCode, languageCode),
        eq(t.translations.tableName, table),
        eq(t.translations.recordId, translatedRecord(c, table)),
        eq(t.translations.fieldName, fieldName),
      ),
    );
  return { id: 0, languageCode, fieldName, tableName: table };
}

async function translationOf(c: MatrixContext, table: TranslatedTable): Promise<Target> {
  const slot = await translationSlotOf(c, table);
  const id = await insertOne(
    c.app.db
      .insert(t.translations)
      .values({
        restaurantId: c.fx.restaurantId,
        languageCode: slot.languageCode as string,
        tableName: table,
        recordId: translatedRecord(c, table),
        fieldName: slot.fieldName as string,
        translatedText: 'Geçici çeviri',
      })
      .returning({ id: t.translations.id }),
  );
  return { ...slot, id };
}

export const fresh = {
  async category(c: MatrixContext): Promise<Target> {
    return {
      id: await insertOne(
        c.app.db
          .insert(t.categories)
          .values({ restaurantId: c.fx.restaurantId, name: `Geçici kategori ${c.unique()}` })
          .returning({ id: t.categories.id }),
      ),
    };
  },
  async product(c: MatrixContext): Promise<Target> {
    const id = await insertOne(
      c.app.db
        .insert(t.products)
        .values({
          restaurantId: c.fx.restaurantId,
          categoryId: c.fx.categoryId,
          name: `Geçici ürün ${c.unique()}`,
          price: '10.00',
        })
        .returning({ id: t.products.id }),
    );
    return { id };
  },
  async variant(c: MatrixContext): Promise<Target> {
    return {
      id: await insertOne(
        c.app.db
          .insert(t.productVariants)
          .values({ productId: c.fx.productId, name: `Geçici varyant ${c.unique()}` })
          .returning({ id: t.productVariants.id }),
      ),
    };
  },
  async addon(c: MatrixContext): Promise<Target> {
    return {
      id: await insertOne(
        c.app.db
          .insert(t.productAddons)
          .values({ restaurantId: c.fx.restaurantId, name: `Geçici eklenti ${c.unique()}`, price: '2.50' })
          .returning({ id: t.productAddons.id }),
      ),
    };
  },
  async qrCode(c: MatrixContext): Promise<Target> {
    const tableNumber = `G${c.unique()}`;
    const id = await insertOne(
      c.app.db
        .insert(t.menuQrCodes)
        .values({ restaurantId: c.fx.restaurantId, tableNumber })
        .returning({ id: t.menuQrCodes.id }),
    );
    return { id, tableNumber };
  },
  /** Through the diner's call, which hands out the token the end needs. */
  async accessLog(c: MatrixContext): Promise<Target> {
    const res = await c.app.request({ method: 'POST', url: `/api/menuqrcodes/${c.fx.qrCodeId}/access` });
    if (res.statusCode !== 201) throw new Error(`visit for the matrix failed: ${res.statusCode} ${res.body}`);
    const { logId, token } = res.json() as { logId: number; token: string };
    return { id: logId, token };
  },
  /** A new table of the side's restaurant and a visit at it, with no hours today (so the restaurant is open). */
  async table(c: MatrixContext): Promise<Target> {
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', weekday: 'short' }).format(new Date()),
    );
    await c.app.db
      .delete(t.restaurantHours)
      .where(and(eq(t.restaurantHours.restaurantId, c.fx.restaurantId), eq(t.restaurantHours.dayOfWeek, weekday)));
    // Written around the API: the cached menu, which the open state is read from, hears of it as of any write.
    await c.app.app.changes.publish([c.fx.restaurantId]);
    const id = await insertOne(
      c.app.db
        .insert(t.menuQrCodes)
        .values({ restaurantId: c.fx.restaurantId, tableNumber: `Ç${c.unique()}` })
        .returning({ id: t.menuQrCodes.id }),
    );
    const res = await c.app.request({ method: 'POST', url: `/api/menuqrcodes/${id}/access` });
    if (res.statusCode !== 201) throw new Error(`visit for the matrix failed: ${res.statusCode} ${res.body}`);
    const { logId, token } = res.json() as { logId: number; token: string };
    return { id, logId, token };
  },
  /** An open call at a new table of the side's restaurant; its visit's proof comes along. */
  async call(c: MatrixContext): Promise<Target> {
    const table = await fresh.table(c);
    const res = await c.app.request({
      method: 'POST',
      url: `/api/public/tables/${table.id}/calls`,
      payload: { kind: 'waiter', logId: table.logId, token: table.token },
    });
    if (res.statusCode !== 201) throw new Error(`call for the matrix failed: ${res.statusCode} ${res.body}`);
    return { id: res.json().callId as number, tableId: table.id, logId: table.logId, token: table.token };
  },
  /** A sent order at a new table of the side's restaurant (orders switched on); its visit's proof comes along. */
  async order(c: MatrixContext): Promise<Target> {
    const table = await fresh.table(c);
    await c.app.db.update(t.restaurants).set({ acceptsOrders: true }).where(eq(t.restaurants.id, c.fx.restaurantId));
    await c.app.app.changes.publish([c.fx.restaurantId]);
    const res = await c.app.request({
      method: 'POST',
      url: `/api/public/tables/${table.id}/orders`,
      payload: { logId: table.logId, token: table.token, lines: [{ productId: c.fx.productId, quantity: 1 }] },
    });
    if (res.statusCode !== 201) throw new Error(`order for the matrix failed: ${res.statusCode} ${res.body}`);
    return { id: res.json().orderId as number, tableId: table.id, logId: table.logId, token: table.token };
  },
  /** Days 1-6 rotate (day 0 holds the persistent record); whatever sat on the chosen day is removed first. */
  async hoursSlot(c: MatrixContext): Promise<Target> {
    const dayOfWeek = 1 + (c.unique() % 6);
    await c.app.db
      .delete(t.restaurantHours)
      .where(and(eq(t.restaurantHours.restaurantId, c.fx.restaurantId), eq(t.restaurantHours.dayOfWeek, dayOfWeek)));
    return { id: 0, dayOfWeek };
  },
  async hours(c: MatrixContext): Promise<Target> {
    const { dayOfWeek } = await fresh.hoursSlot(c);
    const id = await insertOne(
      c.app.db
        .insert(t.restaurantHours)
        .values({
          restaurantId: c.fx.restaurantId,
          dayOfWeek: dayOfWeek as number,
          openTime: '09:00:00',
          closeTime: '22:00:00',
        })
        .returning({ id: t.restaurantHours.id }),
    );
    return { id, dayOfWeek };
  },
  date(c: MatrixContext): string {
    const d = new Date(Date.UTC(2031, 0, 1) + c.unique() * 86_400_000);
    return d.toISOString().slice(0, 10);
  },
  async specialDay(c: MatrixContext): Promise<Target> {
    const date = fresh.date(c);
    const id = await insertOne(
      c.app.db
        .insert(t.specialDays)
        .values({ restaurantId: c.fx.restaurantId, date, isClosed: true })
        .returning({ id: t.specialDays.id }),
    );
    return { id, date };
  },
  /** A free (language, field) slot for the side's product; whatever sat there is removed first. */
  translationSlot: (c: MatrixContext) => translationSlotOf(c, 'Products'),
  translation: (c: MatrixContext) => translationOf(c, 'Products'),
  /** The same for the side's restaurant record itself (written only by those who manage the restaurant). */
  restaurantTranslationSlot: (c: MatrixContext) => translationSlotOf(c, 'Restaurants'),
  restaurantTranslation: (c: MatrixContext) => translationOf(c, 'Restaurants'),
  async user(c: MatrixContext): Promise<Target> {
    const n = c.unique();
    const username = `gecici-${n}`;
    const id = await insertOne(
      c.app.db
        .insert(t.users)
        .values({
          restaurantId: c.fx.restaurantId,
          username,
          usernameKey: usernameKey(username),
          email: `${username}@example.com`,
          passwordHash: 'scrypt$1$1$1$x$y',
          firstName: 'Geçici',
          lastName: 'Kullanıcı',
          role: 'Manager',
        })
        .returning({ id: t.users.id }),
    );
    return { id, username };
  },
  /** A SuperAdmin whose account names the side's restaurant: still nobody else's business. */
  async superAdminInRestaurant(c: MatrixContext): Promise<Target> {
    const target = await fresh.user(c);
    await c.app.db.update(t.users).set({ role: 'SuperAdmin' }).where(eq(t.users.id, target.id));
    return target;
  },
  async restaurant(c: MatrixContext): Promise<Target> {
    return {
      id: await insertOne(
        c.app.db
          .insert(t.restaurants)
          .values({ name: `Geçici restoran ${c.unique()}` })
          .returning({ id: t.restaurants.id }),
      ),
    };
  },
};

/** One set of persistent records in a restaurant (categories, products... a Manager user). */
export async function createSideFixture(app: TestApp, side: Side): Promise<SideFixture> {
  const restaurantId = side === 'own' ? app.restaurants.A : app.restaurants.B;
  const restaurantName = side === 'own' ? FIXTURE_RESTAURANTS.A.name : FIXTURE_RESTAURANTS.B.name;
  const db = app.db;
  const tag = side === 'own' ? 'A' : 'B';
  const categoryId = await insertOne(
    db
      .insert(t.categories)
      .values({ restaurantId, name: `Matris kategori ${tag}` })
      .returning({ id: t.categories.id }),
  );
  const productId = await insertOne(
    db
      .insert(t.products)
      .values({ restaurantId, categoryId, name: `Matris ürün ${tag}`, price: '42.00' })
      .returning({ id: t.products.id }),
  );
  const variantId = await insertOne(
    db
      .insert(t.productVariants)
      .values({ productId, name: `Matris varyant ${tag}` })
      .returning({ id: t.productVariants.id }),
  );
  const addonId = await insertOne(
    db
      .insert(t.productAddons)
      .values({ restaurantId, name: `Matris eklenti ${tag}`, price: '3.00' })
      .returning({ id: t.productAddons.id }),
  );
  const tableNumber = `M${tag}`;
  const qrCodeId = await insertOne(
    db.insert(t.menuQrCodes).values({ restaurantId, tableNumber }).returning({ id: t.menuQrCodes.id }),
  );
  const accessLogId = await insertOne(
    db
      .insert(t.menuAccessLogs)
      .values({ restaurantId, qrCodeId, ipAddress: '192.168.1.5', deviceType: 'desktop', userAgent: 'matrix' })
      .returning({ id: t.menuAccessLogs.id }),
  );
  const hoursId = await insertOne(
    db
      .insert(t.restaurantHours)
      .values({ restaurantId, dayOfWeek: 0, openTime: '10:00:00', closeTime: '20:00:00' })
      .returning({ id: t.restaurantHours.id }),
  );
  const specialDayId = await insertOne(
    db
      .insert(t.specialDays)
      .values({ restaurantId, date: '2030-12-31', isClosed: true, name: 'Yılbaşı' })
      .returning({ id: t.specialDays.id }),
  );
  const translationId = await insertOne(
    db
      .insert(t.translations)
      .values({
        restaurantId,
        languageCode: 'en',
        tableName: 'Products',
        recordId: productId,
        fieldName: 'Name',
        translatedText: `Matrix product ${tag}`,
      })
      .returning({ id: t.translations.id }),
  );
  const username = `matris-${tag.toLowerCase()}`;
  const userId = await insertOne(
    db
      .insert(t.users)
      .values({
        restaurantId,
        username,
        usernameKey: usernameKey(username),
        email: `${username}@example.com`,
        passwordHash: 'scrypt$1$1$1$x$y',
        firstName: 'Matris',
        lastName: tag,
        role: 'Manager',
      })
      .returning({ id: t.users.id }),
  );
  return {
    restaurantId,
    restaurantName,
    categoryId,
    productId,
    variantId,
    addonId,
    qrCodeId,
    tableNumber,
    accessLogId,
    hoursId,
    specialDayId,
    translationId,
    userId,
  };
}

// ---------------------------------------------------------------- request bodies

const body = {
  category: (c: MatrixContext) => ({
    restaurantId: c.fx.restaurantId,
    name: `Kategori ${c.unique()}`,
    displayOrder: 1,
    isActive: true,
  }),
  product: (c: MatrixContext) => ({
    restaurantId: c.fx.restaurantId,
    categoryId: c.fx.categoryId,
    name: `Ürün ${c.unique()}`,
    price: 25,
    isAvailable: true,
  }),
  variant: (c: MatrixContext) => ({
    productId: c.fx.productId,
    name: `Varyant ${c.unique()}`,
    priceModifier: 5,
    isDefault: false,
    displayOrder: 0,
    isActive: true,
  }),
  addon: (c: MatrixContext) => ({
    restaurantId: c.fx.restaurantId,
    name: `Eklenti ${c.unique()}`,
    price: 4,
    isActive: true,
  }),
  qrCode: (c: MatrixContext, target: Target | null) => ({
    restaurantId: c.fx.restaurantId,
    tableNumber: (target?.tableNumber as string) ?? `Q${c.unique()}`,
    isActive: true,
  }),
  hours: (c: MatrixContext, target: Target | null) => ({
    restaurantId: c.fx.restaurantId,
    dayOfWeek: target!.dayOfWeek,
    openTime: '08:00:00',
    closeTime: '23:00:00',
    isClosed: false,
  }),
  specialDay: (c: MatrixContext, target: Target | null) => ({
    restaurantId: c.fx.restaurantId,
    date: (target?.date as string) ?? fresh.date(c),
    name: 'Bayram',
    isClosed: true,
  }),
  translation: (c: MatrixContext, target: Target | null) => ({
    restaurantId: c.fx.restaurantId,
    languageCode: target!.languageCode,
    tableName: target!.tableName,
    recordId: translatedRecord(c, target!.tableName as TranslatedTable),
    fieldName: target!.fieldName,
    translatedText: 'Çeviri metni',
  }),
  /** Every translation of one record at once (the record form); the same texts again are no change. */
  recordTranslations: (table: TranslatedTable) => (c: MatrixContext) => ({
    restaurantId: c.fx.restaurantId,
    tableName: table,
    recordId: translatedRecord(c, table),
    texts: [{ languageCode: 'it', fieldName: 'Name', translatedText: 'Traduzione' }],
  }),
  user: (c: MatrixContext, target: Target | null) => {
    const username = (target?.username as string) ?? `matris-yeni-${c.unique()}`;
    return {
      restaurantId: c.fx.restaurantId,
      firstName: 'Yeni',
      lastName: 'Kullanıcı',
      username,
      email: `${username}@example.com`,
      passwordHash: target ? '' : 'Matris-Sifre-2026',
      role: 2,
      isActive: true,
    };
  },
  restaurant: (c: MatrixContext) => ({
    name: c.fx.restaurantName,
    description: `${c.fx.restaurantName} açıklaması`,
    email: 'info@example.com',
    isActive: true,
  }),
};

// ---------------------------------------------------------------- the table

export const MATRIX: readonly MatrixRow[] = [
  // Health, docs and sign-in
  { method: 'GET', path: '/api/health', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs', expect: PUBLIC(302) },
  { method: 'GET', path: '/api/docs/', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs/json', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs/yaml', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs/static/*', url: () => '/api/docs/static/swagger-ui.css', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/docs/static/index.html', expect: PUBLIC(302) },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ username: 'manager-a', password: FIXTURE_PASSWORD }),
    expect: PUBLIC(200),
  },
  { method: 'GET', path: '/api/auth/verify', expect: { ...SIGNED_IN, garson: 200 } },
  // No refresh cookie in the matrix: 401 whoever calls (the cookie flow is api/test/auth/sessions.test.ts).
  { method: 'POST', path: '/api/auth/refresh', expect: { ...PUBLIC(401), garson: 401 } },
  // Signs out a session of its own, so the matrix's tokens keep working.
  { method: 'POST', path: '/api/auth/logout', freshSession: true, expect: PUBLIC(204) },
  // Any signed-in user may change their own password; a wrong current one (400) keeps the matrix's sessions.
  {
    method: 'POST',
    path: '/api/auth/password',
    body: () => ({ currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Guclu-Sifre-2026' }),
    expect: { anon: 401, manager: 400, admin: 400, superAdmin: 400, garson: 400 },
  },

  // Restaurants
  { method: 'GET', path: '/api/restaurants/by-role', expect: SIGNED_IN },
  { method: 'GET', path: '/api/restaurants', expect: SIGNED_IN },
  {
    method: 'GET',
    path: '/api/restaurants/user/:userId',
    url: selfOrOtherUser('/api/restaurants/user'),
    expect: SELF_OR_SUPER,
  },
  // Public: an active restaurant for anyone (staff of that restaurant get the full record).
  {
    method: 'GET',
    path: '/api/restaurants/:id',
    record: 'restaurantId',
    expect: { anon: 200, manager: [200, 200], admin: [200, 200], superAdmin: 200 },
  },
  {
    method: 'GET',
    path: '/api/restaurants/:id/price-list.pdf',
    record: 'restaurantId',
    expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  },
  {
    method: 'GET',
    path: '/api/restaurants/:id/price-list.pdf',
    label: 'door layout',
    record: 'restaurantId',
    url: (c) => `/api/restaurants/${c.fx.restaurantId}/price-list.pdf?layout=door`,
    expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  },
  {
    method: 'GET',
    path: '/api/restaurants/:id/price-list/status',
    record: 'restaurantId',
    expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  },
  // The compliance panel: those who keep the menu (manage_products), in their restaurant.
  { method: 'GET', path: '/api/restaurants/:id/compliance', record: 'restaurantId', expect: PRODUCTS.read },
  {
    method: 'GET',
    path: '/api/restaurants/:id/catalog.csv',
    record: 'restaurantId',
    expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  },
  {
    method: 'GET',
    path: '/api/restaurants/:id/catalog.xlsx',
    record: 'restaurantId',
    expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
  },
  // A PNG is no catalog: past the checks of token, permission and restaurant the answer is the file's 400.
  {
    method: 'POST',
    path: '/api/restaurants/:id/catalog/import',
    record: 'restaurantId',
    upload: true,
    expect: { anon: 401, manager: [400, 404], admin: [400, 404], superAdmin: 400 },
  },
  {
    method: 'POST',
    path: '/api/restaurants',
    body: (c) => ({ name: `Yeni restoran ${c.unique()}` }),
    expect: SUPER_ONLY(201),
  },
  {
    method: 'PUT',
    path: '/api/restaurants/:id',
    record: 'restaurantId',
    body: body.restaurant,
    expect: { anon: 401, manager: 403, admin: [200, 404], superAdmin: 200 },
  },
  { method: 'DELETE', path: '/api/restaurants/:id', setup: fresh.restaurant, expect: SUPER_ONLY(204) },

  // Users
  { method: 'GET', path: '/api/users', expect: ADMINS.list },
  { method: 'GET', path: '/api/users/:id', record: 'userId', expect: ADMINS.read },
  { method: 'POST', path: '/api/users', body: body.user, expect: ADMINS.create },
  { method: 'PUT', path: '/api/users/:id', setup: fresh.user, body: body.user, expect: ADMINS.read },
  { method: 'DELETE', path: '/api/users/:id', setup: fresh.user, expect: ADMINS.remove },
  // A SuperAdmin assigned to a restaurant is not one of its users to that restaurant's Admin
  {
    label: 'SuperAdmin of the restaurant',
    method: 'GET',
    path: '/api/users/:id',
    setup: fresh.superAdminInRestaurant,
    expect: { anon: 401, manager: 403, admin: 404, superAdmin: 200 },
  },
  {
    label: 'SuperAdmin of the restaurant',
    method: 'PUT',
    path: '/api/users/:id',
    setup: fresh.superAdminInRestaurant,
    body: body.user,
    expect: { anon: 401, manager: 403, admin: 404, superAdmin: 200 },
  },
  {
    label: 'SuperAdmin of the restaurant',
    method: 'DELETE',
    path: '/api/users/:id',
    setup: fresh.superAdminInRestaurant,
    expect: { anon: 401, manager: 403, admin: 404, superAdmin: 204 },
  },

  // Uploads
  {
    method: 'POST',
    path: '/api/uploads/images',
    upload: true,
    expect: { anon: 401, manager: 201, admin: 201, superAdmin: 201 },
  },

  // Categories
  { method: 'GET', path: '/api/categories', expect: PRODUCTS.list },
  {
    method: 'GET',
    path: '/api/categories/user/:userId',
    url: selfOrOtherUser('/api/categories/user'),
    expect: SELF_OR_SUPER,
  },
  { method: 'GET', path: '/api/categories/restaurant/:id', record: 'restaurantId', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/categories/:id', record: 'categoryId', expect: PRODUCTS.read },
  { method: 'POST', path: '/api/categories', body: body.category, expect: PRODUCTS.create },
  { method: 'PUT', path: '/api/categories/:id', setup: fresh.category, body: body.category, expect: PRODUCTS.read },
  { method: 'DELETE', path: '/api/categories/:id', setup: fresh.category, expect: PRODUCTS.remove },

  // Products
  { method: 'GET', path: '/api/products', expect: PRODUCTS.list },
  {
    method: 'GET',
    path: '/api/products/user/:userId',
    url: selfOrOtherUser('/api/products/user'),
    expect: SELF_OR_SUPER,
  },
  { method: 'GET', path: '/api/products/restaurant/:id', record: 'restaurantId', expect: PUBLIC(200) },
  { method: 'POST', path: '/api/products/test-form', body: body.product, expect: PRODUCTS.list },
  {
    method: 'POST',
    path: '/api/products/allergens',
    record: 'productId',
    body: (_c, target) => ({ productIds: [target!.id], add: ['gluten'] }),
    expect: PRODUCTS.read,
  },
  {
    method: 'POST',
    path: '/api/products/sold-out',
    record: 'productId',
    // Back on sale: a sold-out here would refuse the orders the matrix places later.
    body: (_c, target) => ({ productIds: [target!.id], until: 'available' }),
    expect: PRODUCTS.read,
  },
  { method: 'GET', path: '/api/products/:id', record: 'productId', expect: PRODUCTS.read },
  { method: 'GET', path: '/api/products/:id/price-history', record: 'productId', expect: PRODUCTS.read },
  { method: 'POST', path: '/api/products', body: body.product, expect: PRODUCTS.create },
  { method: 'PUT', path: '/api/products/:id', setup: fresh.product, body: body.product, expect: PRODUCTS.read },
  { method: 'DELETE', path: '/api/products/:id', setup: fresh.product, expect: PRODUCTS.remove },

  // Product variants
  { method: 'GET', path: '/api/productvariants', expect: PRODUCTS.list },
  { method: 'GET', path: '/api/productvariants/:id', record: 'variantId', expect: PRODUCTS.read },
  { method: 'POST', path: '/api/productvariants', body: body.variant, expect: PRODUCTS.create },
  { method: 'PUT', path: '/api/productvariants/:id', setup: fresh.variant, body: body.variant, expect: PRODUCTS.read },
  {
    method: 'POST',
    path: '/api/productvariants/:id/move',
    setup: fresh.variant,
    body: () => ({ direction: 'up' }),
    expect: PRODUCTS.read,
  },
  { method: 'DELETE', path: '/api/productvariants/:id', setup: fresh.variant, expect: PRODUCTS.remove },

  // Product add-ons
  { method: 'GET', path: '/api/productaddons', expect: PRODUCTS.list },
  { method: 'GET', path: '/api/productaddons/:id', record: 'addonId', expect: PRODUCTS.read },
  { method: 'POST', path: '/api/productaddons', body: body.addon, expect: PRODUCTS.create },
  { method: 'PUT', path: '/api/productaddons/:id', setup: fresh.addon, body: body.addon, expect: PRODUCTS.read },
  { method: 'DELETE', path: '/api/productaddons/:id', setup: fresh.addon, expect: PRODUCTS.remove },

  // QR codes, the diner's visit and the scan redirect
  { method: 'GET', path: '/api/menuqrcodes', expect: ADMINS.list },
  { method: 'GET', path: '/api/menuqrcodes/restaurant/:restaurantId', record: 'restaurantId', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/menuqrcodes/:id', record: 'qrCodeId', expect: ADMINS.read },
  { method: 'POST', path: '/api/menuqrcodes', body: body.qrCode, expect: ADMINS.create },
  {
    method: 'POST',
    path: '/api/menuqrcodes/bulk',
    body: (c) => {
      const n = 1000 + c.unique();
      return { restaurantId: c.fx.restaurantId, start: n, end: n };
    },
    expect: ADMINS.create,
  },
  { method: 'PUT', path: '/api/menuqrcodes/:id', setup: fresh.qrCode, body: body.qrCode, expect: ADMINS.read },
  { method: 'DELETE', path: '/api/menuqrcodes/:id', setup: fresh.qrCode, expect: ADMINS.remove },
  { method: 'POST', path: '/api/menuqrcodes/:id/access', record: 'qrCodeId', expect: PUBLIC(201) },
  { method: 'GET', path: '/api/menuqrcodes/:id/table-card.pdf', record: 'qrCodeId', expect: ADMINS.read },
  {
    method: 'GET',
    path: '/api/menu/:restaurantId',
    url: (c) => `/api/menu/${c.fx.restaurantId}?table=${c.fx.tableNumber}`,
    expect: PUBLIC(302),
  },

  // Menu access logs and the visit-end beacon
  { method: 'GET', path: '/api/MenuAccessLogs', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/page', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/stats', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/sales', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/csv', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/xlsx', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/report/csv', expect: ADMINS.list },
  { method: 'GET', path: '/api/MenuAccessLogs/report/xlsx', expect: ADMINS.list },
  { method: 'GET', path: '/api/audit', expect: ADMINS.list },
  {
    method: 'GET',
    path: '/api/audit',
    label: 'restaurant filter',
    url: (c) => `/api/audit?restaurantId=${c.fx.restaurantId}`,
    expect: ADMINS.read,
  },
  {
    method: 'GET',
    path: '/api/audit',
    label: 'one record',
    url: (c) => `/api/audit?entity=products&recordId=${c.fx.productId}`,
    expect: ADMINS.list,
  },
  { method: 'GET', path: '/api/audit/csv', expect: ADMINS.list },
  {
    method: 'GET',
    path: '/api/audit/csv',
    label: 'restaurant filter',
    url: (c) => `/api/audit/csv?restaurantId=${c.fx.restaurantId}`,
    expect: ADMINS.read,
  },
  { method: 'GET', path: '/api/audit/xlsx', expect: ADMINS.list },
  {
    method: 'POST',
    path: '/api/MenuAccessLogs/:logId/end',
    setup: fresh.accessLog,
    body: (_c, target) => ({ duration: 95, token: target?.token }),
    expect: PUBLIC(204),
  },

  // Opening hours
  { method: 'GET', path: '/api/RestaurantHours', expect: ADMINS.list },
  { method: 'GET', path: '/api/RestaurantHours/:id', record: 'hoursId', expect: ADMINS.read },
  { method: 'POST', path: '/api/RestaurantHours', setup: fresh.hoursSlot, body: body.hours, expect: ADMINS.create },
  { method: 'PUT', path: '/api/RestaurantHours/:id', setup: fresh.hours, body: body.hours, expect: ADMINS.read },
  { method: 'DELETE', path: '/api/RestaurantHours/:id', setup: fresh.hours, expect: ADMINS.remove },

  // Special days
  { method: 'GET', path: '/api/SpecialDays', expect: ADMINS.list },
  { method: 'GET', path: '/api/SpecialDays/:id', record: 'specialDayId', expect: ADMINS.read },
  { method: 'POST', path: '/api/SpecialDays', body: body.specialDay, expect: ADMINS.create },
  { method: 'PUT', path: '/api/SpecialDays/:id', setup: fresh.specialDay, body: body.specialDay, expect: ADMINS.read },
  { method: 'DELETE', path: '/api/SpecialDays/:id', setup: fresh.specialDay, expect: ADMINS.remove },

  // Translations
  { method: 'GET', path: '/api/Translations', expect: PRODUCTS.list },
  {
    method: 'GET',
    path: '/api/Translations/records',
    url: () => '/api/Translations/records?table=Products',
    expect: PRODUCTS.list,
  },
  { method: 'GET', path: '/api/Translations/:id', record: 'translationId', expect: PRODUCTS.read },
  {
    method: 'POST',
    path: '/api/Translations',
    setup: fresh.translationSlot,
    body: body.translation,
    expect: PRODUCTS.create,
  },
  {
    method: 'PUT',
    path: '/api/Translations/:id',
    setup: fresh.translation,
    body: body.translation,
    expect: PRODUCTS.read,
  },
  { method: 'DELETE', path: '/api/Translations/:id', setup: fresh.translation, expect: PRODUCTS.remove },
  {
    method: 'GET',
    path: '/api/Translations/coverage',
    url: (c) => `/api/Translations/coverage?restaurantId=${c.fx.restaurantId}`,
    expect: PRODUCTS.read,
  },
  {
    method: 'GET',
    path: '/api/Translations/missing',
    url: (c) => `/api/Translations/missing?restaurantId=${c.fx.restaurantId}&languageCode=en`,
    expect: PRODUCTS.read,
  },
  {
    method: 'PUT',
    path: '/api/Translations/record',
    body: body.recordTranslations('Products'),
    expect: { anon: 401, manager: [200, 403], admin: [200, 403], superAdmin: 200 },
  },
  {
    label: 'restaurant record',
    method: 'PUT',
    path: '/api/Translations/record',
    body: body.recordTranslations('Restaurants'),
    expect: { anon: 401, manager: 403, admin: [200, 403], superAdmin: 200 },
  },
  { method: 'GET', path: '/api/restaurants/:id/translations.xlsx', record: 'restaurantId', expect: PRODUCTS.read },
  // A PNG is no translation sheet: past the checks of token, permission and restaurant the answer is the file's 400.
  {
    method: 'POST',
    path: '/api/restaurants/:id/translations/import',
    record: 'restaurantId',
    upload: true,
    expect: { anon: 401, manager: [400, 404], admin: [400, 404], superAdmin: 400 },
  },
  // ...of the restaurant's own name and description: manage_own_restaurant, so not a Manager
  {
    label: 'restaurant record',
    method: 'POST',
    path: '/api/Translations',
    setup: fresh.restaurantTranslationSlot,
    body: body.translation,
    expect: ADMINS.create,
  },
  {
    label: 'restaurant record',
    method: 'PUT',
    path: '/api/Translations/:id',
    setup: fresh.restaurantTranslation,
    body: body.translation,
    expect: { anon: 401, manager: [403, 404], admin: [200, 404], superAdmin: 200 },
  },
  {
    label: 'restaurant record',
    method: 'DELETE',
    path: '/api/Translations/:id',
    setup: fresh.restaurantTranslation,
    expect: { anon: 401, manager: [403, 404], admin: [204, 404], superAdmin: 204 },
  },

  // The diners' menu in one call
  { method: 'GET', path: '/api/public/menu/:restaurantId', record: 'restaurantId', expect: PUBLIC(200) },
  { method: 'GET', path: '/api/public/menu/:restaurantId/price-list.pdf', record: 'restaurantId', expect: PUBLIC(200) },
  {
    method: 'GET',
    path: '/api/public/menu/:restaurantId/live',
    record: 'restaurantId',
    stream: true,
    expect: PUBLIC(200),
  },

  // Table service: the diner's calls from a table, the staff's board and live stream
  {
    method: 'POST',
    path: '/api/public/tables/:qrCodeId/calls',
    setup: fresh.table,
    body: (_c, target) => ({ kind: 'waiter', logId: target!.logId, token: target!.token }),
    expect: PUBLIC(201),
  },
  {
    method: 'POST',
    path: '/api/public/tables/:qrCodeId/calls/current',
    setup: fresh.call,
    url: (c, target) => `/api/public/tables/${target!.tableId ?? ''}/calls/current`,
    body: (_c, target) => ({ logId: target!.logId, token: target!.token }),
    expect: PUBLIC(200),
  },
  {
    method: 'POST',
    path: '/api/public/calls/:id/cancel',
    setup: fresh.call,
    body: (_c, target) => ({ logId: target!.logId, token: target!.token }),
    expect: PUBLIC(204),
  },
  { method: 'GET', path: '/api/service/calls', expect: SERVICE.list },
  { method: 'GET', path: '/api/service/calls/summary', expect: SERVICE.list },
  {
    method: 'PUT',
    path: '/api/service/calls/:id',
    setup: fresh.call,
    body: () => ({ status: 'acknowledged' }),
    expect: SERVICE.update,
  },
  // Orders from the table: the diner's send and list, the staff's board, status changes and "Masayı kapat"
  {
    method: 'POST',
    path: '/api/public/tables/:qrCodeId/orders',
    setup: async (c) => {
      const table = await fresh.table(c);
      await c.app.db.update(t.restaurants).set({ acceptsOrders: true }).where(eq(t.restaurants.id, c.fx.restaurantId));
      await c.app.app.changes.publish([c.fx.restaurantId]);
      return table;
    },
    body: (c, target) => ({
      logId: target!.logId,
      token: target!.token,
      lines: [{ productId: c.fx.productId, quantity: 1 }],
    }),
    expect: PUBLIC(201),
  },
  {
    method: 'GET',
    path: '/api/public/tables/:qrCodeId/orders',
    setup: fresh.order,
    url: (_c, target) =>
      `/api/public/tables/${target!.tableId ?? ''}/orders?logId=${target!.logId}&token=${encodeURIComponent(String(target!.token))}`,
    expect: PUBLIC(200),
  },
  { method: 'GET', path: '/api/service/orders', expect: SERVICE.list },
  {
    method: 'PUT',
    path: '/api/service/orders/:id',
    setup: fresh.order,
    body: () => ({ status: 'accepted' }),
    expect: SERVICE.update,
  },
  {
    method: 'POST',
    path: '/api/service/tables/:qrCodeId/close',
    setup: async (c) => {
      const order = await fresh.order(c);
      await c.app.db.update(t.tableOrders).set({ status: 'accepted' }).where(eq(t.tableOrders.id, order.id));
      return { ...order, id: order.tableId as number };
    },
    body: (c) => ({ restaurantId: c.fx.restaurantId }),
    expect: SERVICE.update,
  },
  // Staff of restaurant A streaming B's calls: 403 (a SuperAdmin streams any restaurant it names).
  {
    method: 'GET',
    path: '/api/service/events',
    stream: true,
    url: (c) => `/api/service/events?restaurantId=${c.fx.restaurantId}`,
    expect: { anon: 401, manager: [200, 403], admin: [200, 403], superAdmin: 200, garson: [200, 403] },
  },
  // Bodies and filters that name the other restaurant: the record (or the caller) is one restaurant's, and a
  // field names the other's. Staff of restaurant A are refused whichever side names B; a SuperAdmin may move
  // a record between restaurants when the body is consistent (its category, product... of the same restaurant).
  ...acrossRows(),
];

/** The other side's fixtures in the body: `body.product` of B for a record of A, and the reverse. */
function across(make: (c: MatrixContext, target: Target | null) => unknown) {
  return (c: MatrixContext, target: Target | null) =>
    make({ ...c, fx: c.fixtures[c.side === 'own' ? 'other' : 'own'] }, target);
}
function acrossRows(): MatrixRow[] {
  /** A restaurant's list or export filtered by a restaurant: own = A, other = B. */
  const filtered = (path: string) => (c: MatrixContext) =>
    `${path}${path.includes('?') ? '&' : '?'}restaurantId=${c.fx.restaurantId}`;
  const ACROSS = 'body names the other restaurant';
  const FILTER = '?restaurantId= of a restaurant';
  /** A write to a record of restaurant A whose body names B (own), or to B's naming A (other). */
  const MOVE_PRODUCTS: Expectation = { anon: 401, manager: [403, 404], admin: [403, 404], superAdmin: 200 };
  const MOVE_ADMINS: Expectation = { anon: 401, manager: 403, admin: [403, 404], superAdmin: 200 };
  return [
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/categories/:id',
      setup: fresh.category,
      body: across(body.category),
      expect: MOVE_PRODUCTS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/products/:id',
      setup: fresh.product,
      body: across(body.product),
      expect: MOVE_PRODUCTS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/productvariants/:id',
      setup: fresh.variant,
      body: across(body.variant),
      expect: MOVE_PRODUCTS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/productaddons/:id',
      setup: fresh.addon,
      body: across(body.addon),
      expect: MOVE_PRODUCTS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/menuqrcodes/:id',
      setup: fresh.qrCode,
      body: across(body.qrCode),
      expect: MOVE_ADMINS,
    },
    // The other restaurant's day is cleared first, so a SuperAdmin's move never meets a day it has already.
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/RestaurantHours/:id',
      setup: async (c) => {
        const target = await fresh.hours(c);
        const other = c.fixtures[c.side === 'own' ? 'other' : 'own'].restaurantId;
        await c.app.db
          .delete(t.restaurantHours)
          .where(
            and(eq(t.restaurantHours.restaurantId, other), eq(t.restaurantHours.dayOfWeek, target.dayOfWeek as number)),
          );
        return target;
      },
      body: across(body.hours),
      expect: MOVE_ADMINS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/SpecialDays/:id',
      setup: fresh.specialDay,
      body: across(body.specialDay),
      expect: MOVE_ADMINS,
    },
    // The other restaurant's record loses that translation first, so a SuperAdmin's move never meets one.
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/Translations/:id',
      setup: async (c) => {
        const target = await fresh.translation(c);
        const otherSide = c.fixtures[c.side === 'own' ? 'other' : 'own'];
        await c.app.db
          .delete(t.translations)
          .where(
            and(
              eq(t.translations.restaurantId, otherSide.restaurantId),
              eq(t.translations.languageCode, target.languageCode as string),
              eq(t.translations.tableName, target.tableName as string),
              eq(t.translations.fieldName, target.fieldName as string),
            ),
          );
        return target;
      },
      body: across(body.translation),
      expect: MOVE_PRODUCTS,
    },
    {
      label: ACROSS,
      method: 'PUT',
      path: '/api/users/:id',
      setup: fresh.user,
      body: across(body.user),
      expect: MOVE_ADMINS,
    },
    {
      label: 'product ids of both restaurants',
      method: 'POST',
      path: '/api/products/allergens',
      url: () => '/api/products/allergens',
      body: (c) => ({ productIds: [c.fixtures.own.productId, c.fixtures.other.productId], add: ['gluten'] }),
      expect: { anon: 401, manager: 404, admin: 404, superAdmin: 200 },
    },
    ...[
      '/api/menuqrcodes',
      '/api/RestaurantHours',
      '/api/SpecialDays',
      '/api/MenuAccessLogs/page',
      '/api/MenuAccessLogs/stats',
      '/api/MenuAccessLogs/sales',
      '/api/MenuAccessLogs/csv',
      '/api/MenuAccessLogs/xlsx',
      '/api/MenuAccessLogs/report/csv',
      '/api/MenuAccessLogs/report/xlsx',
    ].map((path): MatrixRow => ({
      label: FILTER,
      method: 'GET',
      path,
      url: filtered(path),
      expect: {
        anon: 401,
        manager: 403,
        admin: ['/api/RestaurantHours', '/api/SpecialDays'].includes(path) ? 200 : [200, 404],
        superAdmin: 200,
      },
      ownRowsOnly: true,
    })),
    ...[
      '/api/Translations',
      '/api/Translations/records?table=Products',
      '/api/products',
      '/api/categories',
      '/api/productaddons',
      '/api/productvariants',
    ].map(
      // Lists scoped by the caller ignore or narrow the filter: another restaurant's gives none of its records.
      (path): MatrixRow => ({
        label: FILTER,
        method: 'GET',
        path: path.split('?')[0],
        url: filtered(path),
        expect: { anon: 401, manager: 200, admin: 200, superAdmin: 200 },
        ownRowsOnly: true,
      }),
    ),
    {
      label: "another restaurant's ids in the file",
      method: 'POST',
      path: '/api/restaurants/:id/catalog/import',
      url: (c) => `/api/restaurants/${c.fx.restaurantId}/catalog/import?dryRun=true`,
      importFile: (c) =>
        `\uFEFFTür,ID,Kategori,Ad,Fiyat (₺)\r\nÜrün,${c.fixtures[c.side === 'own' ? 'other' : 'own'].productId},Matris kategori ${c.side === 'own' ? 'B' : 'A'},Yabancı,12\r\n`,
      expect: { anon: 401, manager: [200, 404], admin: [200, 404], superAdmin: 200 },
    },
  ];
}
