// Security events (wrong sign-ins, a lockout, a replayed refresh token, password, role and active-flag
// changes): one structured line in the log and one row in the change trail each, so an owner sees them on the
// "Değişiklik geçmişi" screen. Only the fields below are ever written: never a password, token or cookie.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { SecurityEventName } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import { createAuditRepository } from './repository';

export interface SecurityEvent {
  event: SecurityEventName;
  /** The account concerned, when known (an unknown user name has none). */
  userId?: number | null;
  /** The folded sign-in name (users/username-key.ts), never the typed password. */
  usernameKey?: string | null;
  /** "Ayşe Yılmaz", shown in the trail. */
  userName?: string | null;
  restaurantId?: number | null;
  clientAddress?: string | null;
  reason?: string;
  /** Who did it, when not the account itself (an Admin changing a role). */
  actorId?: number | null;
  actorName?: string | null;
}

export interface SecurityEvents {
  record(event: SecurityEvent): Promise<void>;
  /** Whether `event` was recorded for this user name since `since` (one lockout event per lockout). */
  recordedSince(event: SecurityEventName, usernameKey: string, since: Date): Promise<boolean>;
}

export function createSecurityEvents(db: Database, log: FastifyBaseLogger): SecurityEvents {
  const repo = createAuditRepository(db);
  return {
    async record(e) {
      const fields = {
        event: e.event,
        userId: e.userId ?? null,
        usernameKey: e.usernameKey ?? null,
        restaurantId: e.restaurantId ?? null,
        clientAddress: e.clientAddress ?? null,
        reason: e.reason ?? null,
        actorId: e.actorId ?? null,
      };
      log.warn({ securityEvent: fields }, `security event: ${e.event}`);
      try {
        await repo.insert({
          restaurantId: fields.restaurantId,
          userId: e.actorId ?? e.userId ?? null,
          userName: e.actorName ?? e.userName ?? null,
          entity: 'security',
          recordId: fields.userId,
          recordLabel: e.userName ?? e.usernameKey ?? null,
          action: 'event',
          event: e.event,
          changes: Object.fromEntries(
            Object.entries({ reason: e.reason, usernameKey: e.usernameKey, userName: e.userName }).filter(
              ([, v]) => v != null && v !== '',
            ),
          ),
          clientAddress: fields.clientAddress,
        });
      } catch (error) {
        // The request's own outcome stands; the log line above is the record of last resort.
        log.error({ err: error, securityEvent: fields.event }, 'security event not stored');
      }
    },
    async recordedSince(event, usernameKey, since) {
      const rows = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entity, 'security'),
            eq(auditEvents.event, event),
            gte(auditEvents.at, since),
            sql`${auditEvents.changes} ->> 'usernameKey' = ${usernameKey}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
