// The diner's visit calls: record a visit of a scanned code (looked up from memory, capped per address and
// restaurant, group-committed) and end it with the token the record handed out.
import { createError, isAppError } from '../errors';
import { addressKey } from '../http/address-key';
import { asIpAddress } from '../http/client-address';
import { normaliseLanguage } from '../public-menus/service';
import { deviceTypeOf } from './device-type';
import type { QrLookup } from './qr-lookup';
import { SESSION_END_WINDOW_HOURS } from './visit-repository';
import type { VisitCap } from './visit-cap';
import type { VisitTokenSigner } from './visit-token';
import { VISIT_OVERLOADED, type VisitWriter } from './visit-writer';
import { serverText } from '@menu/shared/contract';

export const VISIT_CAPPED =
  'Bu adresten bu restoran için çok fazla ziyaret kaydedildi. Menüyü kullanmaya devam edebilirsiniz.';
export const VISIT_TOKEN_INVALID = 'Ziyaret doğrulanamadı: ziyaretin başında verilen anahtar eksik ya da hatalı';
export const LOG_NOT_FOUND = 'Erişim kaydı bulunamadı';
export const SESSION_END_REFUSED = 'Bu ziyaretin süresi zaten kaydedilmiş ya da ziyaret çok eski';

const HOUR_MS = 3_600_000;

export interface VisitServiceDeps {
  lookup: QrLookup;
  writer: VisitWriter;
  cap: VisitCap;
  tokens: VisitTokenSigner;
  /** Seconds a capped client is told to wait. */
  capRetryAfterSeconds: number;
  /** Where a write that failed for a reason other than load is reported (the diner only sees a 503). */
  logError(error: unknown, what: string): void;
}

/**
 * Whatever stopped a visit from being written, the diner's answer is the same 503: the menu does not depend on
 * it. Load and outages already arrive as 503s; anything else is logged here for the operator.
 */
function notRecorded(error: unknown, logError: VisitServiceDeps['logError'], what: string): never {
  if (isAppError(error)) throw error;
  logError(error, what);
  throw createError('SERVICE_UNAVAILABLE', VISIT_OVERLOADED, {
    headers: { 'retry-after': '5', 'cache-control': 'no-store' },
  });
}

export function createVisitService({ lookup, writer, cap, tokens, capRetryAfterSeconds, logError }: VisitServiceDeps) {
  return {
    lookup,
    writer,
    tokens,
    /** 404 for an unknown or inactive code, 429 past the cap; answered after the visit's batch committed. */
    async record(
      qrCodeId: number,
      ip: string | undefined,
      userAgent: string | undefined,
      language = '',
    ): Promise<{ logId: number; token: string }> {
      const target = await lookup.byId(qrCodeId);
      if (!target || !target.active) throw createError('NOT_FOUND', serverText.qrNotFound);
      // Routes pass clientAddress(request); anything that is not an IP address is stored as none.
      const address = asIpAddress(ip);
      if (address && !cap.allow(target.restaurantId, addressKey(address))) {
        writer.refuse(target.restaurantId);
        throw createError('TOO_MANY_REQUESTS', VISIT_CAPPED, {
          headers: { 'retry-after': String(capRetryAfterSeconds), 'cache-control': 'no-store' },
        });
      }
      const recorded = await writer
        .record({
          qrCodeId,
          ipAddress: address,
          deviceType: deviceTypeOf(userAgent),
          userAgent: userAgent ? userAgent.slice(0, 1000) : null,
          language: normaliseLanguage(language),
        })
        .catch((error: unknown) => notRecorded(error, logError, 'visit batch not written'));
      // Deactivated (here or on another instance) after the lookup: the database had the last word.
      if (!recorded) throw createError('NOT_FOUND', serverText.qrNotFound);
      return { logId: recorded.logId, token: tokens.sign(recorded.logId, recorded.startedAtMs) };
    },

    async end(logId: number, token: unknown, duration: number, categoryIds?: number[]): Promise<void> {
      const startedAtMs = tokens.verify(logId, token);
      if (startedAtMs === null) throw createError('FORBIDDEN', VISIT_TOKEN_INVALID);
      if (Date.now() - startedAtMs > SESSION_END_WINDOW_HOURS * HOUR_MS)
        throw createError('CONFLICT', SESSION_END_REFUSED);
      const outcome = await writer
        .end({ logId, startedAtMs, seconds: duration, categoryIds })
        .catch((error: unknown) => notRecorded(error, logError, 'visit end batch not written'));
      if (outcome === 'missing') throw createError('NOT_FOUND', LOG_NOT_FOUND);
      if (outcome === 'refused') throw createError('CONFLICT', SESSION_END_REFUSED);
    },
  };
}
export type VisitService = ReturnType<typeof createVisitService>;
