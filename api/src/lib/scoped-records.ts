// The service of a restaurant's plain records (opening hours, special days): restaurant scoping (another
// restaurant's record is "not found"), one record per restaurant and key (a database constraint, so two
// concurrent creates give one 201 and one 409), a Turkish 400 for an unknown restaurant, and every write
// announced to the menus.
import { serverText } from '@menu/shared/contract';
import { assertCanWriteInto, listScope, visibleRecord, type AuthPrincipal } from '../auth/scope';
import type { AnnounceChanges } from '../changes/bus';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';
import { createError, fieldError } from '../errors';

export interface ScopedRecordRepository<Row, Values> {
  list(scope: 'all' | number[], restaurantId?: number): Promise<Row[]>;
  findById(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<Row>;
  update(id: number, values: Values): Promise<Row | undefined>;
  delete(id: number): Promise<boolean>;
}

export interface ScopedRecordMessages {
  notFound: string;
  /** The field the unique key is answered on (the weekday, the date) and its 409 message. */
  duplicate: { field: string; message: string };
}

export function createScopedRecordService<
  Row extends { restaurantId: number },
  Values extends { restaurantId: number },
>(records: ScopedRecordRepository<Row, Values>, announce: AnnounceChanges, messages: ScopedRecordMessages) {
  const notFound = () => createError('NOT_FOUND', messages.notFound);

  /** Maps the constraint violations of a write to the spec's messages. */
  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(messages.duplicate.field, messages.duplicate.message, 'CONFLICT');
      if (isForeignKeyViolation(error)) throw fieldError('restaurantId', serverText.restaurantNotFound);
      throw error;
    }
  }

  const get = visibleRecord(records.findById, notFound);

  return {
    list(principal: AuthPrincipal, restaurantId?: number): Promise<Row[]> {
      return records.list(listScope(principal), restaurantId);
    },

    get,

    async create(principal: AuthPrincipal, values: Values): Promise<Row> {
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => records.insert(values));
      await announce([row.restaurantId]);
      return row;
    },

    async update(principal: AuthPrincipal, id: number, values: Values): Promise<Row> {
      const existing = await get(principal, id);
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => records.update(id, values));
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await get(principal, id);
      if (!(await records.delete(id))) throw notFound();
      await announce([existing.restaurantId]);
    },
  };
}
