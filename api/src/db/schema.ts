// The PostgreSQL schema (docs/api-rules.md, Data). Migrations in api/drizzle/ are generated from this file
// with `npm --workspace api run db:generate`; never edit a migration that has been committed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ALLERGEN_CODES, PORTION_GRAMS_MAX } from '@menu/shared/allergens';
import type { AvailabilityWindow } from '@menu/shared/open-now';
import { CALL_KINDS, CALL_STATUSES, ORDER_STATUSES, type OrderLineAddon } from '@menu/shared/contract';

const createdDate = () => timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Lira: NUMERIC(10,2), read back as a string so no float rounding creeps in. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** bytea (drizzle has no built-in type for it): the visitor sketches' registers, uploaded images. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description'),
  address: varchar('address', { length: 500 }),
  phone: varchar('phone', { length: 50 }),
  email: varchar('email', { length: 254 }),
  website: varchar('website', { length: 500 }),
  logo: text('logo'),
  backgroundImage: text('background_image'),
  primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#FF6B35'),
  secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default('#2C3E50'),
  /** Diners at a table may call staff (table service); on by default. */
  acceptsCalls: boolean('accepts_calls').notNull().default(true),
  /** Diners at a table may send their cart to the staff as an order; off by default. */
  acceptsOrders: boolean('accepts_orders').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdDate: createdDate(),
});

export const ROLE_NAMES = ['SuperAdmin', 'Admin', 'Manager', 'User', 'Garson'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Null only for SuperAdmins, who belong to no single restaurant.
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'restrict' }),
    username: varchar('username', { length: 50 }).notNull(),
    // usernameKey(username) (api/src/users/username-key.ts): the one fold every comparison of user names uses.
    // A row whose fold clashed with an older user's when the column was added carries '#<id>' after it.
    usernameKey: text('username_key').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    role: varchar('role', { length: 20, enum: ROLE_NAMES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true, mode: 'date' }),
    createdDate: createdDate(),
    // Bumped on password change, deactivation or role change: tokens carrying an older version stop working.
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    // 'Ahmet', 'AHMET' and 'ahmet' (and 'ADMIN', 'admın', 'ADMİN') are the same sign-in name.
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_restaurant_idx').on(t.restaurantId),
    check('users_role_check', sql`${t.role} in ('SuperAdmin', 'Admin', 'Manager', 'User', 'Garson')`),
    check('users_restaurant_required', sql`${t.role} = 'SuperAdmin' or ${t.restaurantId} is not null`),
  ],
);

