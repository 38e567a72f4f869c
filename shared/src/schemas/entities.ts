// Entities of docs/api-rules.md, Entities, each defined once (define.ts): `XWire` is what the API answers with and documents,
// `XSchema` how a remote reads it (tolerant of the old server's forms, normalised by `normaliseWire`).
// Every entity carries its canonical `id` plus the alias the spec names (restaurantId, categoryId...).
import { z } from 'zod';
import { roleFromWire } from '../roles';
import { ALLERGEN_CODES } from '../allergens';
import { defineEntity, defineShape, f } from './define';
import { orDefault, wireText } from './wire';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../restaurant-defaults';

const availabilityWindow = f.object({ days: f.list(f.count), from: f.text, to: f.text });
/** 'HH:MM:SS' in Turkey's time, null when closed. */
const time = f.described(f.textOrNull, 'HH:MM:SS, null when closed');

export const UserEntity = defineEntity('User', 'userId', {
  restaurantId: f.refOrNull,
  username: f.text,
  email: f.custom(z.string(), wireText),
  firstName: f.custom(z.string(), wireText),
  lastName: f.custom(z.string(), wireText),
  role: f.custom(
    z.number().int().describe('1 Admin, 2 Manager, 3 SuperAdmin, other User'),
    z.unknown().transform(roleFromWire),
  ),
  isActive: f.flagOn,
  lastLoginDate: f.dateOrNull,
  createdDate: f.date,
});
export const UserSchema = UserEntity.read;
export const UserWire = UserEntity.wire;
export type User = z.output<typeof UserSchema>;

export const RestaurantEntity = defineEntity('Restaurant', 'restaurantId', {
  name: f.text,
  description: f.textOrNull,
  address: f.textOrNull,
  phone: f.textOrNull,
  email: f.textOrNull,
  website: f.textOrNull,
  logo: f.textOrNull,
  backgroundImage: f.textOrNull,
  primaryColor: f.textOr(DEFAULT_PRIMARY_COLOR),
  secondaryColor: f.textOr(DEFAULT_SECONDARY_COLOR),
  /** Diners at a table may call the waiter, ask for the bill or the printed menu (table service). */
  acceptsCalls: f.flagOn,
  /** Diners at a table may send their cart to the staff as an order (orders from the table); off by default. */
  acceptsOrders: f.flag,
  isActive: f.flagOn,
  createdDate: f.date,
});
export const RestaurantSchema = RestaurantEntity.read;
export const RestaurantWire = RestaurantEntity.wire;
/** What a diner may see: no status flag, no dates. */
export const PublicRestaurantWire = RestaurantEntity.publicWire('PublicRestaurant', ['isActive', 'createdDate']);
export type Restaurant = z.output<typeof RestaurantSchema>;

export const CategoryEntity = defineEntity('Category', 'categoryId', {
  restaurantId: f.ref,
  name: f.text,
  description: f.textOrNull,
  displayOrder: f.int(0),
  icon: f.textOrNull,
  /** Time-of-day windows: weekdays 1–7 (Monday = 1), from–to 'HH:mm' in Turkey's time; empty: all day. */
  availability: f.list(availabilityWindow, []),
  isActive: f.flagOn,
  createdDate: f.date,
});
export const CategorySchema = CategoryEntity.read;
export const CategoryWire = CategoryEntity.wire;
/** What a diner sees: active categories only, so no status flag and no dates. */
export const PublicCategoryWire = CategoryEntity.publicWire('PublicCategory', ['isActive', 'createdDate']);
export type Category = z.output<typeof CategorySchema>;

