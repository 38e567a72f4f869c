// Entities of SPEC section 3 as they arrive from the API, normalised by `normaliseWire`.
// Every entity carries its canonical `id` plus the alias the spec names (restaurantId, categoryId...).
import { z } from 'zod';
import { roleFromWire } from '../roles';
import { normaliseWire, orDefault, wireBool, wireBoolTrue, wireDate, wireId, wireMoney, wireMoneyNullable, wireText } from './wire';

function entity<Alias extends string, Shape extends z.ZodRawShape>(alias: Alias, idKeys: readonly string[], shape: Shape) {
  const object = z.object({ id: wireId, ...shape });
  type Out = z.output<typeof object> & Record<Alias, number>;
  return z
    .preprocess(normaliseWire(idKeys), object)
    .transform((value) => ({ ...(value as object), [alias]: (value as { id: number }).id }) as Out);
}

const fkId = z.coerce.number().int();
const fkIdNullable = orDefault(z.coerce.number().int().nullable(), null);

export const UserSchema = z
  .preprocess(normaliseWire(['id', 'userId', 'UserId', 'ID']), z.object({
    id: wireId,
    restaurantId: fkIdNullable,
    username: z.string(),
    email: wireText,
    firstName: wireText,
    lastName: wireText,
    role: z.unknown().transform(roleFromWire),
    isActive: wireBoolTrue,
    lastLoginDate: wireDate,
    createdDate: wireDate,
  }))
  .transform((u) => ({ ...u, userId: u.id }));
export type User = z.output<typeof UserSchema>;

export const RestaurantSchema = entity('restaurantId', ['id', 'restaurantId', 'RestaurantId', 'ID'], {
  name: z.string(),
  description: wireText,
  address: wireText,
  phone: wireText,
  email: wireText,
  website: wireText,
  logo: wireText,
  backgroundImage: wireText,
  primaryColor: orDefault(z.string(), '#FF6B35'),
  secondaryColor: orDefault(z.string(), '#2C3E50'),
  isActive: wireBoolTrue,
  createdDate: wireDate,
});
export type Restaurant = z.output<typeof RestaurantSchema>;

export const CategorySchema = entity('categoryId', ['id', 'categoryId', 'CategoryId', 'ID'], {
  restaurantId: fkId,
  name: z.string(),
  description: wireText,
  displayOrder: orDefault(z.coerce.number().int(), 0),
  icon: wireText,
  isActive: wireBoolTrue,
  /** Time-of-day windows; empty: all day. */
  availability: orDefault(z.array(z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() })), []),
  createdDate: wireDate,
});
export type Category = z.output<typeof CategorySchema>;

export const ProductSchema = entity('productId', ['id', 'productId', 'ProductId', 'ID'], {
  restaurantId: fkId,
  categoryId: fkId,
  name: z.string(),
  description: wireText,
  price: wireMoney,
  discountedPrice: wireMoneyNullable,
  image: wireText,
  ingredients: orDefault(z.string(), ''),
  calories: orDefault(z.coerce.number(), 0),
  preparationTime: orDefault(z.coerce.number().nullable(), null),
  isVegetarian: wireBool,
  isVegan: wireBool,
  isGlutenFree: wireBool,
  isSpicy: wireBool,
  spicyLevel: orDefault(z.coerce.number().int(), 0),
  isAvailable: wireBoolTrue,
  isFeatured: wireBool,
  displayOrder: orDefault(z.coerce.number().int(), 0),
  rating: orDefault(z.coerce.number(), 4.5),
  allergens: orDefault(z.array(z.string()), []),
  containsAlcohol: wireBool,
  containsPork: wireBool,
  portionGrams: orDefault(z.coerce.number().int().nullable(), null),
  createdDate: wireDate,
});
export type Product = z.output<typeof ProductSchema>;

/** The answer of POST /api/restaurants/{id}/catalog/import: counts of rows and the rows refused, in Turkish. */
export const CatalogImportPreviewSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type CatalogImportPreview = z.output<typeof CatalogImportPreviewSchema>;

