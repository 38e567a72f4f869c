// Access-log rules: every report is limited to the caller's restaurants; a restaurant filter outside them
// is "not found". The diner's visit calls are in ../visits.
import { Readable } from 'node:stream';
import type { AccessLogFilter, AccessLogStats } from '@menu/shared/contract';
import { assertCanSee, listScope, type AuthPrincipal } from '../auth/scope';
import { createError } from '../errors';
import { csvHeader, csvRow } from './csv';
import type { AccessLogRepository, AccessLogRow, ScopedFilter } from './repository';

const CSV_BATCH = 2000;

export function createAccessLogService(repo: AccessLogRepository) {
  function scoped(principal: AuthPrincipal, filter: AccessLogFilter): ScopedFilter {
    if (filter.restaurantId) assertCanSee(principal, filter.restaurantId, createError('NOT_FOUND', 'Restoran bulunamadı'));
    return { ...filter, scope: listScope(principal) };
  }

  return {
    list(principal: AuthPrincipal, limit: number): Promise<AccessLogRow[]> {
      return repo.list(listScope(principal), limit);
    },
    page(principal: AuthPrincipal, filter: AccessLogFilter, page: number, pageSize: number) {
      return repo.page(scoped(principal, filter), page, pageSize);
    },
    stats(principal: AuthPrincipal, filter: AccessLogFilter): Promise<AccessLogStats> {
      return repo.stats(scoped(principal, filter));
    },
    /** The whole filtered set as CSV, read in keyset batches so memory stays flat for a million rows. */
    csv(principal: AuthPrincipal, filter: AccessLogFilter): Readable {
      const f = scoped(principal, filter);
      async function* lines() {
        yield csvHeader();
        let after: { accessDate: Date; id: number } | null = null;
        for (;;) {
          const rows: AccessLogRow[] = await repo.batch(f, after, CSV_BATCH);
          if (rows.length === 0) return;
          yield rows.map(csvRow).join('');
          if (rows.length < CSV_BATCH) return;
          const last = rows[rows.length - 1];
          after = { accessDate: last.accessDate, id: last.id };
        }
      }
      return Readable.from(lines());
    },
  };
}
