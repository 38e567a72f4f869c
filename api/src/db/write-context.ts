// Who is writing: the signed-in user and client address of the request being served, handed to the database
// as transaction settings (menu.user_id, menu.user_name, menu.client_address) so the audit triggers
// (migration 0022) and the price history (migration 0014) record every staff write in its own transaction,
// whichever service, bulk edit or import made it. Set once per request (`runWithWriter`, a hook of the
// database plugin) and read by the drivers' wrappers in client.ts: a transaction gets the settings as its first
// statement, and a lone write outside a transaction is wrapped in one that sets them. Writes with no signed-in
// user (diners' visits, jobs, start-up seeding) run as before.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Writer {
  userId: number;
  /** "Ayşe Yılmaz": kept with each row, so the trail still names a user deleted since. */
  userName: string | null;
  clientAddress: string | null;
}

/** What a request knows of its writer; read when the write happens (the user is known only after sign-in checks). */
export type WriterSource = () => Writer | null;

const storage = new AsyncLocalStorage<WriterSource>();

export function runWithWriter<T>(source: WriterSource, work: () => T): T {
  return storage.run(source, work);
}

export function currentWriter(): Writer | null {
  return storage.getStore()?.() ?? null;
}

/** The statement that sets the writer for the rest of the transaction, and its parameters. */
export const SET_WRITER_SQL =
  "select set_config('menu.user_id', $1, true), set_config('menu.user_name', $2, true), set_config('menu.client_address', $3, true)";

export function writerParams(writer: Writer): string[] {
  return [String(writer.userId), writer.userName ?? '', writer.clientAddress ?? ''];
}

/** A statement that may change rows (drizzle's inserts, updates, deletes and CTEs; a plain select does not). */
export function isWriteStatement(text: string): boolean {
  return /^\s*(insert|update|delete|with|merge)\b/i.test(text);
}
