// Table service calls: a diner at a table (proved by the visit's id and token) calls the waiter, asks for the
// bill or the printed menu; staff acknowledge and finish them. Every change is announced on the change bus
// after commit ('table-service'), where each instance's live hub picks it up.
import {
  CALL_CAP_PER_VISIT,
  CALL_CAP_WINDOW_MINUTES,
  LIVE_CALL_STATUSES,
  type CallKind,
  type CallStatus,
  type DinerCall,
  TableCallEntity,
} from '@menu/shared/contract';
import type { AnnounceChanges } from '../changes/bus';
import type { TableCallRow } from '../db/schema';
import { createError } from '../errors';
import { rowToWire } from '../http/wire-rows';
import type { AuthPrincipal } from '../auth/scope';
import type { CallRepository } from './calls-repository';
import { staffList, staffRecord, staffScope } from './status-query';
import { tableRefusals, type TableChecks } from './table-checks';

const refusals = tableRefusals({ noun: 'çağrı', cap: CALL_CAP_PER_VISIT, windowMinutes: CALL_CAP_WINDOW_MINUTES });
export const CALL_FINISHED = 'Bu çağrı zaten tamamlanmış ya da iptal edilmiş';

export function callToWire(row: TableCallRow) {
  return rowToWire(TableCallEntity, 'callId', row);
}

export function callToDiner(row: TableCallRow): DinerCall {
  return {
    callId: row.id,
    qrCodeId: row.qrCodeId ?? 0,
    tableNumber: row.tableNumber,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface CallServiceDeps {
  calls: CallRepository;
  checks: TableChecks;
  announce: AnnounceChanges;
}

export function createCallService({ calls, checks, announce }: CallServiceDeps) {
  const tableOf = checks.tableOf;
  const provenVisit = (qrCodeId: number | null, restaurantId: number, logId: unknown, token: unknown) =>
    checks.provenVisit(qrCodeId, restaurantId, logId, token, refusals.visitInvalid);
  const isClosedNow = checks.isClosedNow;

  async function announceCall(row: TableCallRow) {
    await announce([row.restaurantId], 'table-service');
  }

  return {
    /** 201 with a new call, 200 with the table's live call of that kind (no second alert). */
    async create(
      qrCodeId: number,
      body: { kind: CallKind; logId?: number; token?: string },
    ): Promise<{ created: boolean; call: TableCallRow }> {
      const table = await tableOf(qrCodeId);
      const visit = await provenVisit(qrCodeId, table.restaurantId, body.logId, body.token);
      if (!table.acceptsCalls) throw createError('CONFLICT', refusals.off);
      if (await isClosedNow(table.restaurantId)) throw createError('CONFLICT', refusals.closed);
      const outcome = await calls.create({
        restaurantId: table.restaurantId,
        qrCodeId,
        tableNumber: table.tableNumber,
        kind: body.kind,
        visitId: visit.logId,
        cap: CALL_CAP_PER_VISIT,
      });
      if (outcome.kind === 'capped') throw refusals.capped();
      if (outcome.kind === 'created') await announceCall(outcome.call);
      return { created: outcome.kind === 'created', call: outcome.call };
    },

    /** The diner's cancel: a visit at the call's table. */
    async cancel(callId: number, body: { logId?: number; token?: string }): Promise<void> {
      const signed = checks.signedVisit(body.logId, body.token, refusals.visitInvalid);
      const visit = await calls.visit(signed.logId, signed.startedAtMs);
      if (!visit) throw createError('FORBIDDEN', refusals.visitInvalid);
      const call = await calls.byId(visit.restaurantId, callId);
      if (!call) throw createError('NOT_FOUND', refusals.notFound);
      await provenVisit(call.qrCodeId, call.restaurantId, body.logId, body.token);
      const moved = await calls.transition(call.restaurantId, callId, 'cancelled', null);
      if (!moved) throw createError('CONFLICT', CALL_FINISHED);
      await announceCall(moved);
    },

    /** A diner's visit of this restaurant, proved by its id and token (403 otherwise): what its live stream hears. */
    async proveVisit(restaurantId: number, logId: unknown, token: unknown) {
      return provenVisit(null, restaurantId, logId, token);
    },

    /** The calls of the diner's table the page shows (live ones and those just finished). */
    async ofTable(qrCodeId: number, body: { logId?: number; token?: string }): Promise<TableCallRow[]> {
      const table = await tableOf(qrCodeId);
      await provenVisit(qrCodeId, table.restaurantId, body.logId, body.token);
      return calls.ofTable(table.restaurantId, qrCodeId);
    },

    list: staffList<CallStatus, TableCallRow>((scope, statuses) => calls.list(scope, statuses), LIVE_CALL_STATUSES),

    async summary(principal: AuthPrincipal, restaurantId: number | undefined) {
      return calls.summary(staffScope(principal, restaurantId));
    },

    /** Staff acknowledge or finish a call; another restaurant's call is "not found". */
    async update(principal: AuthPrincipal, callId: number, status: 'acknowledged' | 'done'): Promise<TableCallRow> {
      const call = await staffRecord(principal, (restaurantId) => calls.byId(restaurantId, callId), refusals.notFound);
      // Acknowledging an acknowledged call (two waiters at once) answers the call as it is.
      if (status === 'acknowledged' && call.status === 'acknowledged') return call;
      const moved = await calls.transition(call.restaurantId, callId, status, principal.userId);
      if (!moved) throw createError('CONFLICT', CALL_FINISHED);
      await announceCall(moved);
      return moved;
    },
  };
}
export type CallService = ReturnType<typeof createCallService>;
