// The service of a restaurant's plain records (opening hours, special days): restaurant scoping (another
// restaurant's record is "not found"), one record per restaurant and key (a database constraint, so two
// concurrent creates give one 201 and one 409), a Turkish 400 for an unknown restaurant, and every write
// announced to the menus.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { serverText } from '@menu/shared/contract';
import { assertCanWriteInto, listScope, visibleRecord, type AuthPrincipal } from '../auth/scope';
import type { AnnounceChanges } from '../changes/bus';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../db/client';
import { deleteById } from '../db/rows';
import { createError, fieldError } from '../errors';

export interface ScopedRecordRepository<Row, Values> {
  list(scope: 'all' | number[], restaurantId?: number): Promise<Row[]>;
  findById(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<Row>;
  update(id: number, values: Values): Promise<Row | undefined>;
  delete(id: number): Promise<boolean>;
}

/** A table of such records: its id and its restaurant. */
type ScopedRecordTable = PgTable & { id: AnyPgColumn; restaurantId: AnyPgColumn };

/** The SQL of a table of such records, listed in `order`. */
export function createScopedRecordRepository<T extends ScopedRecordTable>(db: Database, table: T, order: SQL[]) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  const byId = (id: number) => eq(table.id, id);
  return {
    async list(scope: 'all' | number[], restaurantId?: number): Promise<Row[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const where: SQL[] = [];
      if (scope !== 'all') where.push(inArray(table.restaurantId, scope));
      if (restaurantId != null) where.push(eq(table.restaurantId, restaurantId));
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where.length ? and(...where) : undefined)
        .orderBy(...order);
      return rows as Row[];
    },
    async findById(id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(byId(id))
        .limit(1);
      return row as Row | undefined;
    },
    /** Throws the database's unique violation when the restaurant already has this key. */
    async insert(values: NewRow): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as Row[];
      return rows[0];
    },
    async update(id: number, values: Partial<NewRow>): Promise<Row | undefined> {
      const rows = (await db.update(table).set(values).where(byId(id)).returning()) as Row[];
      return rows[0];
    },
    delete: (id: number) => deleteById(db, table, id),
  };
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
