// The rows of a raw `db.execute(sql…)` answer (PGlite and node-postgres both hand them over as `{ rows }`), and
// the one-row delete every record's repository has.
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Deletes the row of `table` with this id: false when there was none (a foreign key still needing it throws). */
export async function deleteById(db: Database, table: PgTable & { id: AnyPgColumn }, id: number): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
