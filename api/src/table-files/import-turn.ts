// One import per restaurant and kind at a time, across every instance: the import runs holding a cluster-wide
// lock (a PostgreSQL advisory lock on one connection, in-process on PGlite, where there is one process), taken
// without waiting; a second import of the same restaurant meanwhile answers 409 at once instead of queueing
// a second parse behind the first.
import type { DatabaseHandle } from '../db/client';
import { createError } from '../errors';

export type ImportKind = 'catalog' | 'translations';

export async function withImportTurn<T>(
  handle: Pick<DatabaseHandle, 'withLock'>,
  kind: ImportKind,
  restaurantId: number,
  work: () => Promise<T>,
): Promise<T> {
  const result = await handle.withLock(`import:${kind}:${restaurantId}`, work, { wait: false });
  if (!result.acquired)
    throw createError('CONFLICT', 'Bu restoran için bir içe aktarma zaten sürüyor: bitmesini bekleyip yeniden deneyin');
  return result.value;
}