/** One entry of GET /api/products/{id}/price-history (newest first). */
export const PriceChangeSchema = z.object({
  price: wireMoney,
  discountedPrice: wireMoneyNullable,
  changedAt: z.string(),
  /** The user's name; null for the prices known from before the history began. */
  changedBy: z.string().nullable(),
});
export type PriceChange = z.output<typeof PriceChangeSchema>;

export const AddonSchema = entity('addonId', ['id', 'addonId', 'AddonId', 'productAddonId', 'ID'], {
  restaurantId: fkId,
  name: z.string(),
  description: wireText,
  price: wireMoney,
  isActive: wireBoolTrue,
  createdDate: wireDate,
});
export type Addon = z.output<typeof AddonSchema>;

export const VariantSchema = entity('variantId', ['id', 'variantId', 'VariantId', 'productVariantId', 'ID'], {
  productId: fkId,
  name: z.string(),
  description: wireText,
  priceModifier: wireMoney,
  isDefault: wireBool,
  displayOrder: orDefault(z.coerce.number().int(), 0),
  isActive: wireBoolTrue,
  createdDate: wireDate,
});
export type Variant = z.output<typeof VariantSchema>;

export const QrCodeSchema = entity('qrCodeId', ['id', 'qrCodeId', 'QrCodeId', 'menuQrCodeId', 'ID'], {
  restaurantId: fkId,
  tableNumber: z.coerce.string(),
  qrCodeUrl: wireText,
  qrCodeImage: wireText,
  isActive: wireBoolTrue,
  /** The printed code must be printed again (it encoded a custom URL directly, or its table changed). */
  needsReprint: wireBool,
  accessCount: orDefault(z.coerce.number().int(), 0),
  lastAccessedDate: wireDate,
  createdDate: wireDate,
});
export type QrCode = z.output<typeof QrCodeSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const DEVICE_LABELS: Record<DeviceType, string> = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü', other: 'Diğer' };

export const AccessLogSchema = entity('logId', ['id', 'logId', 'LogId', 'ID'], {
  accessDate: wireDate,
  restaurantId: fkId,
  qrCodeId: fkIdNullable,
  ipAddress: wireText,
  deviceType: orDefault(z.string(), 'other').transform((v): DeviceType => ((DEVICE_TYPES as readonly string[]).includes(v) ? (v as DeviceType) : 'other')),
  sessionDuration: orDefault(z.coerce.number(), 0),
  userAgent: wireText,
});
export type AccessLog = z.output<typeof AccessLogSchema>;

const wireTime = orDefault(z.string().nullable(), null);

export const HoursSchema = entity('hourId', ['id', 'hourId', 'HourId', 'ID'], {
  restaurantId: fkId,
  dayOfWeek: z.coerce.number().int().min(0).max(6),
  openTime: wireTime,
  closeTime: wireTime,
  isClosed: wireBool,
});
export type Hours = z.output<typeof HoursSchema>;

export const SpecialDaySchema = entity('specialDayId', ['id', 'specialDayId', 'SpecialDayId', 'ID'], {
  restaurantId: fkId,
  date: z.string().transform((v) => v.slice(0, 10)),
  name: wireText,
  openTime: wireTime,
  closeTime: wireTime,
  isClosed: wireBool,
  note: wireText,
});
export type SpecialDay = z.output<typeof SpecialDaySchema>;

export const TranslationSchema = entity('translationId', ['id', 'translationId', 'TranslationId', 'ID'], {
  restaurantId: fkId,
  languageCode: z.string(),
  tableName: z.string(),
  recordId: fkId,
  fieldName: z.string(),
  translatedText: z.string(),
  createdDate: wireDate,
});
export type Translation = z.output<typeof TranslationSchema>;

/** A record that can be translated, with the Turkish originals of its fields (GET /Translations/records). */
export const TranslatableRecordSchema = z.object({
  id: z.coerce.number().int(),
  restaurantId: z.coerce.number().int(),
  name: z.string(),
  context: z.string().nullish().transform((v) => v ?? null),
  fields: z.record(z.string(), z.string().nullable()),
});
export type TranslatableRecord = z.output<typeof TranslatableRecordSchema>;

export const LANGUAGES = [
  { code: 'tr', label: 'Türkçe' },
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'it', label: 'Italiano' },
  { code: 'ru', label: 'Русский' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
export const RTL_LANGUAGES: readonly string[] = ['ar'];

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
