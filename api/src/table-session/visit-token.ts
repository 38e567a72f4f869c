// The signed per-visit token: `POST /menuqrcodes/{id}/access` hands it out, `POST /MenuAccessLogs/{id}/end`
// requires it, so only the page that recorded a visit can end it (log ids are sequential and guessable).
// It carries the visit's start (ms), which the end uses to find the row's monthly partition and to refuse a
// stale end without a query. HMAC-SHA256 with a key derived from JWT_SECRET, shared by every instance.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VisitTokenSigner {
  sign(logId: number, startedAtMs: number): string;
  /** The visit's start (ms since epoch) when the token is this visit's, else null. */
  verify(logId: number, token: unknown): number | null;
}

const SIGNATURE_LENGTH = 22; // base64url characters: 132 bits of the HMAC

export function createVisitTokenSigner(secret: string): VisitTokenSigner {
  const key = createHmac('sha256', secret).update('menu-visit-token/v1').digest();
  const signature = (logId: number, at: string) =>
    createHmac('sha256', key).update(`${logId}.${at}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    sign(logId, startedAtMs) {
      const at = startedAtMs.toString(36);
      return `${at}.${signature(logId, at)}`;
    },
    verify(logId, token) {
      if (typeof token !== 'string' || token.length > 64) return null;
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const expected = Buffer.from(signature(logId, match[1]));
      const given = Buffer.from(match[2]);
      if (!timingSafeEqual(expected, given)) return null;
      const at = parseInt(match[1], 36);
      return Number.isSafeInteger(at) ? at : null;
    },
  };
}
