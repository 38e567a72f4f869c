// SQL of the change trail: keyset pages (newest first), the security events' insert, and the retention delete.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { auditEvents, type AuditEventRow } from '../db/schema';

export interface ScopedAuditFilter extends AuditFilter {
  /** 'all' (SuperAdmin) or the restaurants the caller may see. */
  scope: 'all' | number[];
}

export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

function where(filter: ScopedAuditFilter, before?: number): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    filter.scope === 'all' ? undefined : inArray(auditEvents.restaurantId, filter.scope.length ? filter.scope : [-1]),
    filter.restaurantId ? eq(auditEvents.restaurantId, filter.restaurantId) : undefined,
    filter.entity ? eq(auditEvents.entity, filter.entity) : undefined,
    filter.recordId ? eq(auditEvents.recordId, filter.recordId) : undefined,
    filter.userId ? eq(auditEvents.userId, filter.userId) : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to ? lt(auditEvents.at, filter.to) : undefined,
    before ? lt(auditEvents.id, before) : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export function createAuditRepository(db: Database) {
  return {
    /** Up to `limit` rows older than `before` (an id), newest first. */
    page(filter: ScopedAuditFilter, before: number | undefined, limit: number): Promise<AuditEventRow[]> {
      return db.select().from(auditEvents).where(where(filter, before)).orderBy(desc(auditEvents.id)).limit(limit);
    },
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },
    /** Deletes rows older than `days` days: the only delete the table's trigger lets through. */
    async deleteOlderThan(days: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('menu.audit_retention', 'on', true)`);
        const deleted = await tx
          .delete(auditEvents)
          .where(lt(auditEvents.at, sql`now() - make_interval(days => ${days})`))
          .returning({ id: auditEvents.id });
        return deleted.length;
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
