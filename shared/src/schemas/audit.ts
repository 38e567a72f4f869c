// The trail of who changed what: the query of GET /api/audit, one entry, one page (keyset paging, newest
// first). The API answers with the wire shapes; the users remote's "Değişiklik geçmişi" screen and the product
// form's "Geçmiş" parse them with the read shapes.
import { z } from 'zod';
import { defineShape, f } from './define';
import { serverText } from '../strings/server';

/** The kinds of record the trail follows (table names), and 'security' for sign-in and account events. */
export const AUDIT_ENTITIES = [
  'restaurants',
  'categories',
  'products',
  'product_variants',
  'product_addons',
  'menu_qr_codes',
  'restaurant_hours',
  'special_days',
  'translations',
  'users',
  'security',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'event'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Security events (written to the log and kept in the trail). */
export const SECURITY_EVENTS = [
  'sign_in_failed',
  'sign_in_locked',
  'session_reuse',
  'password_changed',
  'role_changed',
  'user_deactivated',
] as const;
export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** Rows in one CSV/XLSX export at most. */
export const AUDIT_EXPORT_MAX = 50_000;

const AUDIT_DATE = 'Geçerli bir tarih girin';

const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message).optional(),
  );

const instant = z
  .preprocess((v) => (v === '' || v == null ? undefined : v), z.string({ error: AUDIT_DATE }).optional())
  .refine(
    (v) =>
      v === undefined ||
      (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v))),
    AUDIT_DATE,
  )
  .transform((v) => (v === undefined ? undefined : new Date(v)));

const filterShape = {
  restaurantId: optionalId(serverText.invalidRestaurantId),
  entity: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(AUDIT_ENTITIES, { error: 'Geçersiz kayıt türü' }).optional(),
  ),
  recordId: optionalId(serverText.invalidRecordId),
  userId: optionalId('Geçersiz kullanıcı'),
  /** Inclusive. */
  from: instant,
  /** Exclusive (the client sends the day after the last day). */
  to: instant,
};

/** Filters of the trail and its exports. */
export const AuditFilterQuery = z.object(filterShape).refine((q) => !q.from || !q.to || q.from < q.to, {
  path: ['to'],
  message: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
});
export type AuditFilterQuery = z.input<typeof AuditFilterQuery>;
export type AuditFilter = z.output<typeof AuditFilterQuery>;

/** One page: `before` is the previous page's `nextCursor` (rows older than it). */
export const AuditPageQuery = z
  .object({
    ...filterShape,
    before: optionalId('Geçersiz sayfa'),
    limit: z.preprocess(
      (v) => (v === '' || v == null ? AUDIT_PAGE_DEFAULT : Number(v)),
      z
        .number({ error: 'Geçersiz sayfa boyutu' })
        .int('Geçersiz sayfa boyutu')
        .min(1, 'Geçersiz sayfa boyutu')
        .max(AUDIT_PAGE_MAX, `Sayfa boyutu en fazla ${AUDIT_PAGE_MAX} olabilir`),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, {
    path: ['to'],
    message: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
  });
export type AuditPageQuery = z.input<typeof AuditPageQuery>;

/** Each changed field: [old, new] (null where there was none: a create's old, a delete's new). */
const changesField = f.custom(z.record(z.string(), z.unknown()), z.record(z.string(), z.unknown()).catch({}));

export const AuditEventShape = defineShape('AuditEvent', {
  id: f.count,
  restaurantId: f.refOrNull,
  at: f.date,
  userId: f.refOrNull,
  /** The user's name when the row was written. */
  userName: f.textOrNull,
  entity: f.text,
  recordId: f.refOrNull,
  /** The record's name when it was written ("Mercimek Çorbası"). */
  recordLabel: f.textOrNull,
  action: f.text,
  /** A security event's name (SECURITY_EVENTS); null for a write. */
  event: f.textOrNull,
  changes: changesField,
  clientAddress: f.textOrNull,
});
export const AuditEventSchema = AuditEventShape.read;
export const AuditEventWire = AuditEventShape.wire;
export type AuditEvent = z.output<typeof AuditEventSchema>;

export const AuditPageShape = defineShape('AuditPage', {
  items: f.list(AuditEventShape),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: f.intOrNull,
});
export const AuditPageSchema = AuditPageShape.read;
export const AuditPageWire = AuditPageShape.wire;
export type AuditPage = z.output<typeof AuditPageSchema>;
