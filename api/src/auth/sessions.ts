// Sign-in sessions in the database (refresh-token families), so every API instance agrees on them.
//
// A refresh token is `{sessionId}.{generation}.{random}.{mac}`: the MAC (HMAC-SHA256 with a key derived from
// the JWT secret) proves the server issued it, the generation says which rotation it belongs to. Only the
// SHA-256 of the current token is stored. Rotating is one compare-and-swap UPDATE on that hash, so two
// instances cannot both accept the same token; a genuine token of an older generation presented again means
// it was copied (or replayed): the whole session is revoked (OWASP: refresh token reuse detection).
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authSessions, users, type UserRow } from '../db/schema';

export type RevokeReason = 'logout' | 'reuse' | 'password' | 'credentials' | 'inactive';

export interface SessionSettings {
  /** A session not refreshed for this long ends (sliding). */
  idleSeconds: number;
  /** A session ends this long after sign-in, whatever the activity. */
  maxSeconds: number;
}

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
  /** Seconds the cookie should live: until the idle or the absolute end, whichever comes first. */
  maxAgeSeconds: number;
}

export type RotateResult =
  | ({ ok: true; userId: number; tokenVersion: number } & IssuedRefreshToken)
  | {
      ok: false;
      reason: 'malformed' | 'unknown' | 'reused' | 'ended';
      /** The session's user, when a reuse revoked it. */ userId?: number;
    };

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface ParsedToken {
  sessionId: string;
  generation: number;
}

/** Refresh tokens signed with a key derived from the JWT secret: issuing one, and reading back one this server issued. */
function createRefreshTokens(secret: string) {
  // A key of its own, so a refresh token can never pass for a JWT signature or the other way round.
  const key = createHmac('sha256', secret).update('menu refresh token v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function issue(sessionId: string, generation: number): { token: string; hash: string } {
    const body = `${sessionId}.${generation}.${randomBytes(24).toString('base64url')}`;
    const token = `${body}.${mac(body)}`;
    return { token, hash: hashToken(token) };
  }

  /** The session and generation of a token this server issued; null for anything else. */
  function parse(token: string | undefined): ParsedToken | null {
    if (!token || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [sessionId, generationText, , given] = parts;
    if (!SESSION_ID.test(sessionId) || !/^\d{1,9}$/.test(generationText)) return null;
    const expected = Buffer.from(mac(parts.slice(0, 3).join('.')));
    const actual = Buffer.from(given);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    return { sessionId, generation: Number(generationText) };
  }

  return { issue, parse };
}

export function createSessionStore(db: Database, secret: string, settings: SessionSettings) {
  const { issue, parse } = createRefreshTokens(secret);
  const idleEnd = sql`least(now() + make_interval(secs => ${settings.idleSeconds}), ${authSessions.expiresAt})`;
  const live = () =>
    and(
      isNull(authSessions.revokedAt),
      gt(authSessions.expiresAt, sql`now()`),
      gt(authSessions.idleExpiresAt, sql`now()`),
    );
  const maxAge = (row: { idleExpiresAt: Date }) =>
    Math.max(1, Math.floor((row.idleExpiresAt.getTime() - Date.now()) / 1000));

  return {
    settings,
    parse,

    /** A new session for a user who just signed in; also clears that user's sessions that have ended. */
    async create(userId: number, tokenVersion: number): Promise<IssuedRefreshToken> {
      await db
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.userId, userId),
            or(lt(authSessions.expiresAt, sql`now()`), lt(authSessions.idleExpiresAt, sql`now()`)),
          ),
        );
      const sessionId = randomUUID();
      const { token, hash } = issue(sessionId, 0);
      const [row] = await db
        .insert(authSessions)
        .values({
          id: sessionId,
          userId,
          tokenHash: hash,
          tokenVersion,
          expiresAt: sql`now() + make_interval(secs => ${settings.maxSeconds})`,
          idleExpiresAt: sql`now() + make_interval(secs => ${Math.min(settings.idleSeconds, settings.maxSeconds)})`,
        })
        .returning({ idleExpiresAt: authSessions.idleExpiresAt });
      return { sessionId, refreshToken: token, maxAgeSeconds: maxAge(row) };
    },

    /** Trades a refresh token for the next one. A reused token revokes its session. */
    async rotate(token: string | undefined): Promise<RotateResult> {
      const parsed = parse(token);
      if (!parsed) return { ok: false, reason: 'malformed' };
      const next = issue(parsed.sessionId, parsed.generation + 1);
      const [row] = await db
        .update(authSessions)
        .set({
          tokenHash: next.hash,
          generation: parsed.generation + 1,
          lastUsedAt: sql`now()`,
          idleExpiresAt: idleEnd,
        })
        .where(
          and(
            eq(authSessions.id, parsed.sessionId),
            eq(authSessions.generation, parsed.generation),
            eq(authSessions.tokenHash, hashToken(token!)),
            live(),
          ),
        )
        .returning();
      if (row)
        return {
          ok: true,
          userId: row.userId,
          tokenVersion: row.tokenVersion,
          sessionId: row.id,
          refreshToken: next.token,
          maxAgeSeconds: maxAge(row),
        };

      const [current] = await db.select().from(authSessions).where(eq(authSessions.id, parsed.sessionId)).limit(1);
      if (!current) return { ok: false, reason: 'unknown' };
      if (current.revokedAt === null && parsed.generation < current.generation) {
        await this.revoke(current.id, 'reuse');
        return { ok: false, reason: 'reused', userId: current.userId };
      }
      return {
        ok: false,
        reason: current.revokedAt === null && parsed.generation > current.generation ? 'unknown' : 'ended',
      };
    },

    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    /** Every live session of the user, but `exceptSessionId` (the one changing its own password). */
    async revokeAllForUser(userId: number, reason: RevokeReason, exceptSessionId?: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    /** After the user's token version moved on (own password change): the session keeps going under the new one. */
    async restamp(sessionId: string, tokenVersion: number): Promise<void> {
      await db.update(authSessions).set({ tokenVersion }).where(eq(authSessions.id, sessionId));
    },

    /** The user behind an access token, when its session is still live; one query per authenticated request. */
    async findUser(userId: number, sessionId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(users)
        .innerJoin(authSessions, and(eq(authSessions.userId, users.id), eq(authSessions.id, sessionId)))
        .where(and(eq(users.id, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`)))
        .limit(1);
      return row?.user;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
