// Reliability drill 1, generated bad input: for every route the app serves, fast-check generates
// requests from the route's zod schemas and mutations of them (missing, extra and mistyped fields, hostile
// text and numbers, malformed JSON, wrong content types, oversized bodies, path ids that are not numbers)
// and sends them through app.inject. Never a 5xx; a rejection is a 4xx in the error shape with Turkish
// texts; the database is unchanged by every rejected request; stored text reads back byte for byte, in
// the API and in the server-rendered menu page. FUZZ_SEED=<n> replays a run; FUZZ_SCALE=<n> runs n times deeper.
// `npm run drills` runs it whole (FUZZ_SCALE=1: 10,000+ requests) on PGlite and PostgreSQL (FUZZ_BOTH=1);
// `npm test` runs a quarter of it (every route still fuzzed, 2,500+ requests, a new seed each run) once: on
// PostgreSQL when the run has one (the api-pg project), else on PGlite. Answers to bad input are the same
// code's on both; what differs by database (constraints, stored text) has its own tests on both.
import fc from 'fast-check';
import { CategoryRequest, ProductRequest, RestaurantRequest } from '@menu/shared/contract';
import type { PublicMenu } from '@menu/shared/contract';
import { createFingerprinter, listRoutes, routeKey, scanPage, type AppRoute } from './fuzz/inspect';
import { describeFindings, Drill } from './fuzz/drill';
import { buildSpecs, headSpec, UNMATCHED_KEY, type RouteSpec } from './fuzz/route-specs';
import { createDrillApp, createMenuRecords, type DrillApp } from './fuzz/sandbox';
import { storableText } from './fuzz/values';
import { testBackend } from '../helpers/database';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
/** FUZZ_SCALE=5 sends five times as many requests per route (a deeper run outside `npm test`). */
const SCALE = Math.max(0.25, Number(process.env.FUZZ_SCALE ?? 0.25));
/** MENU_TEST_PG_URL: the api-pg project's global setup started a PostgreSQL for this run (set before any worker). */
const RUNS_HERE = process.env.FUZZ_BOTH === '1' || testBackend() === 'postgres' || !process.env.MENU_TEST_PG_URL;
const describeDrill = RUNS_HERE ? describe : describe.skip;
const GROUPS = [
  'auth, health and docs',
  'restaurants',
  'catalogue',
  'QR codes and access logs',
  'hours, special days and translations',
  'users and uploads',
  'public menu and page',
];
const UNMATCHED_RUNS = 150;
const MIN_TOTAL = Math.round(10_000 * Math.min(1, SCALE));