export const ProductEntity = defineEntity('Product', 'productId', {
  restaurantId: f.ref,
  categoryId: f.ref,
  name: f.text,
  description: f.textOrNull,
  price: f.money,
  discountedPrice: f.moneyOrNull,
  image: f.textOrNull,
  ingredients: f.textOr(''),
  calories: f.custom(z.number().int(), orDefault(z.coerce.number(), 0)),
  preparationTime: f.custom(z.number().int().nullable(), orDefault(z.coerce.number().nullable(), null)),
  isVegetarian: f.flag,
  isVegan: f.flag,
  isGlutenFree: f.flag,
  isSpicy: f.flag,
  spicyLevel: f.int(0),
  isAvailable: f.flagOn,
  /**
   * Sold out until this time (ISO), whatever isAvailable says; back on sale by itself after it. Null: no timed
   * sold-out. The public menu answers a product whose time lies ahead with isAvailable false and this time.
   */
  soldOutUntil: f.dateOrNull,
  isFeatured: f.flag,
  displayOrder: f.int(0),
  rating: f.number(4.5),
  /** Codes of the 14 regulated allergens (ALLERGEN_CODES), in the list's order. */
  allergens: f.custom(z.array(z.enum(ALLERGEN_CODES)), orDefault(z.array(z.string()), [])),
  containsAlcohol: f.flag,
  containsPork: f.flag,
  /** Portion weight in grams, or null when not declared. */
  portionGrams: f.intOrNull,
  createdDate: f.date,
});
export const ProductSchema = ProductEntity.read;
export const ProductWire = ProductEntity.wire;
/** What a diner sees: no creation date. */
export const PublicProductWire = ProductEntity.publicWire('PublicProduct', ['createdDate']);
export type Product = z.output<typeof ProductSchema>;

/**
 * What a spreadsheet import would do before it is applied: the records it would add, change or leave as they
 * are, and its rows refused (row number as the spreadsheet shows it, Turkish message).
 */
const sheetPreview = (name: string) =>
  defineShape(name, {
    create: f.count,
    update: f.count,
    unchanged: f.count,
    errors: f.list(f.object({ row: f.count, message: f.text })),
  });

/** The answer of POST /api/restaurants/{id}/catalog/import. */
export const CatalogImportPreviewShape = sheetPreview('CatalogImportPreview');
export const CatalogImportPreviewSchema = CatalogImportPreviewShape.read;
export const CatalogImportPreviewWire = CatalogImportPreviewShape.wire;
export type CatalogImportPreview = z.output<typeof CatalogImportPreviewSchema>;

/** The answer of POST /api/uploads/images: where the stored image is served. */
export const UploadedImageShape = defineShape('UploadedImage', { path: f.text });
export const UploadedImageSchema = UploadedImageShape.read;
export const UploadedImageWire = UploadedImageShape.wire;

/** One entry of GET /api/products/{id}/price-history (newest first). */
export const PriceChangeShape = defineShape('PriceChange', {
  price: f.money,
  discountedPrice: f.moneyOrNull,
  changedAt: f.text,
  /** The user who made the change (their name then); null for the prices known from before the history began. */
  changedBy: f.textOrNull,
});
export const PriceChangeSchema = PriceChangeShape.read;
export const PriceChangeWire = PriceChangeShape.wire;
export type PriceChange = z.output<typeof PriceChangeSchema>;

export const AddonEntity = defineEntity('ProductAddon', 'addonId', {
  restaurantId: f.ref,
  name: f.text,
  description: f.textOrNull,
  price: f.money,
  isActive: f.flagOn,
  createdDate: f.date,
});
export const AddonSchema = AddonEntity.read;
export const AddonWire = AddonEntity.wire;
export type Addon = z.output<typeof AddonSchema>;

export const VariantEntity = defineEntity('ProductVariant', 'variantId', {
  productId: f.ref,
  name: f.text,
  description: f.textOrNull,
  priceModifier: f.money,
  isDefault: f.flag,
  displayOrder: f.int(0),
  isActive: f.flagOn,
  createdDate: f.date,
});
export const VariantSchema = VariantEntity.read;
export const VariantWire = VariantEntity.wire;
export type Variant = z.output<typeof VariantSchema>;

/** The answer of POST /productvariants/{id}/move: whether it moved (not at an end), and the product's variants in order. */
export const VariantMoveShape = defineShape('ProductVariantMove', { moved: f.flag, variants: f.list(VariantEntity) });
export const VariantMoveSchema = VariantMoveShape.read;
export const VariantMoveWire = VariantMoveShape.wire;

