// The acting user for the database's audit triggers (the price history, migration 0014): a write made in
// `asActor` runs in a transaction whose `menu.user_id` names the user, so the triggers record who changed a
// price. The setting is local to the transaction (a pooled connection carries nothing to the next caller).
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export async function asActor<T>(
  db: Database,
  userId: number | null | undefined,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (userId != null) await tx.execute(sql`select set_config('menu.user_id', ${String(userId)}, true)`);
    return work(tx as unknown as Database);
  });
}

/**
 * A repository with `asActor`: the same queries bound to one transaction that names the acting user, for
 * writes the audit triggers record (several writes in it commit or roll back together); and `within`: the
 * same queries in a transaction the caller already holds (an import writing many records at once).
 */
export function withActor<R>(
  db: Database,
  make: (db: Database) => R,
): R & { asActor<T>(userId: number, work: (repo: R) => Promise<T>): Promise<T>; within(tx: Database): R } {
  return {
    ...make(db),
    asActor: <T>(userId: number, work: (repo: R) => Promise<T>) => asActor(db, userId, (tx) => work(make(tx))),
    within: (tx: Database) => make(tx),
  };
}
