// Builds the API on a fresh fixture database for one test file, with helpers to sign in as each fixture user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { FIXTURE_PASSWORD, FIXTURE_RESTAURANTS, FIXTURE_USERS, TEST_SCRYPT, type FixtureUser } from './fixtures';
import { createTestDatabase } from './database';

export { FIXTURE_PASSWORD, FIXTURE_USERS };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config & { jwtSecret: string };
  /** Restaurant ids of the fixtures. */
  restaurants: { A: number; B: number; inactive: number };
  /** User ids of the fixtures. */
  users: Record<FixtureUser, number>;
  /** Signs in through POST /api/auth/login and returns the token (cached per user). */
  login(user: Exclude<FixtureUser, 'inactive'>): Promise<string>;
  /** app.inject with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  repoRoot?: string;
  overrides?: Partial<BuildAppOptions>;
}

/** Thresholds no test machine reaches. */
export const NO_LOAD_SHEDDING = { maxEventLoopDelay: 3_600_000, maxHeapUsedBytes: Number.MAX_SAFE_INTEGER };

/**
 * The app of one describe block: built in its beforeAll, closed in its afterAll. The object is filled in when
 * beforeAll has run, so its fields are read inside hooks and tests only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-api-data-'));
  // No per-address visit cap unless a test asks for one: every injected request comes from 127.0.0.1.
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, VISIT_CAP_PER_IP: '0', ...options.env }),
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
  };
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database: database.handle,
      scrypt: TEST_SCRYPT,
      repoRoot: options.repoRoot ?? dataDir,
      // No load shedding unless a test asks for it: a busy CI machine stalls the event loop of a jest
      // worker (PGlite runs on it) and would turn ordinary test requests into 503s.
      loadShedding: NO_LOAD_SHEDDING,
      ...options.overrides,
    });
  } catch (error) {
    // An open database would keep the jest worker alive after the failure.
    await database.dispose();
    throw error;
  }

  // Ready now, and the start-time jobs (the visit-log upkeep truncates old addresses) finished, so they never
  // race a test that writes old visits and reads them back.
  await app.ready();
  await app.jobs.idle();

  const db = database.handle.db;
  const { restaurants, users } = await import('../../src/db/schema');
  const restaurantRows = await db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants);
  const userRows = await db.select({ id: users.id, username: users.username }).from(users);
  const restaurantId = (key: keyof typeof FIXTURE_RESTAURANTS) =>
    restaurantRows.find((r) => r.name === FIXTURE_RESTAURANTS[key].name)!.id;
  const userId = (key: FixtureUser) => userRows.find((u) => u.username === FIXTURE_USERS[key].username)!.id;

  const tokens = new Map<string, string>();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    db,
    config,
    restaurants: { A: restaurantId('A'), B: restaurantId('B'), inactive: restaurantId('inactive') },
    users: Object.fromEntries(Object.keys(FIXTURE_USERS).map((k) => [k, userId(k as FixtureUser)])) as Record<
      FixtureUser,
      number
    >,
    request,
    async login(user) {
      const cached = tokens.get(user);
      if (cached) return cached;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: FIXTURE_USERS[user].username, password: FIXTURE_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login as ${user} failed: ${res.statusCode} ${res.body}`);
      const token = res.json().token as string;
      tokens.set(user, token);
      return token;
    },
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
