// Runs the authorization matrix (matrix.ts) on one app with fresh fixtures, and checks that every /api
// route the app registers has a row, so a new route cannot ship without its expected answers.
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { loadOpenApiContract } from '../helpers/openapi-contract';
import { SHARED_READS, UNDOCUMENTED } from './contract';
import { createTestApp, FIXTURE_PASSWORD, FIXTURE_USERS, type TestApp } from '../helpers/test-app';
import {
  createSideFixture,
  garsonExpectation,
  MATRIX,
  type Actor,
  type MatrixContext,
  type MatrixRow,
  type PerSide,
  type Side,
  type SideFixture,
  type Target,
} from './matrix';

// Every route the app registers, seen through an onRoute hook added as soon as the instance exists.
const mockRegisteredRoutes: Array<{ method: string; url: string }> = [];
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const factory = (options: unknown) => {
    const app = actual(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) mockRegisteredRoutes.push({ method, url: route.url });
    });
    return app;
  };
  return Object.assign(factory, actual, { default: factory, fastify: factory });
});

const ACTORS: Actor[] = ['anon', 'manager', 'admin', 'superAdmin', 'garson'];
const LOGIN = { manager: 'managerA', admin: 'adminA', superAdmin: 'superAdmin', garson: 'garsonA' } as const;
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const key = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase().replace(/\/$/, '') || '/'}`;
const sided = (row: MatrixRow) => Object.values(row.expect).some((v) => Array.isArray(v));
const expectationOf = (row: MatrixRow, actor: Actor): PerSide =>
  actor === 'garson' ? garsonExpectation(row.expect) : row.expect[actor];

/**
 * A text/event-stream over real HTTP (app.inject waits for an end that never comes): the status, headers and
 * first bytes, as much of an answer as the contract checks read.
 */
async function streamAnswer(base: string, url: string, token: string | undefined): Promise<LightMyRequestResponse> {
  const controller = new AbortController();
  const res = await fetch(`${base}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  let body = '';
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const { value } = await reader.read();
    body = Buffer.from(value ?? []).toString();
    controller.abort();
  } else {
    body = await res.text();
  }
  const headers = Object.fromEntries(res.headers.entries());
  return {
    statusCode: res.status,
    headers,
    body,
    rawPayload: Buffer.from(body),
    payload: body,
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse;
}
const expectedFor = (value: PerSide, side: Side) => (Array.isArray(value) ? value[side === 'own' ? 0 : 1] : value);

