// Rules of the change trail: an Admin reads their own restaurant's rows, a SuperAdmin every row; a restaurant
// filter outside the caller's scope is "not found". Exports read the filtered rows in keyset batches.
import { Readable } from 'node:stream';
import { AUDIT_EXPORT_MAX, type AuditFilter, serverText } from '@menu/shared/contract';
import { assertCanSee, listScope, type AuthPrincipal } from '../auth/scope';
import { createError } from '../errors';
import type { AuditEventRow } from '../db/schema';
import { auditCsvHeader, auditCsvRow, auditXlsx } from './export';
import type { AuditRepository, ScopedAuditFilter } from './repository';

/** Rows per query of an export (PGlite runs on this thread: short slices, a turn for others in between). */
const EXPORT_BATCH = 250;

export function createAuditService(repo: AuditRepository) {
  function scoped(principal: AuthPrincipal, filter: AuditFilter): ScopedAuditFilter {
    if (filter.restaurantId)
      assertCanSee(principal, filter.restaurantId, createError('NOT_FOUND', serverText.restaurantNotFound));
    return { ...filter, scope: listScope(principal) };
  }

  async function* batches(principal: AuthPrincipal, filter: AuditFilter): AsyncGenerator<AuditEventRow[]> {
    const f = scoped(principal, filter);
    let before: number | undefined;
    let sent = 0;
    while (sent < AUDIT_EXPORT_MAX) {
      const rows = await repo.page(f, before, Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX - sent));
      if (rows.length === 0) return;
      yield rows;
      sent += rows.length;
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1].id;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    async page(principal: AuthPrincipal, filter: AuditFilter, before: number | undefined, limit: number) {
      const rows = await repo.page(scoped(principal, filter), before, limit + 1);
      const items = rows.slice(0, limit);
      return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
    },
    csv(principal: AuthPrincipal, filter: AuditFilter): Readable {
      scoped(principal, filter);
      return Readable.from(
        (async function* () {
          yield auditCsvHeader();
          for await (const rows of batches(principal, filter)) yield rows.map(auditCsvRow).join('');
        })(),
      );
    },
    xlsx(principal: AuthPrincipal, filter: AuditFilter): Readable {
      scoped(principal, filter);
      return auditXlsx(batches(principal, filter));
    },
  };
}
