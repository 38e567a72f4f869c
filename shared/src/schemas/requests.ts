// Request bodies of the calls in docs/api-rules.md. The API validates with these and the forms validate with the same
// schemas, so a rule and its Turkish message live in one place.
import { z } from 'zod';
import { ROLES, roleFromWire } from '../roles';
import { CATEGORY_ICON_KEYS } from '../icons';
import { LANGUAGE_CODES } from '../languages';
import { TRANSLATABLE_FIELDS, type TranslatableTable } from './entities';
import {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  PORTION_GRAMS_MAX,
  dietConflicts,
  type AllergenCode,
  type DietMark,
} from '../allergens';
import { catalog } from '../strings/catalog';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../restaurant-defaults';
import {
  blank,
  boolField,
  codeSetField,
  colourField,
  emailField,
  idField,
  imageRefField,
  intField,
  isHttpUrl,
  moneyField,
  optionalIntField,
  optionalText,
  requiredText,
  timeField,
  websiteField,
} from './fields';

export const LoginRequest = z.object({
  username: z
    .string({ error: 'Lütfen tüm alanları doldurun' })
    .trim()
    .min(1, 'Lütfen tüm alanları doldurun')
    .max(100, 'Kullanıcı adı çok uzun'),
  password: z
    .string({ error: 'Lütfen tüm alanları doldurun' })
    .min(1, 'Lütfen tüm alanları doldurun')
    .max(200, 'Şifre çok uzun'),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR };

export const RestaurantRequest = z.object({
  name: requiredText('Restoran adı zorunludur', 200),
  description: optionalText(2000),
  address: optionalText(500),
  phone: optionalText(50),
  email: emailField('Geçerli bir email adresi girin', false),
  website: websiteField('Geçerli bir website adresi girin'),
  logo: imageRefField('Geçerli bir logo adresi girin'),
  backgroundImage: imageRefField('Geçerli bir arka plan görseli adresi girin'),
  primaryColor: colourField(DEFAULT_PRIMARY_COLOR),
  secondaryColor: colourField(DEFAULT_SECONDARY_COLOR),
  acceptsCalls: boolField(true),
  acceptsOrders: boolField(false),
  isActive: boolField(true),
});
export type RestaurantRequest = z.input<typeof RestaurantRequest>;
export type RestaurantValues = z.output<typeof RestaurantRequest>;

/** 'HH:mm' (seconds dropped) of a time-of-day window. */
const clockTime = z
  .string({ error: 'Saat SS:DD biçiminde olmalıdır' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Saat SS:DD biçiminde olmalıdır')
  .transform((v) => v.slice(0, 5));

/** One time-of-day window of a category: weekdays 1–7 (Monday = 1) and from–to on the same day. */
export const AvailabilityWindowRequest = z
  .object({
    days: z
      .array(
        z
          .number({ error: 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır' })
          .int('Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır')
          .min(1, 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır')
          .max(7, 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır'),
        { error: 'En az bir gün seçin' },
      )
      .min(1, 'En az bir gün seçin')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    from: clockTime,
    to: clockTime,
  })
  .refine((w) => w.to > w.from, { path: ['to'], message: 'Bitiş saati başlangıç saatinden sonra olmalıdır' });
export type AvailabilityWindowRequest = z.input<typeof AvailabilityWindowRequest>;

/** A category's time-of-day windows (at most 10). */
export const AvailabilityField = z
  .array(AvailabilityWindowRequest, { error: 'Zaman aralıkları liste olmalıdır' })
  .max(10, 'En fazla 10 zaman aralığı eklenebilir');

export const CategoryRequest = z.object({
  restaurantId: idField('Restoran ID zorunludur'),
  name: requiredText('Kategori adı zorunludur', 100),
  description: optionalText(1000),
  displayOrder: intField('Sıralama 0 veya daha büyük bir tam sayı olmalıdır'),
  icon: optionalText(50).refine(
    (v) => v == null || (CATEGORY_ICON_KEYS as readonly string[]).includes(v),
    'Geçersiz simge',
  ),
  isActive: boolField(true),
  /** Empty or left out: on the menu all day (an update that leaves it out keeps the saved windows: CategoryUpdateRequest). */
  availability: AvailabilityField.nullish().transform((v) => v ?? []),
});
export type CategoryRequest = z.input<typeof CategoryRequest>;

/** "'Glutensiz' olarak işaretlenen ürün 'Gluten' alerjenini içeremez…": names the mark and the allergen. */
export const dietConflictMessage = (diet: DietMark, allergen: AllergenCode) =>
  catalog.products.dietConflict(catalog.products.fields[diet], ALLERGEN_NAMES[allergen]);

const SOLD_OUT_UNTIL_MESSAGE = 'Tükendi bitişi geçerli bir tarih ve saat olmalıdır (ISO 8601)';
/**
 * An ISO time (answered in UTC); blank or null: none; left out: unchanged (so the product form, which does not
 * show it, never ends a running timed sold-out).
 */
const soldOutUntilField = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: SOLD_OUT_UNTIL_MESSAGE })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && Number.isFinite(Date.parse(v)), SOLD_OUT_UNTIL_MESSAGE)
    .transform((v) => new Date(v).toISOString())
    .nullable()
    .optional(),
);

export const ProductRequest = z
  .object({
    name: requiredText('Ürün adı zorunludur', 200),
    restaurantId: idField('Restoran seçimi zorunludur'),
    categoryId: idField('Kategori seçimi zorunludur'),
    price: moneyField('Geçerli bir fiyat girin', { exclusiveMin: true }),
    discountedPrice: z
      .preprocess((v) => (v === '' ? null : v), moneyField('Geçerli bir indirimli fiyat girin').nullish())
      .transform((v) => v ?? null),
    description: optionalText(2000),
    image: imageRefField('Geçerli bir görsel adresi girin'),
    ingredients: optionalText(2000).transform((v) => v ?? ''),
    calories: intField('Kalori 0 veya daha büyük olmalıdır', { max: 100000 }),
    preparationTime: intField('Hazırlama süresi 0 veya daha büyük olmalıdır', { max: 1440 }),
    isVegetarian: boolField(false),
    isVegan: boolField(false),
    isGlutenFree: boolField(false),
    isSpicy: boolField(false),
    spicyLevel: intField('Acılık seviyesi 1 ile 5 arasında olmalıdır', { max: 5 }),
    isAvailable: boolField(true),
    soldOutUntil: soldOutUntilField,
    isFeatured: boolField(false),
    displayOrder: intField('Sıralama 0 veya daha büyük bir tam sayı olmalıdır'),
    allergens: codeSetField(ALLERGEN_CODES, 'Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır'),
    containsAlcohol: boolField(false),
    containsPork: boolField(false),
    portionGrams: optionalIntField(
      `Porsiyon ağırlığı 1 ile ${PORTION_GRAMS_MAX} gram arasında bir tam sayı olmalıdır`,
      { min: 1, max: PORTION_GRAMS_MAX },
    ),
  })
  .superRefine((p, ctx) => {
    if (p.discountedPrice != null && p.discountedPrice >= p.price) {
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'İndirimli fiyat, fiyattan düşük olmalıdır' });
    }
    if (p.isSpicy && (p.spicyLevel < 1 || p.spicyLevel > 5)) {
      ctx.addIssue({ code: 'custom', path: ['spicyLevel'], message: 'Acılık seviyesi 1 ile 5 arasında olmalıdır' });
    }
    for (const { diet, allergen } of dietConflicts(p)) {
      ctx.addIssue({ code: 'custom', path: ['allergens'], message: dietConflictMessage(diet, allergen) });
    }
  })
  .transform((p) => ({ ...p, spicyLevel: p.isSpicy ? p.spicyLevel : 0 }));
export type ProductRequest = z.input<typeof ProductRequest>;

/** The products a bulk action applies to: at least one, at most 1000, each once. */
const bulkProductIds = z
  .array(idField('Geçersiz ürün numarası'), { error: 'Lütfen en az bir ürün seçin' })
  .min(1, 'Lütfen en az bir ürün seçin')
  .max(1000, 'Bir seferde en fazla 1000 ürün düzenlenebilir')
  .transform((ids) => [...new Set(ids)]);

/** POST /api/products/allergens: allergens added to and taken from many products at once. */
export const BulkAllergensRequest = z
  .object({
    productIds: bulkProductIds,
    add: codeSetField(ALLERGEN_CODES, 'Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır'),
    remove: codeSetField(ALLERGEN_CODES, 'Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır'),
  })
  .superRefine((b, ctx) => {
    if (!b.add.length && !b.remove.length)
      ctx.addIssue({ code: 'custom', path: ['add'], message: 'Eklenecek veya çıkarılacak en az bir alerjen seçin' });
    if (b.add.some((a) => b.remove.includes(a)))
      ctx.addIssue({ code: 'custom', path: ['remove'], message: 'Bir alerjen hem eklenip hem çıkarılamaz' });
  });
export type BulkAllergensRequest = z.input<typeof BulkAllergensRequest>;

/**
 * The sold-out taps of the products screen: for an hour, to the end of the day (the restaurant's closing time
 * today, else midnight, in Turkey's time), until staff put it back ('manual'), or back on sale now.
 */
export const SOLD_OUT_CHOICES = ['hour', 'day', 'manual', 'available'] as const;
export type SoldOutChoice = (typeof SOLD_OUT_CHOICES)[number];

/** POST /api/products/sold-out: one of the sold-out taps on one or many products (all or none). */
export const BulkSoldOutRequest = z.object({
  productIds: bulkProductIds,
  until: z.enum(SOLD_OUT_CHOICES, { error: 'Seçim hour, day, manual veya available olmalıdır' }),
});
export type BulkSoldOutRequest = z.input<typeof BulkSoldOutRequest>;

export const AddonRequest = z.object({
  restaurantId: idField('Restoran seçimi zorunludur'),
  name: requiredText('Eklenti adı zorunludur', 100),
  description: optionalText(1000),
  price: moneyField('Fiyat 0 veya daha büyük olmalıdır'),
  isActive: boolField(true),
});
export type AddonRequest = z.input<typeof AddonRequest>;

export const VariantRequest = z.object({
  productId: idField('Lütfen bir ürün seçiniz!'),
  name: requiredText('Lütfen variant adı giriniz!', 100),
  description: optionalText(1000),
  priceModifier: z
    .preprocess(
      (v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
      z
        .number({ error: 'Fiyat farkı bir sayı olmalıdır' })
        .finite('Fiyat farkı bir sayı olmalıdır')
        .min(-1_000_000)
        .max(1_000_000),
    )
    .transform((v) => Math.round(v * 100) / 100),
  isDefault: boolField(false),
  // A non-numeric display order becomes 0 (the variant form's number box may be cleared).
  displayOrder: z.preprocess((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;
  }, z.number().int().min(0, 'Sıralama 0 veya daha büyük olmalıdır').max(2147483647)),
  isActive: boolField(true),
});
export type VariantRequest = z.input<typeof VariantRequest>;

/** POST /productvariants/{id}/move: swap places with the neighbour above or below. */
export const VariantMoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: "Yön 'up' veya 'down' olmalıdır" }),
});
export type VariantMoveRequest = z.input<typeof VariantMoveRequest>;

