// What the calls' and orders' raw SQL share: rows out of a driver's result (PGlite and node-postgres alike),
// the conversions of their columns, and the retention pass that deletes old rows a batch at a time.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
export const dateOrNull = (v: unknown) => (v == null ? null : date(v));
export const numOrNull = (v: unknown) => (v == null ? null : Number(v));

/** Rows of `table` created more than `days` ago go, `batch` at a time (one long delete would hold its locks). */
export async function deleteOlderThan(
  db: Database,
  table: 'table_calls' | 'table_orders',
  days: number,
  batch = 5000,
): Promise<number> {
  const name = sql.identifier(table);
  let total = 0;
  for (;;) {
    const deleted = rowsOf<{ id: number }>(
      await db.execute(sql`
        delete from ${name} where (restaurant_id, id) in (
          select restaurant_id, id from ${name} where created_at < now() - make_interval(days => ${days}) limit ${batch})
        returning id`),
    ).length;
    total += deleted;
    if (deleted < batch) return total;
  }
}