describeDrill('drill 1: generated bad input', () => {
  let d: DrillApp;
  let drill: Drill;
  let specs: Map<string, RouteSpec>;
  let routes: AppRoute[];
  const started = Date.now();

  beforeAll(async () => {
    d = await createDrillApp();
    drill = new Drill(d.t, d.tokens, d.ids, await createFingerprinter(d.t.db));
    await drill.start();
    specs = new Map();
    for (const built of buildSpecs(d.ids)) {
      const spec = { ...built, runs: Math.max(1, Math.round(built.runs * SCALE)) };
      specs.set(routeKey(spec.method, spec.path), spec);
      if (spec.method === 'GET') specs.set(routeKey('HEAD', spec.path), headSpec(spec));
    }
    routes = listRoutes(d.t.app);
  }, 120_000);

  afterAll(async () => {
    if (drill) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const statuses = [...drill.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(
        `drill 1 (generated bad input): ${drill.total} requests over ${drill.perRoute.size - 1} routes in ${seconds} s, seed ${SEED}, ${(drill.injectMs / 1000).toFixed(1)} s answering, ${drill.fingerprints} database fingerprints (${(drill.fingerprintMs / 1000).toFixed(1)} s); answers ${statuses}`,
      );
    }
    await d?.close();
  });

  it('has a generator for every route the app serves, and none for a route it does not serve', () => {
    // The parse of Fastify's route tree is right: every route it yields is one Fastify has.
    expect(
      routes.filter((r) => !d.t.app.hasRoute({ method: r.method as 'GET', url: r.path === '*' ? '/*' : r.path })),
    ).toEqual([]);
    const served = new Set(routes.map((r) => routeKey(r.method, r.path)));
    expect(served.size).toBeGreaterThan(100);
    expect([...served].filter((k) => !specs.has(k)).sort()).toEqual([]);
    expect([...specs.keys()].filter((k) => !served.has(k)).sort()).toEqual([]);
  });

  it.each(GROUPS)(
    '%s: never a 5xx, rejections in the Turkish error shape, the database kept on rejection, text stored as sent',
    async (group) => {
      const keys = [...specs.entries()].filter(([, s]) => s.group === group).map(([k]) => k);
      expect(keys.length).toBeGreaterThan(0);
      let i = 0;
      for (const key of keys) await drill.runSpec(specs.get(key)!, key, SEED + i++);
      const findings = drill.findingsOf(new Set([...keys, 'batch']));
      expect(describeFindings(findings, SEED)).toBe('');
    },
    240_000 * Math.max(1, SCALE),
  );

  it('answers requests no route matches with a Turkish 404 in the error shape', async () => {
    await drill.runUnmatched(Math.round(UNMATCHED_RUNS * SCALE), SEED, UNMATCHED_KEY);
    expect(describeFindings(drill.findingsOf(new Set([UNMATCHED_KEY, 'batch'])), SEED)).toBe('');
  }, 60_000);

  it(`fuzzed every route and sent at least ${MIN_TOTAL} generated requests in all`, () => {
    const starved = [...specs.entries()]
      .filter(([key, s]) => (drill.perRoute.get(key) ?? 0) < s.runs)
      .map(([key]) => `${key}: ${drill.perRoute.get(key) ?? 0}`);
    expect(starved).toEqual([]);
    expect(drill.total).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('renders generated restaurant, category and product text in the menu page escaped, and byte for byte', async () => {
    const { t, tokens } = d;
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url, payload, token: tokens.super });
      expect(res.statusCode).toBe(201);
      return Number(res.json().id);
    };
    const { restaurant, category, product } = await createMenuRecords(post, {
      restaurant: { name: 'Sayfa Lokantası' },
      category: 'Kategori',
      product: 'Ürün',
      price: 10,
    });
    const plain = scanPage((await t.request({ method: 'GET', url: `/menu/${restaurant}` })).body);
    expect(plain.problems).toEqual([]);
    expect(plain.data).not.toBeNull();

    const texts = fc.record({
      name: storableText(200),
      description: storableText(2000),
      address: storableText(500),
      categoryName: storableText(100),
      categoryDescription: storableText(1000),
      productName: storableText(200),
      productDescription: storableText(2000),
      ingredients: storableText(2000),
    });
    await fc.assert(
      fc.asyncProperty(texts, async (x) => {
        const put = async (url: string, payload: Record<string, unknown>) => {
          const res = await t.request({ method: 'PUT', url, payload, token: tokens.super });
          expect(res.statusCode).toBe(200);
        };
        await put(`/api/restaurants/${restaurant}`, { name: x.name, description: x.description, address: x.address });
        await put(`/api/categories/${category}`, {
          restaurantId: restaurant,
          name: x.categoryName,
          description: x.categoryDescription,
        });
        await put(`/api/products/${product}`, {
          name: x.productName,
          description: x.productDescription,
          ingredients: x.ingredients,
        });
        const expected = {
          restaurant: RestaurantRequest.parse({ name: x.name, description: x.description, address: x.address }),
          category: CategoryRequest.parse({
            restaurantId: restaurant,
            name: x.categoryName,
            description: x.categoryDescription,
          }),
          product: ProductRequest.parse({
            restaurantId: restaurant,
            categoryId: category,
            price: 10,
            name: x.productName,
            description: x.productDescription,
            ingredients: x.ingredients,
          }),
        };

        const res = await t.request({ method: 'GET', url: `/menu/${restaurant}` });
        expect(res.statusCode).toBe(200);
        const page = scanPage(res.body);
        expect(page.problems).toEqual([]);
        expect(page.scripts).toBe(plain.scripts);
        expect(page.title).toBe(`${expected.restaurant.name} · Menü`);
        const menu = page.data as PublicMenu;
        expect(menu.restaurant).toMatchObject({
          name: expected.restaurant.name,
          description: expected.restaurant.description,
          address: expected.restaurant.address,
        });
        expect(menu.categories.find((c) => c.id === category)).toMatchObject({
          name: expected.category.name,
          description: expected.category.description,
        });
        expect(menu.products.find((p) => p.id === product)).toMatchObject({
          name: expected.product.name,
          description: expected.product.description,
          ingredients: expected.product.ingredients,
        });
        // The JSON API gives the same text back.
        const api = (await t.request({ method: 'GET', url: `/api/public/menu/${restaurant}` })).json() as PublicMenu;
        expect(api.restaurant.name).toBe(expected.restaurant.name);
        expect(api.products.find((p) => p.id === product)?.ingredients).toBe(expected.product.ingredients);
      }),
      { numRuns: 40, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