describe('authorization matrix', () => {
  let t: TestApp;
  let fixtures: Record<Side, SideFixture>;
  const tokens: Partial<Record<Actor, string>> = {};
  const actorIds: Partial<Record<Actor, number>> = {};
  let counter = 0;
  let base = '';
  /** Every answer of the run, for the contract checks after the table. */
  const answers: Array<{ row: MatrixRow; url: string; res: LightMyRequestResponse }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = { own: await createSideFixture(t, 'own'), other: await createSideFixture(t, 'other') };
    for (const actor of ['manager', 'admin', 'superAdmin', 'garson'] as const) {
      tokens[actor] = await t.login(LOGIN[actor]);
      actorIds[actor] = t.users[LOGIN[actor]];
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function call(row: MatrixRow, actor: Actor, side: Side): Promise<number> {
    const c: MatrixContext = {
      app: t,
      actor,
      actorUserId: actorIds[actor] ?? null,
      side,
      fx: fixtures[side],
      fixtures,
      unique: () => ++counter,
    };
    const target: Target | null = row.setup
      ? await row.setup(c)
      : row.record
        ? { id: c.fx[row.record] as number }
        : null;
    const url = row.url ? row.url(c, target) : row.path.replace(/:[A-Za-z]+/, String(target?.id ?? ''));
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (row.upload) {
      const boundary = '----matris-sinir';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="matris-${c.unique()}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    } else if (row.importFile) {
      const boundary = '----matris-sinir';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="katalog.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(row.importFile(c)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    } else if (row.body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(row.body(c, target));
    }
    let token = tokens[actor];
    if (row.freshSession && actor !== 'anon') {
      const username = FIXTURE_USERS[LOGIN[actor]].username;
      token = (
        await t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password: FIXTURE_PASSWORD } })
      ).json().token;
    }
    if (row.stream && !base) base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = row.stream
      ? await streamAnswer(base, url, token)
      : await t.request({ method: row.method, url, headers, payload, token });
    if (
      row.ownRowsOnly &&
      (actor === 'manager' || actor === 'admin') &&
      res.statusCode === 200 &&
      String(res.headers['content-type']).startsWith('application/json')
    ) {
      const json = res.json() as unknown;
      const items = Array.isArray(json)
        ? json
        : Array.isArray((json as { items?: unknown[] }).items)
          ? (json as { items: unknown[] }).items
          : [];
      const foreign = items.filter(
        (item) => (item as { restaurantId?: number }).restaurantId === fixtures.other.restaurantId,
      );
      expect([url, actor, foreign]).toEqual([url, actor, []]);
    }
    answers.push({ row, url, res });
    return res.statusCode;
  }

  it.each(MATRIX.map((row) => [`${row.method} ${row.path}${row.label ? ` (${row.label})` : ''}`, row] as const))(
    '%s answers each role and restaurant as the table says',
    async (_name, row) => {
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const actor of ACTORS) {
        const sides: Side[] = actor !== 'anon' && sided(row) ? ['own', 'other'] : ['own'];
        for (const side of sides) {
          const label = sides.length === 1 ? actor : `${actor} ${side === 'own' ? 'A' : 'B'}`;
          expected[label] = expectedFor(expectationOf(row, actor), side);
          actual[label] = await call(row, actor, side);
        }
      }
      expect(actual).toEqual(expected);
    },
  );

  it('has a row for every /api route the app registers, and no row for a route that does not exist', () => {
    const registered = new Set(
      mockRegisteredRoutes
        .filter((r) => /^\/api(\/|$)/i.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => key(r.method, r.url)),
    );
    const table = new Set(MATRIX.map((row) => key(row.method, row.path)));
    expect(registered.size).toBeGreaterThan(20);
    expect([...registered].filter((k) => !table.has(k)).sort()).toEqual([]);
    expect([...table].filter((k) => !registered.has(k)).sort()).toEqual([]);
  });

  // The published reference is part of the contract: every answer the table got (every operation, every
  // role, both restaurants) must be documented with its status, content type and schema.
  it('answers as the published OpenAPI reference documents, and the table calls every documented operation', async () => {
    const contract = await loadOpenApiContract(t);
    const problems = answers
      .filter((a) => !UNDOCUMENTED.has(a.row.path))
      .flatMap((a) => contract.check(a.row.method, a.url, a.res));
    expect([...new Set(problems)]).toEqual([]);
    expect(contract.uncalled()).toEqual([]);
    expect(answers.length).toBeGreaterThan(300);
  });

  // One contract with the remotes: each read route's answer parses with the schema @menu/shared gives the
  // screens, and carries every field that schema reads (none filled by a default).
  it('answers every read route with what the shared schema of its screen reads', () => {
    const reads = answers.filter(
      (a) => a.row.method === 'GET' && a.res.statusCode === 200 && !UNDOCUMENTED.has(a.row.path),
    );
    const unmapped = [...new Set(reads.map((a) => a.row.path))].filter((path) => !(path in SHARED_READS));
    expect(unmapped).toEqual([]);
    const problems = reads.flatMap((a) => SHARED_READS[a.row.path]!(a.res, a.url).map((p) => `GET ${a.url}: ${p}`));
    expect([...new Set(problems)]).toEqual([]);
    expect(reads.length).toBeGreaterThan(60);
  });
});