/**
 * Staff sign-in sessions (one row per sign-in, a refresh-token family). The portal holds a short-lived access
 * token in memory and renews it with the refresh token in an HttpOnly cookie; only a hash of the current refresh
 * token is stored. Rotating it is one compare-and-swap on `token_hash`, so N instances agree; an older token of
 * the family presented again (reuse) revokes the whole session. Access tokens carry the session id and stop
 * working once the session is revoked (sign-out, reuse, a password change).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the refresh token currently valid for this session. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** How many times the refresh token was rotated; part of every token, so a reused one is recognised. */
    generation: integer('generation').notNull().default(0),
    /** The user's token version when the session was issued or last re-stamped; a mismatch ends it. */
    tokenVersion: integer('token_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Sliding: a refresh pushes it forward; unused past it, the session is over. */
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: varchar('revoked_reason', { length: 20 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The name as same-name checks compare it, computed by the database: SQL's approximation of foldSearch
 * (@menu/shared/search; Turkish I/İ/ı/i as one letter, case, common diacritics and extra spaces ignored).
 */
const nameKey = () =>
  text('name_key').generatedAlwaysAs(
    sql.raw(
      `btrim(regexp_replace(lower(translate("name", 'İIıÇĞÖŞÜÂÎÛçğöşüâîûÁÀÄÉÈÊËÍÌÏÓÒÚÙÑáàäéèêëíìïóòúùñ', 'iiicgosuaiucgosuaiuaaaeeeeiiioouunaaaeeeeiiioouun')), '\\s+', ' ', 'g'))`,
    ),
  );

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    icon: varchar('icon', { length: 50 }),
    isActive: boolean('is_active').notNull().default(true),
    /** Time-of-day windows (AvailabilityWindow of @menu/shared/open-now); empty: on the menu all day. */
    availability: jsonb('availability')
      .$type<AvailabilityWindow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nameKey: nameKey(),
    createdDate: createdDate(),
  },
  (t) => [
    // One active 'Tatlılar' (or 'TATLILAR') per restaurant: the race the service's 409 cannot see.
    uniqueIndex('categories_active_name_unique')
      .on(t.restaurantId, t.nameKey)
      .where(sql`${t.isActive}`),
    index('categories_restaurant_idx').on(t.restaurantId, t.displayOrder),
    // Lets products reference (category, restaurant) so a product can never sit in another restaurant's category.
    unique('categories_id_restaurant_unique').on(t.id, t.restaurantId),
    check('categories_display_order_check', sql`${t.displayOrder} >= 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    price: money('price').notNull(),
    discountedPrice: money('discounted_price'),
    image: text('image'),
    ingredients: text('ingredients').notNull().default(''),
    calories: integer('calories').notNull().default(0),
    preparationTime: integer('preparation_time'),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    isGlutenFree: boolean('is_gluten_free').notNull().default(false),
    isSpicy: boolean('is_spicy').notNull().default(false),
    spicyLevel: smallint('spicy_level').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Sold out until this time whatever isAvailable says; back on sale by itself after it (migration 0024). */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'date' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('4.5'),
    /** Codes of ALLERGEN_CODES (@menu/shared/allergens), in the list's order. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    containsAlcohol: boolean('contains_alcohol').notNull().default(false),
    containsPork: boolean('contains_pork').notNull().default(false),
    portionGrams: integer('portion_grams'),
    nameKey: nameKey(),
    createdDate: createdDate(),
  },
  (t) => [
    uniqueIndex('products_category_name_unique').on(t.categoryId, t.nameKey),
    foreignKey({
      name: 'products_category_fk',
      columns: [t.categoryId, t.restaurantId],
      foreignColumns: [categories.id, categories.restaurantId],
    }).onDelete('restrict'),
    index('products_restaurant_idx').on(t.restaurantId, t.displayOrder),
    index('products_category_idx').on(t.categoryId),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_discounted_price_check', sql`${t.discountedPrice} is null or ${t.discountedPrice} >= 0`),
    check('products_spicy_level_check', sql`${t.spicyLevel} between 0 and 5`),
    check(
      'products_counts_check',
      sql`${t.calories} >= 0 and ${t.displayOrder} >= 0 and (${t.preparationTime} is null or ${t.preparationTime} >= 0)`,
    ),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    check(
      'products_allergens_check',
      sql`${t.allergens} <@ array[${sql.raw(ALLERGEN_CODES.map((c) => `'${c}'`).join(', '))}]::text[]`,
    ),
    check(
      'products_portion_grams_check',
      sql`${t.portionGrams} is null or ${t.portionGrams} between 1 and ${sql.raw(String(PORTION_GRAMS_MAX))}`,
    ),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    priceModifier: money('price_modifier').notNull().default('0'),
    isDefault: boolean('is_default').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdDate: createdDate(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.displayOrder),
    check('product_variants_display_order_check', sql`${t.displayOrder} >= 0`),
  ],
);

export const productAddons = pgTable(
  'product_addons',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    price: money('price').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    createdDate: createdDate(),
  },
  (t) => [
    index('product_addons_restaurant_idx').on(t.restaurantId),
    check('product_addons_price_check', sql`${t.price} >= 0`),
  ],
);

export const menuQrCodes = pgTable(
  'menu_qr_codes',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    tableNumber: varchar('table_number', { length: 40 }).notNull(),
    // Where an active scan leads instead of the menu; null: the menu. Every printed code encodes the scan
    // address ({API_PUBLIC_URL}/api/menu/{restaurantId}?table=...), which decides at scan time.
    qrCodeUrl: text('qr_code_url'),
    // The printed code may not match what the server expects (it encoded a custom URL directly, before
    // migration 0009, or its table or restaurant changed since): the portal asks for a new print.
    needsReprint: boolean('needs_reprint').notNull().default(false),
    qrCodeImage: text('qr_code_image'),
    isActive: boolean('is_active').notNull().default(true),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessedDate: timestamp('last_accessed_date', { withTimezone: true, mode: 'date' }),
    createdDate: createdDate(),
  },
  (t) => [unique('menu_qr_codes_restaurant_table_unique').on(t.restaurantId, t.tableNumber)],
);

export const DEVICE_TYPE_VALUES = ['mobile', 'tablet', 'desktop', 'other'] as const;

/**
 * Append-only visit log; high volume. On PostgreSQL (and PGlite alike) it is partitioned by month of
 * access_date (migration 0006: declarative partitions `menu_access_logs_yYYYYmMM` plus a default one), so
 * retention drops whole months; hence the key (id, access_date). Every insert, update and delete keeps the
 * rollups below in step, in the same statement (statement-level triggers, migration 0006).
 */
export const menuAccessLogs = pgTable(
  'menu_access_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    accessDate: timestamp('access_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    // Deleting a QR code keeps its history.
    qrCodeId: integer('qr_code_id').references(() => menuQrCodes.id, { onDelete: 'set null' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    deviceType: varchar('device_type', { length: 10, enum: DEVICE_TYPE_VALUES }).notNull().default('other'),
    sessionDuration: integer('session_duration').notNull().default(0),
    userAgent: text('user_agent'),
    /** The menu language the diner used ('tr', 'en', ...); '' when unknown (visits before it was recorded). */
    language: varchar('language', { length: 8 }).notNull().default(''),
    /**
     * Set by the privacy pass after ACCESS_LOG_IP_RETENTION_DAYS (src/access-logs/privacy.ts): the address is
     * truncated and the user agent reduced to browser and system names. The pass finds the rest by the partial
     * index below, whatever order visits were written in.
     */
    reduced: boolean('reduced').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'menu_access_logs_pkey', columns: [t.id, t.accessDate] }),
    index('menu_access_logs_unreduced_idx')
      .on(t.accessDate)
      .where(sql`not ${t.reduced}`),
    index('menu_access_logs_restaurant_date_idx').on(t.restaurantId, t.accessDate),
    // The report across every restaurant (SuperAdmin) pages and filters by date alone.
    index('menu_access_logs_date_idx').on(t.accessDate),
    index('menu_access_logs_qr_code_idx').on(t.qrCodeId),
    check('menu_access_logs_device_type_check', sql`${t.deviceType} in ('mobile', 'tablet', 'desktop', 'other')`),
    check('menu_access_logs_session_duration_check', sql`${t.sessionDuration} >= 0`),
  ],
);

/** Visits per restaurant, UTC hour and device type: totals, devices, sessions, the weekday × hour heatmap. */
export const menuVisitHours = pgTable(
  'menu_visit_hours',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    deviceType: varchar('device_type', { length: 10 }).notNull(),
    visits: integer('visits').notNull().default(0),
    /** Visits whose end was recorded, and their seconds: the average session. */
    ended: integer('ended').notNull().default(0),
    sessionSeconds: bigint('session_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.hour, t.deviceType] })],
);

/** Visits per restaurant, day in Turkey, QR code, device type and menu language: per-day, tables, languages. */
export const menuVisitDays = pgTable(
  'menu_visit_days',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: visits of a deleted code (its raw visits keep a null too). No foreign key: the trigger follows the log. */
    qrCodeId: integer('qr_code_id'),
    deviceType: varchar('device_type', { length: 10 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [
    unique('menu_visit_days_key').on(t.restaurantId, t.day, t.qrCodeId, t.deviceType, t.language).nullsNotDistinct(),
  ],
);

/**
 * Unique visitors: one HyperLogLog sketch (1,024 one-byte registers over an md5 of the address) per restaurant,
 * day in Turkey and device type; restaurant 0 holds all restaurants together (a SuperAdmin's report), device ''
 * all devices. Addresses are never stored here, only the registers.
 */
export const menuVisitorSketches = pgTable(
  'menu_visitor_sketches',
  {
    restaurantId: integer('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceType: varchar('device_type', { length: 10 }).notNull().default(''),
    registers: bytea('registers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.deviceType] })],
);

/** Menu sections (categories) diners opened, sent with the end-of-visit beacon, per restaurant and day. */
export const menuVisitSections = pgTable(
  'menu_visit_sections',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.categoryId] })],
);

/**
 * Visits refused by the per-address cap (VISIT_CAP), counted per restaurant and UTC hour so the report can say
 * how many it did not count. No address is kept: only the number.
 */
export const menuVisitRefusals = pgTable(
  'menu_visit_refusals',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    refused: integer('refused').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.hour] })],
);

/**
 * Every price a product, a variant (its price modifier) or an add-on had, with when and by whom:
 * written by the tables' triggers (migration 0014) on insert and on a change of price, so no path that
 * writes a price can skip it; the acting user comes from the transaction's `menu.user_id` (db/actor.ts).
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    addonId: integer('addon_id').references(() => productAddons.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    discountedPrice: money('discounted_price'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changedBy: integer('changed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The user's name when the change was made (kept when the user is deleted). */
    changedByName: varchar('changed_by_name', { length: 100 }),
  },
  (t) => [
    index('price_changes_product_idx').on(t.productId, t.changedAt),
    index('price_changes_variant_idx').on(t.variantId, t.changedAt),
    index('price_changes_addon_idx').on(t.addonId, t.changedAt),
    check('price_changes_one_owner_check', sql`num_nonnulls(${t.productId}, ${t.variantId}, ${t.addonId}) = 1`),
  ],
);

export const restaurantHours = pgTable(
  'restaurant_hours',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openTime: time('open_time'),
    closeTime: time('close_time'),
    isClosed: boolean('is_closed').notNull().default(false),
    createdDate: createdDate(),
  },
  (t) => [
    unique('restaurant_hours_restaurant_day_unique').on(t.restaurantId, t.dayOfWeek),
    check('restaurant_hours_day_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

export const specialDays = pgTable(
  'special_days',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 100 }),
    openTime: time('open_time'),
    closeTime: time('close_time'),
    isClosed: boolean('is_closed').notNull().default(false),
    note: text('note'),
    createdDate: createdDate(),
  },
  (t) => [unique('special_days_restaurant_date_unique').on(t.restaurantId, t.date)],
);

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    languageCode: varchar('language_code', { length: 5 }).notNull(),
    tableName: varchar('table_name', { length: 30 }).notNull(),
    // Points into the table named by table_name, so it cannot be a foreign key; the triggers of migration
    // 0001 delete a record's translations together with the record.
    recordId: integer('record_id').notNull(),
    fieldName: varchar('field_name', { length: 30 }).notNull(),
    translatedText: text('translated_text').notNull(),
    createdDate: createdDate(),
  },
  (t) => [
    unique('translations_unique').on(t.restaurantId, t.languageCode, t.tableName, t.recordId, t.fieldName),
    index('translations_record_idx').on(t.tableName, t.recordId),
  ],
);

/**
 * One row per restaurant whose menu ever changed: `version` goes up in the same transaction as any write to
 * the records its public menu is built from (triggers of migration 0004), so it can never lag the data. Every
 * API instance labels its cached menu with the version it read and re-checks it now and then, which bounds
 * staleness even when a change announcement is lost. No foreign key: the row outlives a deleted restaurant.
 */
export const menuVersions = pgTable('menu_versions', {
  restaurantId: integer('restaurant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The live stream's event number of the latest bump (sequence service_event_seq, shared with table calls). */
  eventId: bigint('event_id', { mode: 'number' })
    .notNull()
    .default(sql`nextval('service_event_seq')`),
  /** The tables the latest writing transaction touched ('products', 'categories', ...). */
  changed: text('changed')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  changedTx: bigint('changed_tx', { mode: 'number' }),
});

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurantRow = typeof restaurants.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthSessionRow = typeof authSessions.$inferSelect;

/**
 * Sign-in throttle counters shared by every API instance (src/auth/login-throttle.ts): one row per user name
 * ('u:' + its normalised form) and per client address ('ip:' + address), counting failures in a fixed window.
 * Expired rows are removed by the hourly cluster job.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_throttle_reset_idx').on(t.resetAt)],
);

/** Addresses a user signed in from recently: exempt from that user name's lock (an attacker cannot lock the owner out). */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usernameKey, t.ip] }), index('sign_in_known_addresses_until_idx').on(t.until)],
);

/** Periodic jobs that run once per cluster (src/jobs/cluster-jobs.ts): when each last started, and where. */
export const clusterJobs = pgTable('cluster_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  lastInstance: text('last_instance').notNull(),
  lastError: text('last_error'),
  runs: bigint('runs', { mode: 'number' }).notNull().default(1),
});

/**
 * Uploaded images, stored in the database so every API instance serves them (src/uploads/storage.ts). `key` is
 * the path below /uploads/menu/: '<first 16 hex of the SHA-256>/<name by the spec's rule>' for uploads (the
 * bytes decide the address, so it never changes meaning and is cached for a year), or a bare name for files an
 * older version kept on disk and moved here. `restaurantId` is the owner (per-restaurant quotas count by it);
 * `variantOf` makes a resized or re-encoded copy belong to its original (deleted with it).
 */
export const images = pgTable(
  'images',
  {
    key: text('key').primaryKey(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    variantOf: text('variant_of').references((): AnyPgColumn => images.key, { onDelete: 'cascade' }),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('images_restaurant_idx').on(t.restaurantId),
    index('images_variant_of_idx').on(t.variantOf),
    check('images_size_check', sql`${t.size} = octet_length(${t.bytes})`),
  ],
);

/**
 * Table service: a diner's call from a table (waiter, bill, printed menu). Every change takes the next value of
 * `service_event_seq` as `event_id`, the live stream's event id: stable across API instances, increasing per
 * restaurant, and what a reconnect's Last-Event-ID replays from. At most one open or acknowledged call per
 * table and kind (the partial unique index), which makes a repeated call idempotent under concurrency.
 */
export const tableCalls = pgTable(
  'table_calls',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    qrCodeId: integer('qr_code_id').references(() => menuQrCodes.id, { onDelete: 'set null' }),
    tableNumber: varchar('table_number', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 20, enum: CALL_KINDS }).notNull(),
    status: varchar('status', { length: 20, enum: CALL_STATUSES }).notNull().default('open'),
    /** The diner's visit (menu_access_logs.id) that made the call: the per-visit cap counts these. */
    visitId: bigint('visit_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('service_event_seq')`),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'table_calls_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('table_calls_live_kind_idx')
      .on(t.restaurantId, t.qrCodeId, t.kind)
      .where(sql`${t.status} in ('open', 'acknowledged')`),
    index('table_calls_event_idx').on(t.restaurantId, t.eventId),
    index('table_calls_visit_idx').on(t.restaurantId, t.visitId, t.createdAt),
    index('table_calls_created_idx').on(t.restaurantId, t.createdAt),
    check('table_calls_kind_check', sql`${t.kind} in ('waiter', 'bill', 'printed-menu')`),
    check('table_calls_status_check', sql`${t.status} in ('open', 'acknowledged', 'done', 'cancelled')`),
  ],
);
export type TableCallRow = typeof tableCalls.$inferSelect;

/**
 * Orders sent from a table (migration 0025): the cart of one visit, priced by the server from the menu of the
 * moment. Lines keep the names and prices of then, so a later menu edit never changes a past order. A retried
 * send finds its order by the visit's idempotency key; every change takes a new event id from the calls'
 * sequence, so orders and calls share the staff stream's ids.
 */
export const tableOrders = pgTable(
  'table_orders',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The restaurant's running number of the day (Turkey's day), what the diner and the kitchen call it. */
    number: integer('number').notNull(),
    qrCodeId: integer('qr_code_id').references(() => menuQrCodes.id, { onDelete: 'set null' }),
    tableNumber: varchar('table_number', { length: 50 }).notNull(),
    visitId: bigint('visit_id', { mode: 'number' }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull().default('sent'),
    note: varchar('note', { length: 500 }),
    /** Why staff refused it. */
    reason: varchar('reason', { length: 200 }),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('service_event_seq')`),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'table_orders_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('table_orders_idempotency_idx').on(t.restaurantId, t.visitId, t.idempotencyKey),
    index('table_orders_event_idx').on(t.restaurantId, t.eventId),
    index('table_orders_table_idx').on(t.restaurantId, t.qrCodeId, t.status),
    index('table_orders_created_idx').on(t.restaurantId, t.createdAt),
    check('table_orders_status_check', sql`${t.status} in ('sent', 'accepted', 'rejected', 'served', 'closed')`),
  ],
);
export type TableOrderRow = typeof tableOrders.$inferSelect;

export const tableOrderLines = pgTable(
  'table_order_lines',
  {
    restaurantId: integer('restaurant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    /** The product and variant ordered (no foreign key: the line outlives them). */
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    name: varchar('name', { length: 200 }).notNull(),
    variantName: varchar('variant_name', { length: 200 }),
    addons: jsonb('addons')
      .$type<OrderLineAddon[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quantity: smallint('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
    note: varchar('note', { length: 140 }),
  },
  (t) => [
    primaryKey({ name: 'table_order_lines_pkey', columns: [t.restaurantId, t.orderId, t.lineNo] }),
    foreignKey({
      name: 'table_order_lines_order_fk',
      columns: [t.restaurantId, t.orderId],
      foreignColumns: [tableOrders.restaurantId, tableOrders.id],
    }).onDelete('cascade'),
    check('table_order_lines_quantity_check', sql`${t.quantity} between 1 and 20`),
  ],
);
export type TableOrderLineRow = typeof tableOrderLines.$inferSelect;

/** The last order number given per restaurant and day: one row lock hands out the next. */
export const tableOrderNumbers = pgTable(
  'table_order_numbers',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'table_order_numbers_pkey', columns: [t.restaurantId, t.day] })],
);

/**
 * The trail of who changed what (migration 0022): one row per staff write to an audited table, written by the
 * table's trigger in the writing transaction (the acting user and client address come from the transaction's
 * settings, db/write-context.ts), and one per security event (auth/security-events.ts). Append-only: a trigger
 * refuses updates and deletes other than the retention job's. `changes` maps each changed column to
 * `[old, new]` (never a password hash or a token); a security event keeps its reason and details there.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'event'] as const;
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: integer('restaurant_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 201 }),
    /** The table written ('products', 'users', ...) or 'security' for a security event. */
    entity: varchar('entity', { length: 40 }).notNull(),
    recordId: integer('record_id'),
    /** The record's name when it was written ("Mercimek Çorbası"), kept when the record is gone. */
    recordLabel: text('record_label'),
    action: varchar('action', { length: 10, enum: AUDIT_ACTIONS }).notNull(),
    /** A security event's name ('sign_in_failed', 'session_reuse', ...). */
    event: varchar('event', { length: 40 }),
    changes: jsonb('changes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    clientAddress: varchar('client_address', { length: 64 }),
  },
  (t) => [
    index('audit_events_restaurant_idx').on(t.restaurantId, t.id),
    index('audit_events_record_idx').on(t.entity, t.recordId, t.id),
    index('audit_events_at_idx').on(t.at),
    check('audit_events_action_check', sql`${t.action} in ('create', 'update', 'delete', 'event')`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

/** A product as a printed list showed it. */
export interface PrintedItem {
  productId: number;
  name: string;
  price: number;
  discountedPrice: number | null;
}

/**
 * What the newest download of each price-list layout showed (migration 0021): replaced by every download of
 * that layout, so the API can tell which products changed since the lists on the door and the tables were printed.
 */
export const priceListPrints = pgTable(
  'price_list_prints',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    layout: varchar('layout', { length: 16 }).notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    printedBy: integer('printed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<PrintedItem[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.layout] }),
    check('price_list_prints_layout_check', sql`${t.layout} IN ('a4', 'door', 'table')`),
  ],
);