/** Longest table name: room for 'Bahçe 12 (pencere önü)', short enough for a card and a file name. */
export const TABLE_NUMBER_MAX = 40;
export const TABLE_NUMBER_INVALID = 'Masa numarası görünmeyen veya kontrol karakterleri içeremez';
/**
 * Any printable text ("B.1", "1/A", "Bahçe 3", "Teras #2"): refused are control, format and private-use
 * characters and broken surrogate pairs (they cannot be encoded into the scan URL); the scan URL, PDF cards,
 * ZIP file names and CSV each encode or clean the name themselves.
 */
export function isPrintableTableNumber(value: string): boolean {
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u.test(value)) return false;
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false; // a lone surrogate
  }
}
export const tableNumberField = requiredText('Masa numarası zorunludur', TABLE_NUMBER_MAX).refine(
  isPrintableTableNumber,
  TABLE_NUMBER_INVALID,
);

export const QrCodeRequest = z.object({
  restaurantId: idField('Restoran seçimi zorunludur'),
  tableNumber: tableNumberField,
  qrCodeUrl: blank(z.string({ error: 'Geçerli bir URL girin (http:// veya https://)' }).trim())
    .refine((v) => v === '' || (v.length <= 1000 && isHttpUrl(v)), 'Geçerli bir URL girin (http:// veya https://)')
    .transform((v) => v || null),
  qrCodeImage: optionalText(1000),
  isActive: boolField(true),
  /** Staff confirm the code was printed again: clears needsReprint. */
  reprinted: boolField(false),
  accessCount: z.unknown().optional(),
  lastAccessedDate: z.unknown().optional(),
});
export type QrCodeRequest = z.input<typeof QrCodeRequest>;