export const QrCodeEntity = defineEntity('MenuQrCode', 'qrCodeId', {
  restaurantId: f.ref,
  tableNumber: f.code,
  /** As saved: where an active scan leads instead of the menu; null for the menu. */
  qrCodeUrl: f.textOrNull,
  qrCodeImage: f.textOrNull,
  /**
   * What the printed code encodes: always the scan address of docs/api-rules.md, The scan and the visit, which redirects an
   * active code to its custom URL (if any) or the menu, and shows the Turkish page for an inactive one.
   * (The QR remote computes it when an older API leaves it out.)
   */
  scanUrl: f.custom(z.string(), wireText),
  isActive: f.flagOn,
  /** The printed code must be printed again (it encoded a custom URL directly, or its table changed). */
  needsReprint: f.flag,
  accessCount: f.int(0),
  lastAccessedDate: f.dateOrNull,
  createdDate: f.date,
});
export const QrCodeSchema = QrCodeEntity.read;
export const QrCodeWire = QrCodeEntity.wire;
/** What the public menu may know about a table code. */
export const PublicQrCodeWire = QrCodeEntity.wire
  .pick({ id: true, tableNumber: true, isActive: true })
  .meta({ id: 'PublicMenuQrCode' });
export type QrCode = z.output<typeof QrCodeSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const DEVICE_LABELS: Record<DeviceType, string> = {
  mobile: 'Mobil',
  tablet: 'Tablet',
  desktop: 'Masaüstü',
  other: 'Diğer',
};

export const AccessLogEntity = defineEntity('MenuAccessLog', 'logId', {
  accessDate: f.date,
  restaurantId: f.ref,
  qrCodeId: f.refOrNull,
  ipAddress: f.textOrNull,
  deviceType: f.custom(
    z.string(),
    orDefault(z.string(), 'other').transform((v): DeviceType =>
      (DEVICE_TYPES as readonly string[]).includes(v) ? (v as DeviceType) : 'other',
    ),
  ),
  sessionDuration: f.custom(z.number().int(), orDefault(z.coerce.number(), 0)),
  userAgent: f.textOrNull,
});
export const AccessLogSchema = AccessLogEntity.read;
export const AccessLogWire = AccessLogEntity.wire;
export type AccessLog = z.output<typeof AccessLogSchema>;

export const HoursEntity = defineEntity('RestaurantHours', 'hourId', {
  restaurantId: f.ref,
  dayOfWeek: f.custom(z.number().int().min(0).max(6), z.coerce.number().int().min(0).max(6)),
  openTime: time,
  closeTime: time,
  isClosed: f.flag,
  createdDate: f.date,
});
export const HoursSchema = HoursEntity.read;
export const HoursWire = HoursEntity.wire;
export type Hours = z.output<typeof HoursSchema>;

export const SpecialDayEntity = defineEntity('SpecialDay', 'specialDayId', {
  restaurantId: f.ref,
  date: f.custom(
    z.string().describe('YYYY-MM-DD'),
    z.string().transform((v) => v.slice(0, 10)),
  ),
  name: f.textOrNull,
  openTime: time,
  closeTime: time,
  isClosed: f.flag,
  note: f.textOrNull,
  createdDate: f.date,
});
export const SpecialDaySchema = SpecialDayEntity.read;
export const SpecialDayWire = SpecialDayEntity.wire;
export type SpecialDay = z.output<typeof SpecialDaySchema>;

export const TranslationEntity = defineEntity('Translation', 'translationId', {
  restaurantId: f.ref,
  languageCode: f.text,
  tableName: f.text,
  recordId: f.ref,
  fieldName: f.text,
  translatedText: f.text,
  createdDate: f.date,
});
export const TranslationSchema = TranslationEntity.read;
export const TranslationWire = TranslationEntity.wire;
export type Translation = z.output<typeof TranslationSchema>;

