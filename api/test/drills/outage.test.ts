// What the database-outage drill (drills/outage.mjs) found, kept from coming back: a transaction whose
// connection drops must not end the process, failed transactions must give their connection back (or the pool
// runs dry and the API never recovers), a server that stops answering must cost a request a few seconds and a
// 503, never a hang, and every such failure is answered 503 with the Turkish message. The PostgreSQL cases run
// in the api-pg project on a server of their own, since they stop and freeze it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { restaurants } from '../../src/db/schema';
import { ERRORS } from '../../src/errors';
import { toAppError } from '../../src/plugins/error-handler';
import { TEST_SCRYPT } from '../helpers/fixtures';
import { pgStartArgs } from '../../../scripts/lib/local-servers.mjs';
import { run, startPostgres, stopPostgres, type PgServer } from '../pg/server';

const UNAVAILABLE = ERRORS.SERVICE_UNAVAILABLE.message;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database failures answer 503', () => {
  const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  it.each([
    ['a query the server never answered', new Error('Query read timeout')],
    ['the same, wrapped by drizzle', wrapped(new Error('Query read timeout'))],
    [
      'a query on a connection that dropped mid-transaction',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a connection that could not be made in time', new Error('timeout exceeded when trying to connect')],
    [
      'a cancelled statement',
      wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
    ],
  ])('answers 503 with the Turkish message for %s', (_name, error) => {
    const appError = toAppError(error);
    expect(appError.status).toBe(503);
    expect(appError.message).toBe(UNAVAILABLE);
  });
});

const onPostgres = (globalThis as { __MENU_TEST_DB__?: string }).__MENU_TEST_DB__ === 'pg';

(onPostgres ? describe : describe.skip)('a PostgreSQL outage', () => {
  const TIMEOUTS = { connectionTimeoutMillis: 700, queryTimeoutMillis: 1000 };
  let server: PgServer;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let restaurantId: number;

  const pgCtl = (args: string[]) => run('pg_ctl', args);
  const data = () => path.join(server.dir, 'data');
  const startServer = () =>
    pgCtl(
      pgStartArgs({
        dataDir: data(),
        logFile: path.join(server.dir, 'server.log'),
        port: server.port,
        socketDir: server.dir,
        settings: { fsync: 'off' },
      }),
    );
  /** The postmaster and every backend: SIGSTOP freezes the server the way a lost network looks to the API. */
  function serverPids(): number[] {
    const main = Number(fs.readFileSync(path.join(data(), 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = (pid: number): number[] => {
      try {
        const kids = fs
          .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
        return kids.flatMap((k) => [k, ...children(k)]);
      } catch {
        return [];
      }
    };
    return [main, ...children(main)];
  }
  const signalServer = (signal: NodeJS.Signals) => serverPids().forEach((pid) => process.kill(pid, signal));
  /** Fills the pool with idle connections, so a frozen server is met by connections that were fine a moment ago. */
  const warmPool = () => Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));

  beforeAll(async () => {
    server = await startPostgres();
    handle = await openDatabase({ databaseUrl: server.url, postgresTimeouts: TIMEOUTS });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-outage-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir }), jwtSecret: 'outage-test-secret-'.padEnd(48, 'x') };
    app = await buildApp({ config, database: handle, scrypt: TEST_SCRYPT, repoRoot: dataDir });
    [{ id: restaurantId }] = await handle.db
      .insert(restaurants)
      .values({ name: 'Kesinti Lokantası' })
      .returning({ id: restaurants.id });
  });

  afterAll(async () => {
    try {
      signalServer('SIGCONT');
    } catch {
      /* not running */
    }
    await app?.close();
    await handle?.close().catch(() => undefined);
    if (server) stopPostgres(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives a transaction whose connection is cut, and answers its failure 503', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: server.url });
    await admin.connect();
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { pid } = (result as unknown as { rows: Array<{ pid: number }> }).rows[0];
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      await sleep(100);
      expect(uncaught).toEqual([]);
      expect(failure).not.toBeNull();
      expect(toAppError(failure).status).toBe(503);
      // The pool is still good.
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
    }
  });

  it('answers 503 within the timeouts while the server is frozen, and gives every connection back', async () => {
    await warmPool();
    signalServer('SIGSTOP');
    try {
      // More failed transactions than the pool has connections: each BEGIN meets the frozen server.
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => handle.db.transaction(async (tx) => tx.execute(sql`select 1`))),
      );
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` });
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(UNAVAILABLE);
      expect(elapsed).toBeLessThan(TIMEOUTS.queryTimeoutMillis + TIMEOUTS.connectionTimeoutMillis + 1500);
    } finally {
      signalServer('SIGCONT');
    }
    // Back: the pool serves again at once, with all its connections (ten slow transactions side by side).
    await expect(
      Promise.all(
        Array.from({ length: 10 }, () => handle.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.3)`))),
      ),
    ).resolves.toHaveLength(10);
    const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` });
    expect(res.statusCode).toBe(200);
  });

  it('fails a transaction the server stops answering halfway within one query timeout, with a 503', async () => {
    await warmPool();
    const started = Date.now();
    let failure: unknown;
    try {
      failure = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          signalServer('SIGSTOP');
          await tx.execute(sql`select 2`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // A stuck connection kept open would make its ROLLBACK wait out a second timeout.
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.queryTimeoutMillis * 2 - 300);
    } finally {
      signalServer('SIGCONT');
    }
    expect(failure).not.toBeNull();
    expect(toAppError(failure).status).toBe(503);
    await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it('answers 503 while the server is stopped, and recovers by itself when it is back', async () => {
    await warmPool();
    pgCtl(['-D', data(), '-m', 'immediate', '-w', 'stop']);
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, title: ERRORS.SERVICE_UNAVAILABLE.title, message: UNAVAILABLE });
      await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toBeDefined();
    } finally {
      startServer();
    }
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      status = (await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` })).statusCode;
      if (status === 200) break;
      await sleep(100);
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(5000);
  });
});
