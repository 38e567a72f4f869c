// Shapes of the access-log report (filtered page, stats, CSV filters) and of the QR bulk create answer:
// the API validates its query and answers with these, the QR remote parses its responses with them.
import { z } from 'zod';
import { defineShape, f } from './define';
import { AccessLogEntity, DEVICE_TYPES, QrCodeEntity } from './entities';
import { orDefault } from './wire';
import { serverText } from '../strings/server';

const FILTER_DATE = 'Geçerli bir tarih girin';

/** An ISO date ('2026-01-05') or instant ('2026-01-05T21:00:00.000Z'); blank means no limit. */
const filterInstant = z
  .preprocess((v) => (v === '' || v == null ? undefined : v), z.string({ error: FILTER_DATE }).optional())
  .refine(
    (v) =>
      v === undefined ||
      (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v))),
    FILTER_DATE,
  )
  .transform((v) => (v === undefined ? undefined : new Date(v)));

const optionalPositiveInt = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2147483647, message).optional(),
  );

const filterShape = {
  from: filterInstant,
  to: filterInstant,
  deviceType: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(DEVICE_TYPES, { error: 'Geçersiz cihaz türü' }).optional(),
  ),
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
    page: z.preprocess(
      (v) => (v === '' || v == null ? 1 : Number(v)),
      z
        .number({ error: 'Geçersiz sayfa' })
        .int('Geçersiz sayfa')
        .min(1, 'Geçersiz sayfa')
        .max(100000, 'Geçersiz sayfa'),
    ),
    pageSize: z.preprocess(
      (v) => (v === '' || v == null ? 20 : Number(v)),
      z
        .number({ error: 'Geçersiz sayfa boyutu' })
        .int('Geçersiz sayfa boyutu')
        .min(1, 'Geçersiz sayfa boyutu')
        .max(ACCESS_LOG_MAX_PAGE_SIZE, `Sayfa boyutu en fazla ${ACCESS_LOG_MAX_PAGE_SIZE} olabilir`),
    ),
  })
  .refine(...rangeRule);
export type AccessLogPageQuery = z.input<typeof AccessLogPageQuery>;

export const AccessLogPageShape = defineShape('MenuAccessLogPage', {
  items: f.list(AccessLogEntity),
  total: f.count,
  page: f.count,
  pageSize: f.count,
});
export const AccessLogPageSchema = AccessLogPageShape.read;
export const AccessLogPageWire = AccessLogPageShape.wire;
export type AccessLogPage = z.output<typeof AccessLogPageSchema>;

const dayHours = f.custom(z.array(z.number().int()).length(24), z.array(z.coerce.number().int()));

export const AccessLogStatsShape = defineShape('MenuAccessLogStats', {
  total: f.count,
  uniqueIps: f.count,
  /** Seconds, over the visits whose end was recorded; 0 when none. */
  averageSession: f.figure,
  /** Percent of visits from phones, 0-100 with one decimal. */
  mobileShare: f.figure,
  devices: f.object({ mobile: f.count, tablet: f.count, desktop: f.count, other: f.count }),
  /** Visits per calendar day in Turkey (Europe/Istanbul), oldest first, days without visits left out. */
  perDay: f.list(f.object({ date: f.text, count: f.count })),
  /**
   * Visits not recorded because one address went past the per-address cap (VISIT_CAP_PER_IP), counted per
   * restaurant and hour: the device filter does not apply to them.
   */
  refused: f.int(0),
  /** Visits by weekday (index 0 = Monday ... 6 = Sunday) and hour (0-23), in Turkey's time. */
  heatmap: f.custom(z.array(dayHours.wire).length(7), orDefault(z.array(dayHours.read), [])),
  /** Visits per QR code, most first; a null code is visits of codes deleted since. */
  perQrCode: f.list(
    f.object({ qrCodeId: f.refOrNull, tableNumber: f.textOrNull, restaurantId: f.refOrNull, count: f.count }),
    [],
  ),
  /** Visits per menu language the diner read, most first; '' is unknown (visits recorded before languages were). */
  languages: f.list(f.object({ language: f.text, count: f.count }), []),
  /** The same `total` and `uniqueIps` for the period of equal length just before; null without a start date. */
  previous: f.custom(
    z.object({ from: z.string(), to: z.string(), total: z.number().int(), uniqueIps: z.number().int() }).nullable(),
    orDefault(
      z
        .object({
          from: z.string(),
          to: z.string(),
          total: z.coerce.number().int(),
          uniqueIps: z.coerce.number().int(),
        })
        .nullable(),
      null,
    ),
  ),
  /** Menu sections (categories) diners opened, most first (sent with the end of a visit; not per device). */
  sections: f.list(f.object({ categoryId: f.ref, name: f.textOrNull, opens: f.count }), []),
});
export const AccessLogStatsSchema = AccessLogStatsShape.read;
export const AccessLogStatsWire = AccessLogStatsShape.wire;
export type AccessLogStats = z.output<typeof AccessLogStatsSchema>;

export const QrBulkResultShape = defineShape('MenuQrCodeBulkResult', {
  created: f.list(QrCodeEntity),
  /** Table numbers that already had a QR code and were left as they were. */
  existing: f.list(f.text),
});
export const QrBulkResultSchema = QrBulkResultShape.read;
export const QrBulkResultWire = QrBulkResultShape.wire;
export type QrBulkResult = z.output<typeof QrBulkResultSchema>;