/** Where a translatable record sits, shown beside its name (a product's category, a variant's product); else null. */
const recordContext = f.custom(
  z.string().nullable(),
  z
    .string()
    .nullish()
    .transform((v) => v ?? null),
);

/** A record that can be translated, with the Turkish originals of its fields (GET /Translations/records). */
export const TranslatableRecordShape = defineShape('TranslatableRecord', {
  id: f.ref,
  restaurantId: f.ref,
  name: f.text,
  context: recordContext,
  fields: f.custom(z.record(z.string(), z.string().nullable()), z.record(z.string(), z.string().nullable())),
});
export const TranslatableRecordSchema = TranslatableRecordShape.read;
export const TranslatableRecordWire = TranslatableRecordShape.wire;
export type TranslatableRecord = z.output<typeof TranslatableRecordSchema>;

/** How many of a share's records are translated (the share is `translated / total`; a total of 0 is complete). */
const coverageCount = f.object({ translated: f.count, total: f.count });

/**
 * GET /Translations/coverage: per foreign language, how many of the restaurant's active categories,
 * products, variants and add-ons (what the diner's menu shows) have their name translated, and separately
 * their description (counted only where the Turkish description is not empty); the same per table.
 */
export const TranslationCoverageShape = defineShape('TranslationCoverage', {
  restaurantId: f.ref,
  languages: f.list(
    f.object({
      languageCode: f.text,
      name: coverageCount,
      description: coverageCount,
      tables: f.list(f.object({ tableName: f.text, name: coverageCount, description: coverageCount })),
    }),
  ),
});
export const TranslationCoverageSchema = TranslationCoverageShape.read;
export const TranslationCoverageWire = TranslationCoverageShape.wire;
export type TranslationCoverage = z.output<typeof TranslationCoverageSchema>;

/** GET /Translations/missing: one field of an active record that lacks a translation in the asked language. */
export const MissingTranslationShape = defineShape('MissingTranslation', {
  tableName: f.text,
  recordId: f.ref,
  name: f.text,
  context: recordContext,
  fieldName: f.text,
  original: f.text,
});
export const MissingTranslationSchema = MissingTranslationShape.read;
export const MissingTranslationWire = MissingTranslationShape.wire;
export type MissingTranslation = z.output<typeof MissingTranslationSchema>;

/** The answer of POST /restaurants/{id}/translations/import: the translations the sheet would write. */
export const TranslationSheetPreviewShape = sheetPreview('TranslationSheetPreview');
export const TranslationSheetPreviewSchema = TranslationSheetPreviewShape.read;
export const TranslationSheetPreviewWire = TranslationSheetPreviewShape.wire;
export type TranslationSheetPreview = z.output<typeof TranslationSheetPreviewSchema>;

/** Translatable tables and their fields; the first field is the default when the table changes. */
export const TRANSLATABLE_FIELDS = {
  Products: ['Name', 'Description', 'Ingredients'],
  Categories: ['Name', 'Description'],
  ProductAddons: ['Name', 'Description'],
  ProductVariants: ['Name', 'Description'],
  Restaurants: ['Name', 'Description'],
} as const;
export type TranslatableTable = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_TABLES = Object.keys(TRANSLATABLE_FIELDS) as TranslatableTable[];
export const TABLE_LABELS: Record<TranslatableTable, string> = {
  Products: 'Ürünler',
  Categories: 'Kategoriler',
  ProductAddons: 'Ürün Eklentileri',
  ProductVariants: 'Ürün Varyantları',
  Restaurants: 'Restoranlar',
};
export const FIELD_LABELS: Record<string, string> = { Name: 'Ad', Description: 'Açıklama', Ingredients: 'İçindekiler' };

/** Parses a list response, tolerating `{ items }`/`{ data }` envelopes. */
export function listOf<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (Array.isArray(v)) return v;
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return o.items ?? o.data ?? o.$values ?? v;
    }
    return v;
  }, z.array(schema));
}
