// Catalogue figures, printed, never asserted. With 2,000 products in one restaurant:
// - GET /api/Products over loopback HTTP (SuperAdmin, every product), next to the same call with the demo's
//   23 products measured in the same run;
// - the products screen's first render of its grid in jsdom + React 19 (the real screen, the real API):
//   from mounting to the first page of cards in the DOM, with the list already cached and from a cold cache,
//   next to rendering all 2,000 cards at once (what the screen would cost without pagination).
import { rmSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { signIn, startApi, tempDataDir } from './support.mjs';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 2000);
const runs = 15;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${n.toFixed(1)} ms`;

const dataDir = tempDataDir();
const api = await startApi({ dataDir });
try {
  const { token, user } = await signIn(api.baseUrl);
  const auth = { authorization: `Bearer ${token}` };

  async function timeList() {
    const times = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await fetch(`${api.baseUrl}/api/Products`, { headers: auth });
      const body = await res.text();
      times.push(performance.now() - t0);
      bytes = body.length;
      count = JSON.parse(body).length;
    }
    return { median: median(times), best: Math.min(...times), bytes, count };
  }

  const small = await timeList();

  // Fill restaurant 1 up to 2,000 products through the API (8 requests in flight).
  const products = await (await fetch(`${api.baseUrl}/api/Products`, { headers: auth })).json();
  const restaurantId = products[0].restaurantId;
  const categoryIds = [...new Set(products.filter((p) => p.restaurantId === restaurantId).map((p) => p.categoryId))];
  const have = products.filter((p) => p.restaurantId === restaurantId).length;
  let next = 0;
  const seedStart = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < TARGET - have; i = next++) {
        const res = await fetch(`${api.baseUrl}/api/Products`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            restaurantId,
            categoryId: categoryIds[i % categoryIds.length],
            name: `Deneme Ürünü ${i + 1}`,
            description: 'Ölçüm için eklenen ürün, kısa bir açıklama ile.',
            price: 50 + (i % 400),
            ingredients: 'Un, su, tuz',
            calories: 300,
            preparationTime: 10,
            isVegetarian: i % 3 === 0,
            isSpicy: i % 5 === 0,
            spicyLevel: i % 5 === 0 ? 2 : 0,
            displayOrder: i,
          }),
        });
        if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const large = await timeList();
  console.log(
    `seeded ${TARGET - have} products in ${seedSeconds.toFixed(1)} s (${((TARGET - have) / seedSeconds).toFixed(0)} creates/s)`,
  );
  console.log(
    `GET /api/Products, ${small.count} products (demo): median ${ms(small.median)}, best ${ms(small.best)}, ${(small.bytes / 1024).toFixed(0)} KB`,
  );
  console.log(
    `GET /api/Products, ${large.count} products (${TARGET} in one restaurant): median ${ms(large.median)}, best ${ms(large.best)}, ${(large.bytes / 1024).toFixed(0)} KB; ratio to the demo list ${(large.median / small.median).toFixed(1)}x for ${(large.count / small.count).toFixed(0)}x the rows`,
  );

  // --- The products screen in jsdom, signed in against the same API. ---
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: api.baseUrl,
    pretendToBeVisual: true,
  });
  const w = dom.window;
  for (const key of Object.getOwnPropertyNames(w)) {
    if (!(key in globalThis)) {
      try {
        globalThis[key] = w[key];
      } catch {
        /* read-only */
      }
    }
  }
  Object.assign(globalThis, {
    window: w,
    document: w.document,
    navigator: w.navigator,
    location: w.location,
    localStorage: w.localStorage,
    getComputedStyle: (el) => w.getComputedStyle(el),
  });
  w.matchMedia = globalThis.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  w.ResizeObserver = globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  w.scrollTo = globalThis.scrollTo = () => undefined;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  // React warns through console.error in jsdom for things a browser ignores; keep the figures readable.
  const quiet = console.error;
  console.error = (...a) => {
    if (process.env.BENCH_DEBUG) quiet(...a);
  };

  const React = await import('react');
  // tsx compiles the screen's TSX with the classic runtime here (no tsconfig at the root): it needs a global React.
  globalThis.React = React;
  const { createRoot } = await import('react-dom/client');
  const shared = await import('@menu/shared');
  const { AppProviders, productsQueryOptions, categoriesQueryOptions } = await import('@menu/shared/ui');
  const { QueryClient } = await import('@tanstack/react-query');
  // The remote's public module (its package exports), never its internal files.
  const { default: ProductsPage, PRODUCTS_PAGE_SIZE, ProductCard } = await import('@menu/mfe-catalog/ProductsScreen');

  shared.tokenStorage.set(token);
  const parsedUser = shared.UserSchema.parse(user);
  const restaurants = await shared.apiClient.get('/restaurants', shared.listOf(shared.RestaurantSchema));
  shared.sessionStore.setState({
    status: 'authenticated',
    token,
    user: parsedUser,
    restaurants,
    restaurantsStatus: 'ready',
  });

  const cards = () => w.document.querySelectorAll('[role="article"]').length;
  async function until(predicate) {
    for (;;) {
      if (predicate()) return;
      await new Promise((r) => setTimeout(r, 1));
    }
  }
  async function mount(element, done) {
    const host = w.document.createElement('div');
    w.document.body.appendChild(host);
    const root = createRoot(host);
    const t0 = performance.now();
    root.render(element);
    await until(done);
    const took = performance.now() - t0;
    root.unmount();
    host.remove();
    return took;
  }
  const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

  // Cold: the screen fetches both lists from the API itself.
  const cold = [];
  for (let i = 0; i < 3; i++)
    cold.push(
      await mount(
        React.createElement(AppProviders, { queryClient: fresh() }, React.createElement(ProductsPage)),
        () => cards() >= PRODUCTS_PAGE_SIZE,
      ),
    );

  // Warm: the lists are already in the cache (a second visit to the tab).
  const scope = { id: parsedUser.id, role: parsedUser.role };
  const data = await fresh().fetchQuery(productsQueryOptions(scope));
  const categories = await fresh().fetchQuery(categoriesQueryOptions(scope));
  const warmClient = () => {
    const c = fresh();
    c.setQueryData(productsQueryOptions(scope).queryKey, data);
    c.setQueryData(categoriesQueryOptions(scope).queryKey, categories);
    return c;
  };
  const warm = [];
  for (let i = 0; i < 3; i++)
    warm.push(
      await mount(
        React.createElement(AppProviders, { queryClient: warmClient() }, React.createElement(ProductsPage)),
        () => cards() >= PRODUCTS_PAGE_SIZE,
      ),
    );

  // Without pagination: every card at once, same component, same providers.
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const noop = () => undefined;
  const all = [];
  for (let i = 0; i < 1; i++) {
    all.push(
      await mount(
        React.createElement(
          AppProviders,
          { queryClient: fresh() },
          React.createElement(
            'div',
            null,
            ...data.map((p) =>
              React.createElement(ProductCard, {
                key: p.id,
                product: p,
                categoryName: names.get(p.categoryId) ?? '',
                onEdit: noop,
                onToggle: noop,
                onDelete: noop,
              }),
            ),
          ),
        ),
        () => cards() >= data.length,
      ),
    );
  }
  console.error = quiet;
  console.log(
    `products screen, first render of the grid (${PRODUCTS_PAGE_SIZE} of ${data.length} cards, jsdom): median ${ms(median(warm))} with the list cached, ${ms(median(cold))} from a cold cache (fetch + parse + render)`,
  );
  console.log(
    `rendering all ${data.length} cards at once instead (one run): ${ms(median(all))}, ${(median(all) / median(warm)).toFixed(0)}x the paginated first render`,
  );
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
