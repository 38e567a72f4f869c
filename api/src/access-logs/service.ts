// Access-log rules: every report is limited to the caller's restaurants; a restaurant filter outside them
// is "not found". The diner's visit calls are in ../visits.
import { Readable } from 'node:stream';
import { type AccessLogFilter, type AccessLogStats, type SalesReport, serverText } from '@menu/shared/contract';
import { assertCanSee, listScope, type AuthPrincipal } from '../auth/scope';
import { createError } from '../errors';
import { csvHeader, csvRow } from './csv';
import { logXlsx, reportTables, type ReportTable } from './export';
import type { AccessLogRepository, AccessLogRow, ScopedFilter } from './repository';
import { salesTables, type SalesRepository } from './sales';

/** Rows per query of an export: on PGlite (which runs on this thread) 250 rows take about 7 ms, so diners are answered between batches; 2,000 took 35 ms and more. */
const CSV_BATCH = 250;

export function createAccessLogService(repo: AccessLogRepository, sales?: SalesRepository) {
  function scoped(principal: AuthPrincipal, filter: AccessLogFilter): ScopedFilter {
    if (filter.restaurantId)
      assertCanSee(principal, filter.restaurantId, createError('NOT_FOUND', serverText.restaurantNotFound));
    return { ...filter, scope: listScope(principal) };
  }

  return {
    list(principal: AuthPrincipal, limit: number): Promise<AccessLogRow[]> {
      return repo.list(listScope(principal), limit);
    },

    /** A stretch of the newest visits in scope and how many there are in all. */
    listWithTotal(
      principal: AuthPrincipal,
      limit: number,
      offset: number,
    ): Promise<{ items: AccessLogRow[]; total: number }> {
      return repo.listWithTotal(listScope(principal), limit, offset);
    },
    page(principal: AuthPrincipal, filter: AccessLogFilter, page: number, pageSize: number) {
      return repo.page(scoped(principal, filter), page, pageSize);
    },
    stats(principal: AuthPrincipal, filter: AccessLogFilter): Promise<AccessLogStats> {
      return repo.stats(scoped(principal, filter));
    },
    /** The whole filtered set in keyset batches, so memory stays flat for a million rows. */
    async *batches(principal: AuthPrincipal, filter: AccessLogFilter): AsyncGenerator<AccessLogRow[]> {
      const f = scoped(principal, filter);
      let after: { accessDate: Date; id: number } | null = null;
      for (;;) {
        const rows: AccessLogRow[] = await repo.batch(f, after, CSV_BATCH);
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < CSV_BATCH) return;
        const last = rows[rows.length - 1];
        after = { accessDate: last.accessDate, id: last.id };
        // A turn for everything else (diners' requests) before the next query: awaiting a query alone resumes in a
        // microtask, which would run the whole export before any waiting request.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    /** The whole filtered set as CSV, streamed batch by batch. */
    csv(principal: AuthPrincipal, filter: AccessLogFilter): Readable {
      // Checked now, so a restaurant outside the caller's is a 404 before anything is sent.
      scoped(principal, filter);
      const batches = this.batches(principal, filter);
      async function* lines() {
        yield csvHeader();
        for await (const rows of batches) yield rows.map(csvRow).join('');
      }
      return Readable.from(lines());
    },
    /** The filtered set as an XLSX workbook, streamed batch by batch. */
    xlsx(principal: AuthPrincipal, filter: AccessLogFilter): Readable {
      scoped(principal, filter);
      return logXlsx(this.batches(principal, filter));
    },
    /** Orders from the tables in the range: per day, top products, average order. */
    async sales(principal: AuthPrincipal, filter: AccessLogFilter): Promise<SalesReport> {
      if (!sales) throw createError('NOT_FOUND');
      return sales.sales(scoped(principal, filter));
    },
    /** The report's tables (summary, per day, per table, devices, languages, sections, weekday × hour, sales). */
    async reportTables(principal: AuthPrincipal, filter: AccessLogFilter): Promise<ReportTable[]> {
      const f = scoped(principal, filter);
      const [stats, sold] = await Promise.all([repo.stats(f), sales?.sales(f)]);
      return [...reportTables(stats), ...(sold ? salesTables(sold) : [])];
    },
  };
}