export const QrBulkRequest = z
  .object({
    restaurantId: idField('Restoran seçimi zorunludur'),
    start: intField('Başlangıç masa numarası 1 veya daha büyük olmalıdır', { min: 1, max: 10000, fallback: NaN }),
    end: intField('Bitiş masa numarası 1 veya daha büyük olmalıdır', { min: 1, max: 10000, fallback: NaN }),
  })
  .refine((b) => b.start <= b.end, { path: ['end'], message: 'Başlangıç numarası bitiş numarasından büyük olamaz' })
  .refine((b) => b.end - b.start < 500, { path: ['end'], message: 'Tek seferde en fazla 500 masa oluşturulabilir' });
export type QrBulkRequest = z.input<typeof QrBulkRequest>;

/** Reported once, on openTime, when an open day lacks a time (forms move it onto the empty one). */
export const TIMES_REQUIRED_MESSAGE = 'Açılış ve kapanış saatleri zorunludur';

function withTimeRules<T extends z.ZodType<{ isClosed: boolean; openTime: string | null; closeTime: string | null }>>(
  schema: T,
) {
  return schema
    .superRefine((v, ctx) => {
      if (v.isClosed) return;
      if (!v.openTime || !v.closeTime) {
        ctx.addIssue({ code: 'custom', path: ['openTime'], message: TIMES_REQUIRED_MESSAGE });
      } else if (v.closeTime <= v.openTime) {
        ctx.addIssue({
          code: 'custom',
          path: ['closeTime'],
          message: 'Kapanış saati açılış saatinden sonra olmalıdır',
        });
      }
    })
    .transform((v) => (v.isClosed ? { ...v, openTime: null, closeTime: null } : v));
}

