// Opens the database chosen by DATABASE_URL (node-postgres) or, when unset, PGlite in DATA_DIR/pglite,
// and applies the migrations of api/drizzle/. The rest of the API sees one `Database` type for both.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm/relations';
import type { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { currentWriter, isWriteStatement, SET_WRITER_SQL, writerParams } from './write-context';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (dedicated connections such as the change bus's listener use it). */
  url?: string;
  /** Resolves when the database answers `select 1` within the time limit. */
  ping(timeoutMs?: number): Promise<void>;
  /** Queries waiting for a pooled connection (PostgreSQL); PGlite queues inside its one connection: 0. */
  waiting(): number;
  /** PGlite on disk: its folder (backups are taken of it); unset in memory and on PostgreSQL. */
  pgliteDir?: string;
  /**
   * PGlite: runs `work` while no query or transaction is in flight (they wait for it), so the files of `pgliteDir`
   * are a consistent copy for as long as it runs (backups copy them then).
   */
  whileIdle?<T>(work: () => Promise<T>): Promise<T>;
  /** Connections of the pool by state, for the metrics (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Runs `work` holding the cluster-wide lock `name`: a PostgreSQL advisory lock held on one connection for the
   * duration (released by the server if this process dies), in-process on PGlite (one process). With
   * `wait: false` it answers `{ acquired: false }` at once when another process or caller holds the lock.
   */
  withLock<T>(name: string, work: () => Promise<T>, options?: { wait?: boolean }): Promise<LockResult<T>>;
  close(): Promise<void>;
}

export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

/** Advisory-lock namespace of this application (the first of the two keys); the second is hashtext(name). */
const LOCK_NAMESPACE = 727245002;
/** How long a waiting lock (a first start's bootstrap behind another's) may wait. */
const LOCK_WAIT_MS = 5 * 60_000;

/** PGlite: one process, so a lock is a queue per name in memory. */
function memoryLocks() {
  const held = new Map<string, Promise<unknown>>();
  return async function withLock<T>(
    name: string,
    work: () => Promise<T>,
    options: { wait?: boolean } = {},
  ): Promise<LockResult<T>> {
    const current = held.get(name);
    if (current && options.wait === false) return { acquired: false };
    const run = (current ?? Promise.resolve()).catch(() => undefined).then(work);
    held.set(name, run);
    try {
      return { acquired: true, value: await run };
    } finally {
      if (held.get(name) === run) held.delete(name);
    }
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; ignored with databaseUrl. Undefined with no databaseUrl means in memory. */
  pgliteDir?: string;
  /** A `dumpDataDir` snapshot to start PGlite from (tests). */
  pgliteSnapshot?: Blob;
  migrate?: boolean;
  /** PostgreSQL pool limits; tests lower them. */
  postgresTimeouts?: Partial<PostgresTimeouts>;
}

export interface PostgresTimeouts {
  /** Waiting for a pooled or a new connection, including a server that accepts TCP but never answers. */
  connectionTimeoutMillis: number;
  /**
   * No answer to a query within this time (a frozen server, a lost network) fails it, and the request answers
   * 503. Client side only: a server-side statement_timeout would also cancel the hourly IP-retention update on a
   * large backlog every time, where this lets the server finish it.
   */
  queryTimeoutMillis: number;
}

/** A database that stops answering costs a request a few seconds and a 503, never a hang. */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectionTimeoutMillis: 3000, queryTimeoutMillis: 5000 };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, { ...POSTGRES_TIMEOUTS, ...options.postgresTimeouts })
    : await openPglite(options);
  if (options.migrate !== false) {
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }
  return handle;
}

type Opened = DatabaseHandle & { migrate(): Promise<void> };

/** Every transaction begun while serving a signed-in request names its writer first (db/write-context.ts). */
function namingWriters(db: Database): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    begin(async (tx) => {
      const writer = currentWriter();
      if (writer) {
        const [userId, userName, address] = writerParams(writer);
        await tx.execute(
          sql`select set_config('menu.user_id', ${userId}, true), set_config('menu.user_name', ${userName}, true), set_config('menu.client_address', ${address}, true)`,
        );
      }
      return work(tx);
    }, config)) as typeof db.transaction;
}

