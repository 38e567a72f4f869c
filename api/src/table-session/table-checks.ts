// What every request from a table is checked against, once for calls and orders: the code is live, the visit
// is this table's (its id and signed token, started within the visit window), and whether the restaurant is
// closed now by its hours and special days.
import { serverText } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { createError } from '../errors';
import { openStateAt } from '../hours/open-state';
import type { CallRepository } from './calls-repository';
import { SESSION_END_WINDOW_HOURS } from './visit-repository';
import type { VisitTokenSigner } from './visit-token';

const HOUR_MS = 3_600_000;

export interface TableCheckDeps {
  db: Database;
  calls: CallRepository;
  tokens: VisitTokenSigner;
  /** The QR lookup from memory: an unknown or inactive code costs no query. */
  codeIsLive(qrCodeId: number): Promise<boolean>;
  now?: () => Date;
}

export function createTableChecks({ db, calls, tokens, codeIsLive, now = () => new Date() }: TableCheckDeps) {
  return {
    now,
    /** The table of a live code (404 otherwise), whatever the visit proof says. */
    async tableOf(qrCodeId: number) {
      const table = (await codeIsLive(qrCodeId)) ? await calls.table(qrCodeId) : undefined;
      if (!table || !table.active) throw createError('NOT_FOUND', serverText.qrNotFound);
      return table;
    },

    /** The visit is this table's (its token, its code, started within the visit window): 403 with `refusal` otherwise. */
    async provenVisit(
      qrCodeId: number | null,
      restaurantId: number,
      logId: unknown,
      token: unknown,
      refusal: string,
    ): Promise<{ logId: number; qrCodeId: number | null }> {
      if (typeof logId !== 'number' || !Number.isSafeInteger(logId) || logId <= 0)
        throw createError('FORBIDDEN', refusal);
      const startedAtMs = tokens.verify(logId, token);
      if (startedAtMs === null || now().getTime() - startedAtMs > SESSION_END_WINDOW_HOURS * HOUR_MS)
        throw createError('FORBIDDEN', refusal);
      const visit = await calls.visit(logId, startedAtMs);
      if (!visit || visit.restaurantId !== restaurantId || (qrCodeId !== null && visit.qrCodeId !== qrCodeId))
        throw createError('FORBIDDEN', refusal);
      return { logId, qrCodeId: visit.qrCodeId };
    },

    async isClosedNow(restaurantId: number): Promise<boolean> {
      const state = await openStateAt(db, restaurantId, now());
      // A restaurant that wrote no hours for today has not said it is closed: the table stays open.
      return !state.isOpen && state.today.source !== 'none';
    },
  };
}
export type TableChecks = ReturnType<typeof createTableChecks>;