export const HoursRequest = withTimeRules(
  z.object({
    restaurantId: idField('Restoran seçimi zorunludur'),
    dayOfWeek: intField('Gün 0 (Pazar) ile 6 (Cumartesi) arasında olmalıdır', { max: 6, fallback: NaN }),
    openTime: timeField,
    closeTime: timeField,
    isClosed: boolField(false),
  }),
);
export type HoursRequest = z.input<typeof HoursRequest>;

export const SpecialDayRequest = withTimeRules(
  z.object({
    restaurantId: idField('Restoran seçimi zorunludur'),
    date: blank(z.string({ error: 'Tarih seçimi zorunludur' }))
      .transform((v) => v.trim().slice(0, 10))
      .refine((v) => v !== '', 'Tarih seçimi zorunludur')
      .refine(
        (v) =>
          v === '' ||
          (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
            !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
            new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
        'Geçerli bir tarih girin',
      ),
    name: optionalText(100),
    openTime: timeField,
    closeTime: timeField,
    isClosed: boolField(false),
    note: optionalText(1000),
  }),
);
export type SpecialDayRequest = z.input<typeof SpecialDayRequest>;

export const TranslationRequest = z
  .object({
    restaurantId: idField('Restoran ID zorunludur'),
    languageCode: z.enum(LANGUAGE_CODES, { error: 'Geçersiz dil' }),
    tableName: z.enum(Object.keys(TRANSLATABLE_FIELDS) as [TranslatableTable, ...TranslatableTable[]], {
      error: 'Geçersiz tablo',
    }),
    recordId: idField('Kayıt ID zorunludur'),
    fieldName: z.string({ error: 'Geçersiz alan' }),
    translatedText: requiredText('Çeviri metni zorunludur', 4000),
  })
  .refine((t) => (TRANSLATABLE_FIELDS[t.tableName] as readonly string[]).includes(t.fieldName), {
    path: ['fieldName'],
    message: 'Bu tablo için geçersiz alan',
  });
export type TranslationRequest = z.input<typeof TranslationRequest>;

/**
 * PUT /Translations/record: every translation of one record in one request (the record's "Çevir" form). A
 * text per language and field; an empty text removes that translation. Applied all together or not at all.
 */
export const RecordTranslationsRequest = z
  .object({
    restaurantId: idField('Restoran ID zorunludur'),
    tableName: z.enum(Object.keys(TRANSLATABLE_FIELDS) as [TranslatableTable, ...TranslatableTable[]], {
      error: 'Geçersiz tablo',
    }),
    recordId: idField('Kayıt ID zorunludur'),
    texts: z
      .array(
        z.object({
          languageCode: z.enum(LANGUAGE_CODES, { error: 'Geçersiz dil' }),
          fieldName: z.string({ error: 'Geçersiz alan' }),
          translatedText: z
            .string({ error: 'Çeviri metni metin olmalıdır' })
            .trim()
            .max(4000, 'En fazla 4000 karakter girilebilir'),
        }),
        { error: 'Çeviriler liste olmalıdır' },
      )
      .max(LANGUAGE_CODES.length * 3, 'Çok fazla çeviri gönderildi'),
  })
  .refine((r) => r.texts.every((x) => (TRANSLATABLE_FIELDS[r.tableName] as readonly string[]).includes(x.fieldName)), {
    path: ['texts'],
    message: 'Bu tablo için geçersiz alan',
  })
  .refine((r) => new Set(r.texts.map((x) => `${x.languageCode}:${x.fieldName}`)).size === r.texts.length, {
    path: ['texts'],
    message: 'Aynı dil ve alan iki kez gönderildi',
  });
export type RecordTranslationsRequest = z.input<typeof RecordTranslationsRequest>;

/** ASVS 5 L2: at least 8 characters, and long passphrases welcome (well past the required 64). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_MESSAGES = {
  required: 'Şifre zorunludur',
  tooShort: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır`,
  tooLong: `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir`,
  currentRequired: 'Şifrenizi değiştirmek için mevcut şifrenizi girin',
  currentWrong: 'Mevcut şifreniz hatalı',
} as const;

/** A new password: the length rules (the server also refuses common and breached ones). */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

/** Changing one's own password (POST /api/auth/password): the current one proves it is the owner. */
export const PasswordChangeRequest = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.currentWrong),
  newPassword: newPasswordField,
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;
const ASSIGNABLE_ROLES = ROLES.filter((r) => r !== 'User');

