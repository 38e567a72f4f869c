// Who is writing: the signed-in user and client address of the request being served, handed to the database
// as transaction settings (menu.user_id, menu.user_name, menu.client_address) so the audit triggers
// (migration 0022) and the price history (migration 0014) record every staff write in its own transaction,
// whichever service, bulk edit or import made it. Set around each signed-in request's handler (`runWithWriter`,
// wrapped by the database plugin) and read by the drivers' wrappers in client.ts: a transaction gets the settings as its first
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

/** Scopes open now (`runWithWriter` calls whose work has not ended). */
let open = 0;

/**
 * Runs `work` (a signed-in request's handler) with its writer in scope, until the work (or the promise it returns)
 * ends. Node 20's AsyncLocalStorage, once enabled, runs a hook at every async operation of the whole process, the
 * diners' cached menus included (measured: an eighth of a cached menu's answer). So it is enabled only while a
 * scope is open and disabled when the last one ends: a handler's writes must be awaited by it (a write it leaves
 * running after it returned may write without a writer).
 */
export function runWithWriter<T>(source: WriterSource, work: () => T): T {
  open += 1;
  let result: T;
  try {
    result = storage.run(source, work);
  } catch (error) {
    close();
    throw error;
  }
  if (result instanceof Promise) return result.finally(close) as T;
  close();
  return result;
}

function close() {
  open -= 1;
  if (open === 0) storage.disable();
}

/** Whether any writer scope is open (and so the context is being carried), for tests. */
export const writerScopesOpen = () => open;

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
