// What every request from a table is checked against, once for calls and orders: the code is live, the visit
// is this table's (its id and signed token, started within the visit window), and whether the restaurant is
// closed now by its hours and special days. The code and the opening hours come from memory (the QR lookup
// and the built menu, both dropped on every write to them), so a diner's call or order pays no query for them.
import { computeOpenState, serverText } from '@menu/shared/contract';
import type { PublicMenuService } from '../public-menus/service';
import { createError } from '../errors';
import type { CallRepository } from './calls-repository';
import type { QrTarget } from './qr-lookup';
import { SESSION_END_WINDOW_HOURS } from './visit-repository';
import type { VisitTokenSigner } from './visit-token';

const HOUR_MS = 3_600_000;

export interface TableCheckDeps {
  calls: Pick<CallRepository, 'visit'>;
  tokens: VisitTokenSigner;
  /** The QR lookup from memory: a known code costs no query, an unknown one a single cached miss. */
  target(qrCodeId: number): Promise<QrTarget | undefined>;
  menus: Pick<PublicMenuService, 'get'>;
  now?: () => Date;
}

/** A visit whose token checked out: its id and start (the row itself is not read yet). */
export interface SignedVisit {
  logId: number;
  startedAtMs: number;
}

/** What a diner sends from the table (a call, an order): its Turkish noun and the cap on one visit's sends. */
export interface TableRequestKind {
  noun: 'çağrı' | 'sipariş';
  cap: number;
  windowMinutes: number;
}

/**
 * The refusals of a call or an order, worded once for both: the restaurant takes none from the table, it is
 * closed now, the visit's proof fails, the visit sent its share within the window (429 saying when to try
 * again, never cached), or there is no such record.
 */
export function tableRefusals({ noun, cap, windowMinutes }: TableRequestKind) {
  const capped = `Bu ziyaretten ${windowMinutes} dakikada en fazla ${cap} ${noun} gönderilebilir. Lütfen biraz sonra tekrar deneyin.`;
  const title = `${noun.charAt(0).toLocaleUpperCase('tr-TR')}${noun.slice(1)}`;
  const retry = { 'retry-after': String(windowMinutes * 60), 'cache-control': 'no-store' };
  return {
    off: `Bu restoran masadan ${noun} almıyor`,
    closed: `Restoran şu anda kapalı; masadan ${noun} gönderilemiyor`,
    visitInvalid: `${title} doğrulanamadı: bu masadaki ziyaretin anahtarı eksik ya da hatalı`,
    capped: () => createError('TOO_MANY_REQUESTS', capped, { headers: retry }),
    notFound: `${title} bulunamadı`,
  };
}

export function createTableChecks({ calls, tokens, target, menus, now = () => new Date() }: TableCheckDeps) {
  const closedBySecond = new WeakMap<object, { second: number; closed: boolean }>();
  /** The visit's token is its own and the visit started within the window (no query): 403 with `refusal` otherwise. */
  function signedVisit(logId: unknown, token: unknown, refusal: string): SignedVisit {
    if (typeof logId !== 'number' || !Number.isSafeInteger(logId) || logId <= 0)
      throw createError('FORBIDDEN', refusal);
    const startedAtMs = tokens.verify(logId, token);
    if (startedAtMs === null || now().getTime() - startedAtMs > SESSION_END_WINDOW_HOURS * HOUR_MS)
      throw createError('FORBIDDEN', refusal);
    return { logId, startedAtMs };
  }

  return {
    now,
    signedVisit,

    /** The table of a live code (404 otherwise), whatever the visit proof says. */
    async tableOf(qrCodeId: number): Promise<QrTarget> {
      const table = await target(qrCodeId);
      if (!table?.active) throw createError('NOT_FOUND', serverText.qrNotFound);
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
      const signed = signedVisit(logId, token, refusal);
      const visit = await calls.visit(signed.logId, signed.startedAtMs);
      if (!visit || visit.restaurantId !== restaurantId || (qrCodeId !== null && visit.qrCodeId !== qrCodeId))
        throw createError('FORBIDDEN', refusal);
      return { logId: signed.logId, qrCodeId: visit.qrCodeId };
    },

    /**
     * Closed by its hours or special days now, read from the menu of the moment (the cache, dropped on every
     * write to them). A restaurant that wrote no hours for today has not said it is closed: the table stays open.
     */
    async isClosedNow(restaurantId: number): Promise<boolean> {
      const { menu } = await menus.get(restaurantId, 'tr');
      const at = now();
      // The rule's times go down to the second, so its answer for one menu build holds for the whole second:
      // a busy restaurant's calls and orders work it out once a second, not once each.
      const second = Math.floor(at.getTime() / 1000);
      const known = closedBySecond.get(menu);
      if (known?.second === second) return known.closed;
      const state = computeOpenState({
        hours: menu.hours,
        specialDays: menu.specialDays,
        now: at,
        timeZone: menu.timeZone,
      });
      const closed = !state.isOpen && state.today.source !== 'none';
      closedBySecond.set(menu, { second, closed });
      return closed;
    },
  };
}
export type TableChecks = ReturnType<typeof createTableChecks>;