const roleField = z
  .preprocess(
    (v) => (v == null || v === '' ? 'Admin' : v),
    z.union([z.number(), z.string()], { error: 'Rol Admin, Manager, Garson veya SuperAdmin olmalıdır' }),
  )
  .transform((v) => roleFromWire(v))
  .refine((r) => (ASSIGNABLE_ROLES as string[]).includes(r), 'Rol Admin, Manager, Garson veya SuperAdmin olmalıdır');

function userRequest(mode: 'create' | 'update') {
  return z.object({
    restaurantId: idField('Lütfen bir restoran seçin'),
    firstName: requiredText('Ad zorunludur', 100),
    lastName: requiredText('Soyad zorunludur', 100),
    username: requiredText('Kullanıcı adı zorunludur', 50).refine(
      (v) => /^[\p{L}\p{N}._-]+$/u.test(v),
      'Kullanıcı adı yalnızca harf, rakam, nokta, - ve _ içerebilir',
    ),
    email: emailField('Geçerli bir email adresi girin', true),
    passwordHash:
      mode === 'create'
        ? newPasswordField
        : blank(z.string({ error: 'Şifre metin olmalıdır' }))
            .refine((v) => v === '' || v.length >= MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
            .refine((v) => v.length <= MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong)
            .transform((v) => v || null),
    role: roleField,
    isActive: boolField(true),
  });
}
export const UserCreateRequest = userRequest('create');
export const UserUpdateRequest = userRequest('update').extend({
  // Editing oneself with a new password: the current one is required too (checked by the server).
  currentPassword: blank(z.string({ error: 'Şifre metin olmalıdır' }))
    .refine((v) => v.length <= MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.currentWrong)
    .transform((v) => v || null)
    .optional(),
});
export type UserCreateRequest = z.input<typeof UserCreateRequest>;
export type UserUpdateRequest = z.input<typeof UserUpdateRequest>;

export const AccessSessionEndRequest = z.object({
  logId: idField('Kayıt ID zorunludur').optional(),
  duration: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Süre saniye cinsinden bir sayı olmalıdır' }).finite().min(0, 'Süre negatif olamaz'),
  ),
  /** The token `POST /menuqrcodes/{id}/access` answered with; the server refuses an end without it (403). */
  token: z.string().max(64, 'Geçersiz ziyaret anahtarı').optional(),
  /** Menu sections (category ids) the diner opened during the visit: the report ranks them. No other detail. */
  categories: z
    .array(
      z
        .number({ error: 'Geçersiz kategori' })
        .int('Geçersiz kategori')
        .positive('Geçersiz kategori')
        .max(2147483647, 'Geçersiz kategori'),
    )
    .max(100, 'En fazla 100 kategori gönderilebilir')
    .optional(),
});
