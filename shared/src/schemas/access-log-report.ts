// Shapes of the access-log report (filtered page, stats, CSV filters) and of the QR bulk create answer:
// the API validates its query and answers with these, the QR remote parses its responses with them.
import { z } from 'zod';
import { AccessLogSchema, DEVICE_TYPES, QrCodeSchema } from './entities';
import { serverText } from '../strings/server';

const FILTER_DATE = 'Geçerli bir tarih girin';

/** An ISO date ('2026-01-05') or instant ('2026-01-05T21:00:00.000Z'); blank means no limit. */
const filterInstant = z
  .preprocess((v) => (v === '' || v == null ? undefined : v), z.string({ error: FILTER_DATE }).optional())
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v))), FILTER_DATE)
  .transform((v) => (v === undefined ? undefined : new Date(v)));

const optionalPositiveInt = (message: string) =>
  z
    .preprocess((v) => (v === '' || v == null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: message }).int(message).positive(message).max(2147483647, message).optional());

const filterShape = {
  from: filterInstant,
  to: filterInstant,
  deviceType: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(DEVICE_TYPES, { error: 'Geçersiz cihaz türü' }).optional()),
  restaurantId: optionalPositiveInt(serverText.invalidRestaurantId),
};
const rangeRule: [(q: { from?: Date; to?: Date }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.from < q.to,
  { path: ['to'], message: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır' },
];

/** Query of the report endpoints: `from` inclusive, `to` exclusive (the client sends day boundaries). */
export const AccessLogFilterQuery = z.object(filterShape).refine(...rangeRule);
export type AccessLogFilterQuery = z.input<typeof AccessLogFilterQuery>;
export type AccessLogFilter = z.output<typeof AccessLogFilterQuery>;

export const ACCESS_LOG_MAX_PAGE_SIZE = 200;

export const AccessLogPageQuery = z
  .object({
    ...filterShape,
    page: z.preprocess((v) => (v === '' || v == null ? 1 : Number(v)), z.number({ error: 'Geçersiz sayfa' }).int('Geçersiz sayfa').min(1, 'Geçersiz sayfa').max(100000, 'Geçersiz sayfa')),
    pageSize: z.preprocess(
      (v) => (v === '' || v == null ? 20 : Number(v)),
      z.number({ error: 'Geçersiz sayfa boyutu' }).int('Geçersiz sayfa boyutu').min(1, 'Geçersiz sayfa boyutu').max(ACCESS_LOG_MAX_PAGE_SIZE, `Sayfa boyutu en fazla ${ACCESS_LOG_MAX_PAGE_SIZE} olabilir`),
    ),
  })
  .refine(...rangeRule);
export type AccessLogPageQuery = z.input<typeof AccessLogPageQuery>;

export const AccessLogPageSchema = z.object({
  items: z.array(AccessLogSchema),
  total: z.coerce.number().int(),
  page: z.coerce.number().int(),
  pageSize: z.coerce.number().int(),
});
export type AccessLogPage = z.output<typeof AccessLogPageSchema>;

export const AccessLogStatsSchema = z.object({
  total: z.coerce.number().int(),
  uniqueIps: z.coerce.number().int(),
  /** Seconds, over the visits whose end was recorded; 0 when none. */
  averageSession: z.coerce.number(),
  /** Percent of visits from phones, 0-100 with one decimal. */
  mobileShare: z.coerce.number(),
  devices: z.object({ mobile: z.coerce.number().int(), tablet: z.coerce.number().int(), desktop: z.coerce.number().int(), other: z.coerce.number().int() }),
  /** Visits per calendar day in Turkey (Europe/Istanbul), oldest first, days without visits left out. */
  perDay: z.array(z.object({ date: z.string(), count: z.coerce.number().int() })),
  /**
   * Visits not recorded because one address went past the per-address cap (VISIT_CAP_PER_IP), counted per
   * restaurant and hour: the device filter does not apply to them.
   */
  refused: z.coerce.number().int().default(0),
  /** Visits by weekday (index 0 = Monday ... 6 = Sunday) and hour (0-23), in Turkey's time. */
  heatmap: z.array(z.array(z.coerce.number().int())).default([]),
  /** Visits per QR code, most first; a null code is visits of codes deleted since. */
  perQrCode: z.array(z.object({ qrCodeId: z.coerce.number().int().nullable(), tableNumber: z.string().nullable().default(null), restaurantId: z.coerce.number().int().nullable().default(null), count: z.coerce.number().int() })).default([]),
  /** Visits per menu language the diner read, most first; '' is unknown (visits recorded before languages were). */
  languages: z.array(z.object({ language: z.string(), count: z.coerce.number().int() })).default([]),
  /** The same `total` and `uniqueIps` for the period of equal length just before; null without a start date. */
  previous: z
    .object({ from: z.string(), to: z.string(), total: z.coerce.number().int(), uniqueIps: z.coerce.number().int() })
    .nullable()
    .default(null),
  /** Menu sections (categories) diners opened, most first (sent with the end of a visit; not per device). */
  sections: z.array(z.object({ categoryId: z.coerce.number().int(), name: z.string().nullable(), opens: z.coerce.number().int() })).default([]),
});
export type AccessLogStats = z.output<typeof AccessLogStatsSchema>;

export const QrBulkResultSchema = z.object({
  created: z.array(QrCodeSchema),
  /** Table numbers that already had a QR code and were left as they were. */
  existing: z.array(z.string()),
});
export type QrBulkResult = z.output<typeof QrBulkResultSchema>;