async function openPglite(options: OpenDatabaseOptions): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(
    options.pgliteDir,
    options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {},
  );
  // A staff write outside a transaction runs in one that names its writer first (db/write-context.ts).
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], queryOptions?: object) => {
    const writer = currentWriter();
    if (!writer || typeof text !== 'string' || !isWriteStatement(text)) return query(text, params, queryOptions);
    return client.transaction(async (tx) => {
      await tx.query(SET_WRITER_SQL, writerParams(writer));
      return tx.query(text, params, queryOptions);
    });
  }) as typeof client.query;
  const db = drizzle({ client, schema });
  namingWriters(db as unknown as Database);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pgliteDir: options.pgliteDir,
    // The same order of the two locks as PGlite's own queries and transactions take them.
    whileIdle: (work) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work)),
    waiting: () => 0,
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    withLock: memoryLocks(),
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error('database is closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    },
  };
}

/**
 * `withLock` on PostgreSQL: a session-level advisory lock on one pooled connection, held while the work runs;
 * a connection that cannot unlock is closed rather than returned.
 */
function advisoryLock(pool: Pool): Opened['withLock'] {
  return async (name, work, options = {}) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      if (options.wait === false) {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
          LOCK_NAMESPACE,
          name,
        ]);
        if (!rows[0]?.ok) return { acquired: false };
      } else {
        // Waiting may take longer than a query may: the lock is held by a migration or a first start.
        await client.query({
          text: 'select pg_advisory_lock($1, hashtext($2))',
          values: [LOCK_NAMESPACE, name],
          query_timeout: LOCK_WAIT_MS,
        } as never);
      }
      try {
        return { acquired: true, value: await work() };
      } finally {
        await client
          .query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name])
          .catch((error: Error) => {
            // A connection that cannot unlock is not returned to the pool: closing it releases the lock.
            failure = error;
          });
      }
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  };
}

/** A staff write outside a transaction runs in one that names its writer first (db/write-context.ts). */
function nameWritersOnPool(pool: Pool): void {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const writer = currentWriter();
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
    if (!writer || typeof text !== 'string' || !isWriteStatement(text) || args.some((arg) => typeof arg === 'function'))
      return poolQuery(...args);
    return (async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        await client.query(SET_WRITER_SQL, writerParams(writer));
        const result = await client.query(config as never, values as never);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    })();
  }) as typeof pool.query;
}

async function openPostgres(url: string, timeouts: PostgresTimeouts): Promise<Opened> {
  const { Pool, Client } = await import('pg');
  const { drizzle, NodePgSession } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectionTimeoutMillis,
    query_timeout: timeouts.queryTimeoutMillis,
  });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // pg-pool takes its error listener off a client while it is checked out (a transaction holds one), and a
    // client that loses its server then emits 'error' with nobody listening, which ends the process. Its
    // queries fail on their own and the pool drops it when it is released.
    client.on('error', () => undefined);
  });
  const db = drizzle({ client: pool, schema });
  // A transaction's session on its own connection shares the pool's dialect and relational schema: drizzle({ schema })
  // would work the schema's relations out again for every transaction, a third of a millisecond each.
  const shared = db as unknown as {
    dialect: PgDialect;
    session: { schema: RelationalSchemaConfig<TablesRelationalConfig>; options: object };
  };
  // drizzle's transaction() on a pool sends BEGIN before its try/finally, so when BEGIN fails (a server that went
  // away or stopped answering) the connection is never given back; after `max` such failures every request waits
  // for a connection that never comes, long after the database is back. Here each transaction runs on a
  // connection that is always returned, and discarded rather than reused when the transaction failed.
  db.transaction = (async (work, config) => {
    const client = await pool.connect();
    // pg keeps a connection whose query timed out, with that query still in front: the ROLLBACK queued behind
    // it would wait out a second timeout. Ending the client fails it at once.
    const query = client.query;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const result = (query as (...a: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if ((error as Error | undefined)?.message === 'Query read timeout') client.end().catch(() => undefined);
          });
        }
        return result;
      },
    });
    let failure: Error | undefined;
    try {
      const session = new NodePgSession(client, shared.dialect, shared.session.schema, shared.session.options);
      return await session.transaction(work as never, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      Object.assign(client, { query });
      client.release(failure);
    }
  }) as typeof db.transaction;
  namingWriters(db as unknown as Database);
  nameWritersOnPool(pool);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    url,
    waiting: () => pool.waitingCount,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withLock: advisoryLock(pool),
    async ping(timeoutMs = 2000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    async migrate() {
      // Several API instances may start together: one session-level advisory lock serialises the migrations.
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(727245001)');
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727245001)').catch(() => undefined);
        await client.end();
      }
    },
  };
}

/** PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a failed query violated, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export { schema };

/** A delete or update blocked by dependent rows (RESTRICT answers 23001, NO ACTION 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '23503' || code === '23001';
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}
