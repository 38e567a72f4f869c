// Table service: a diner at a table calls the waiter, asks for the bill or the printed menu, and staff see it
// live. The call's shapes, the requests of both sides, the live stream's event names and the change-bus topics,
// once for the API, the service remote and the menu (which imports only the types and the plain constants).
import { z } from 'zod';
import type { MenuLiveEventName } from '../live-menu';
import { defineEntity, defineShape, f } from './define';
import { visitProof } from './visit-proof';

/** What a diner can ask for from the table. */
export const CALL_KINDS = ['waiter', 'bill', 'printed-menu'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** A call is open until staff acknowledge it, then done; the diner may cancel it while it is not done. */
export const CALL_STATUSES = ['open', 'acknowledged', 'done', 'cancelled'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
/** Statuses of a call still waiting for staff (one per table and kind at a time). */
export const LIVE_CALL_STATUSES: readonly CallStatus[] = ['open', 'acknowledged'];

/** Calls one visit may create in `CALL_CAP_WINDOW_MINUTES` (cancelled ones count, a repeat answered 200 does not). */
export const CALL_CAP_PER_VISIT = 6;
export const CALL_CAP_WINDOW_MINUTES = 10;
/** Calls are deleted by a cluster job after this many days. */
export const CALL_RETENTION_DAYS = 90;

/**
 * Topics of the change bus: what a write announces after commit. `menu` and `qr-codes` drop caches;
 * `table-service` (calls) and `table-orders` wake each instance's live streams, which read the change of
 * that source once and fan it out (a topic per source, so a call does not make the hub read the orders too).
 */
export const CHANGE_TOPICS = ['menu', 'qr-codes', 'table-service', 'table-orders'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** Event names of the staff live stream (`event:` lines). */
export const SERVICE_EVENT_NAMES = ['call', 'order'] as const;
export type ServiceEventName = (typeof SERVICE_EVENT_NAMES)[number];
/** A reconnect with Last-Event-ID replays this far back. */
export const SERVICE_REPLAY_MINUTES = 10;
/** Seconds between the stream's heartbeat comments. */
export const SERVICE_HEARTBEAT_SECONDS = 15;

/** Every name a live stream's `event:` line may carry (the staff's and the diners'). */
export type LiveEventName = ServiceEventName | MenuLiveEventName;

const kindWire = z.enum(CALL_KINDS);
const statusWire = z.enum(CALL_STATUSES);

export const TableCallEntity = defineEntity('TableCall', 'callId', {
  restaurantId: f.ref,
  qrCodeId: f.refOrNull,
  tableNumber: f.text,
  kind: f.custom(kindWire, kindWire),
  status: f.custom(statusWire, statusWire),
  createdAt: f.date,
  acknowledgedAt: f.dateOrNull,
  acknowledgedBy: f.refOrNull,
  doneAt: f.dateOrNull,
  doneBy: f.refOrNull,
  cancelledAt: f.dateOrNull,
  /** The live stream's event id of the call's latest change (stable across API instances). */
  eventId: f.count,
});
export const TableCallSchema = TableCallEntity.read;
export const TableCallWire = TableCallEntity.wire;
export type TableCall = z.output<typeof TableCallSchema>;

/** What the diner's phone is told about a call of its table: the call's own fields, without the staff's. */
const { tableNumber, kind, status, createdAt } = TableCallEntity.fields;
export const DinerCallShape = defineShape('DinerCall', {
  callId: f.ref,
  qrCodeId: f.ref,
  tableNumber,
  kind,
  status,
  createdAt,
});
export const DinerCallWire = DinerCallShape.wire;
export type DinerCall = z.infer<typeof DinerCallWire>;

/** Today's figures on the service screen (the restaurant's day in Turkey's time). */
export const ServiceSummaryShape = defineShape('ServiceSummary', {
  total: f.count,
  waiter: f.count,
  bill: f.count,
  printedMenu: f.count,
  acknowledged: f.count,
  /** Seconds from the call to its acknowledgement; null before the first acknowledgement of the day. */
  medianAckSeconds: f.custom(z.number().nullable(), z.coerce.number().nullable()),
  p90AckSeconds: f.custom(z.number().nullable(), z.coerce.number().nullable()),
});
export const ServiceSummaryWire = ServiceSummaryShape.wire;
export const ServiceSummarySchema = ServiceSummaryShape.read;
export type ServiceSummary = z.output<typeof ServiceSummarySchema>;

/** The figures of a day without calls: what a scope without restaurants answers. */
export const NO_SERVICE_SUMMARY: ServiceSummary = {
  total: 0,
  waiter: 0,
  bill: 0,
  printedMenu: 0,
  acknowledged: 0,
  medianAckSeconds: null,
  p90AckSeconds: null,
};

const KIND_MESSAGE = 'Çağrı türü garson, hesap veya basılı menü olmalıdır';

/** POST /api/public/tables/{qrCodeId}/calls */
export const TableCallRequest = z.object({
  kind: z.enum(CALL_KINDS, { error: KIND_MESSAGE }),
  ...visitProof,
});
export type TableCallRequest = z.input<typeof TableCallRequest>;

/** POST /api/public/calls/{callId}/cancel, and the diner's read of its table's calls. */
export const VisitProofRequest = z.object(visitProof);
export type VisitProofRequest = z.input<typeof VisitProofRequest>;

/** PUT /api/service/calls/{callId} */
export const CallStatusRequest = z.object({
  status: z.enum(['acknowledged', 'done'], { error: 'Durum acknowledged veya done olmalıdır' }),
});
export type CallStatusRequest = z.input<typeof CallStatusRequest>;
