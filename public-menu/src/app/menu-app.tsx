// The diners' menu page. The same component renders on the server (with the menu embedded) and in the
// browser, which hydrates it; without embedded data it loads the menu with one request. Everything that
// only the device knows (cart, table, visit, clock) is read after the first render, so hydration matches.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ALLERGEN_CODES } from '@menu/shared/allergens';
import { MENU_LANGUAGE_COOKIE, type OpenState, type PublicMenu } from '@menu/shared/menu';

type CategoryStates = Map<number, { availableNow: boolean; startsAt: string | null }>;
import { isRtl, loadTexts, uiText } from '../i18n/ui-text';
import { cartStorageKey, useCart } from '../features/cart/use-cart';
import { FloatingCart } from '../features/cart/components/floating-cart';
import { fetchMenu, MenuNotFoundError } from '../features/menu-data/fetch-menu';
import { loadCopy, saveCopy } from '../features/menu-data/offline-copy';
import { MenuHeader } from '../features/menu/components/menu-header';
import { MenuSections } from '../features/menu/components/menu-sections';
import {
  menuAllergens,
  NO_FILTERS,
  visibleSections,
  type Diet,
  type MenuFilters as Filters,
} from '../features/menu/search';
import { AllergenLegend, MenuFilters } from '../features/menu/components/menu-filters';
import { InfoBar } from '../features/open-state/components/info-bar';
import { themeFor, themeStyle } from '../features/theme/colors';
import { useQrVisit } from '../features/visit/use-qr-visit';
import { callText } from '../features/visit/call-text';
import { TableServiceBar, type CallsUnavailable } from '../features/visit/components/table-service-bar';
import { useTableCalls } from '../features/visit/use-table-calls';
import { parseMenuLocation, type MenuLocation } from './location';

export type MenuStatus = 'loading' | 'live' | 'offline' | 'sample' | 'notfound';

export interface MenuAppProps {
  restaurantId: number | null;
  /** Embedded by the server render; null when the page must fetch the menu itself. */
  initialMenu: PublicMenu | null;
  apiBase?: string;
  /** Called once the page reacts (after hydration): the boot script then replays a tap it held. */
  onReady?: () => void;
}

interface View {
  status: MenuStatus;
  menu: PublicMenu | null;
}

const NO_LOCATION: MenuLocation = { restaurantId: null, table: null, qr: null, lang: null };
/** The table's code from the address, read when a call is tapped (possibly before the app has read it). */
const readQr = () => parseMenuLocation(window.location.pathname, window.location.search).qr;

// Not needed for the first paint; fetched right after it so they are at hand later, even offline.
const loadSample = () => import(/* webpackChunkName: "later" */ '../features/menu-data/sample-menu');
const loadRecompute = () => import(/* webpackChunkName: "later" */ '../features/open-state/recompute');
// The sheets open only on a tap: they come with the same background chunk.
const loadSheets = () => import(/* webpackChunkName: "later" */ './sheets');
const ProductSheet = lazy(() => loadSheets().then((m) => ({ default: m.ProductSheet })));
const CartSheet = lazy(() => loadSheets().then((m) => ({ default: m.CartSheet })));
const WaiterSummary = lazy(() => loadSheets().then((m) => ({ default: m.WaiterSummary })));

export function MenuApp({ restaurantId, initialMenu, apiBase = '', onReady }: MenuAppProps) {
  const [view, setView] = useState<View>(
    initialMenu ? { status: 'live', menu: initialMenu } : { status: 'loading', menu: null },
  );
  const [where, setWhere] = useState<MenuLocation>(NO_LOCATION);
  const [now, setNow] = useState<Date | null>(null);
  const [liveOpenState, setLiveOpenState] = useState<{
    menu: PublicMenu;
    state: OpenState;
    categories: CategoryStates;
  } | null>(null);
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [productId, setProductId] = useState<number | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [switching, setSwitching] = useState(false);

  const menu = view.menu;
  const language = menu?.language ?? 'tr';
  const text = uiText(language);
  const cart = useCart(
    menu,
    restaurantId != null && where !== NO_LOCATION ? cartStorageKey(restaurantId, where.table) : null,
  );
  const openedProductCategory =
    productId === null ? null : (menu?.products.find((p) => p.id === productId)?.categoryId ?? null);
  useQrVisit(apiBase, where.qr, where.lang ?? menu?.language ?? '', categoryId ?? openedProductCategory);
  // Calls to staff: only from a table (the QR code in the address), when the restaurant takes them.
  const tableCalls = useTableCalls(
    apiBase,
    where.qr,
    view.status === 'live' && menu?.restaurant.acceptsCalls === true,
    readQr,
  );

  const load = useCallback(
    async (lang: string, keepOnFailure: boolean) => {
      if (restaurantId == null) return setView({ status: 'notfound', menu: null });
      const texts = loadTexts(lang).catch(() => undefined);
      try {
        const [menu] = await Promise.all([fetchMenu(apiBase, restaurantId, lang), texts]);
        setView({ status: 'live', menu });
      } catch (error) {
        if (error instanceof MenuNotFoundError) return setView({ status: 'notfound', menu: null });
        const copy = loadCopy(restaurantId, lang);
        if (copy) setView({ status: 'offline', menu: copy });
        else if (!keepOnFailure) {
          const { sampleMenu } = await loadSample();
          setView({ status: 'sample', menu: sampleMenu(restaurantId) });
        }
      }
    },
    [apiBase, restaurantId],
  );

  // First client render: where we are, the clock, and the menu when the server did not embed it.
  useEffect(() => {
    const loc = parseMenuLocation(window.location.pathname, window.location.search);
    setWhere(loc);
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    if (!initialMenu) void load(loc.lang ?? 'tr', false);
    const idle = setTimeout(() => void Promise.all([loadSample(), loadSheets()]).catch(() => undefined), 1500);
    return () => {
      clearInterval(timer);
      clearTimeout(idle);
    };
  }, [initialMenu, load]);

  const readyRef = useRef(onReady);
  useEffect(() => readyRef.current?.(), []);

  // Open/closed recomputed on the device every minute (the embedded answer may be a minute old).
  useEffect(() => {
    if (!menu || !now) return;
    let alive = true;
    loadRecompute()
      .then(
        ({ currentOpenState, currentCategoryStates }) =>
          alive &&
          setLiveOpenState({ menu, state: currentOpenState(menu, now), categories: currentCategoryStates(menu, now) }),
      )
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [menu, now]);

  // A live menu is this device's copy for the next time the network fails.
  useEffect(() => {
    if (view.status === 'live' && view.menu) saveCopy(view.menu);
  }, [view]);

  useEffect(() => {
    // Only on a change: touching <html> attributes restyles the whole page.
    const html = document.documentElement;
    const dir = isRtl(language) ? 'rtl' : 'ltr';
    if (html.lang !== language) html.lang = language;
    if (html.dir !== dir) html.dir = dir;
  }, [language]);

  const switchLanguage = async (code: string) => {
    setSwitching(true);
    await load(code, true);
    setSwitching(false);
    // Remembered for this restaurant's pages: the server draws the next visit in it at once.
    document.cookie = `${MENU_LANGUAGE_COOKIE}=${code}; path=/menu; max-age=31536000; samesite=lax`;
    const url = new URL(window.location.href);
    if (code === 'tr') url.searchParams.delete('lang');
    else url.searchParams.set('lang', code);
    window.history.replaceState(null, '', url);
  };

  // Stable for the memoised cards; they read the latest menu and cart through refs.
  const latest = useRef({ menu, cart, unavailable: new Map<number, string>() });
  latest.current = { menu, cart, unavailable: latest.current.unavailable };
  const addQuick = useCallback((id: number) => {
    const p = latest.current.menu?.products.find((x) => x.id === id);
    if (!p || !p.isAvailable || latest.current.unavailable.has(p.categoryId)) return;
    if (p.variants.length) setProductId(id);
    else latest.current.cart.add({ productId: id, variantId: null, addonIds: [], quantity: 1 });
  }, []);
  const removeOne = useCallback((id: number) => {
    const { cart: c } = latest.current;
    const last = [...c.lines].reverse().find((l) => l.productId === id);
    if (last) c.change(last.key, -1);
  }, []);

  // The allergen and contents words are part of the language's words.
  const contents = text;
  // Categories outside their time-of-day window: greyed with when they start; their dishes cannot be added.
  const live = liveOpenState?.menu === menu ? liveOpenState : null;
  const categoryStates = useMemo<CategoryStates | null>(
    () =>
      live
        ? live.categories
        : menu
          ? new Map(menu.categories.map((c) => [c.id, { availableNow: c.availableNow, startsAt: c.startsAt }]))
          : null,
    [live, menu],
  );
  const unavailable = useMemo(() => {
    const labels = new Map<number, string>();
    for (const [id, state] of categoryStates ?? [])
      if (!state.availableNow) labels.set(id, state.startsAt ? contents.startsAt(state.startsAt) : contents.notNow);
    return labels;
  }, [categoryStates, contents]);
  const allergens = useMemo(() => (menu ? menuAllergens(menu, ALLERGEN_CODES) : []), [menu]);
  const diets = useMemo(() => {
    const offered: Diet[] = [];
    if (menu?.products.some((p) => p.isVegetarian || p.isVegan)) offered.push('vegetarian');
    if (menu?.products.some((p) => p.isVegan)) offered.push('vegan');
    if (menu?.products.some((p) => p.isGlutenFree)) offered.push('glutenFree');
    return offered;
  }, [menu]);
  latest.current.unavailable = unavailable;
  const sections = useMemo(
    () => (menu ? visibleSections(menu, categoryId, query, filters) : []),
    [menu, categoryId, query, filters],
  );
  // Searching shows the first result: scrolled down, a short list would otherwise leave the diner at the footer.
  useEffect(() => {
    if (!query) return;
    const first = document.querySelector<HTMLElement>('.main .card, .main .empty');
    const header = document.querySelector<HTMLElement>('.header');
    if (!first || !header) return;
    const top = first.getBoundingClientRect().top;
    const below = header.getBoundingClientRect().bottom;
    if (top < below || top > window.innerHeight - 96)
      window.scrollTo({ top: Math.max(0, window.scrollY + top - below - 8) });
  }, [query]);
  const quantities = useMemo(() => {
    const map = new Map<number, number>();
    for (const line of cart.lines) map.set(line.productId, (map.get(line.productId) ?? 0) + line.quantity);
    return map;
  }, [cart.lines]);

  if (view.status === 'loading') {
    return (
      <div className="app">
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{text.loading}</p>
        </div>
      </div>
    );
  }
  if (view.status === 'notfound' || !menu) {
    return (
      <div className="app">
        <div className="empty not-found">
          <span className="empty-icon" aria-hidden="true">
            🍽️
          </span>
          <h1 className="empty-title">{text.notFoundTitle}</h1>
          <p>{text.notFoundHint}</p>
        </div>
      </div>
    );
  }

  const theme = themeFor(menu.restaurant.primaryColor, menu.restaurant.secondaryColor);
  const product = productId != null ? menu.products.find((p) => p.id === productId) : undefined;
  const emojiOf = (categoryIdOf: number) => menu.categories.find((c) => c.id === categoryIdOf)?.emoji ?? '🍽️';
  const openState = liveOpenState?.menu === menu ? liveOpenState.state : menu.openState;
  // A restaurant that wrote no hours for today has not said it is closed (the API takes calls then too). The
  // server render does not know the address: it offers the calls, and the boot script's mark on <html> hides
  // them (showing why) when the page was opened without a table, until hydration knows.
  const closedNow = !openState.isOpen && openState.today.source !== 'none';
  const callsUnavailable: CallsUnavailable = !menu.restaurant.acceptsCalls
    ? where.qr
      ? 'callsOff'
      : null
    : closedNow
      ? 'closed'
      : !where.qr
        ? where === NO_LOCATION
          ? 'unknownTable'
          : 'noTable'
        : null;

  return (
    <div className="app" style={themeStyle(theme)}>
      <MenuHeader
        menu={menu}
        text={text}
        query={query}
        onQuery={setQuery}
        categoryId={categoryId}
        onCategory={setCategoryId}
        cartCount={cart.count}
        onOpenCart={() => setCartOpen(true)}
      >
        <MenuFilters
          text={text}
          contents={contents}
          diets={diets}
          allergens={allergens}
          filters={filters}
          onFilters={setFilters}
        />
      </MenuHeader>
      <main className="main">
        {(view.status === 'offline' || view.status === 'sample') && (
          <div className={`notice notice-${view.status}`} role="alert">
            <p>{view.status === 'offline' ? text.offlineNotice : text.sampleNotice}</p>
            <button
              type="button"
              className="secondary-button"
              onClick={() => void load(language, view.status === 'offline')}
            >
              {text.retry}
            </button>
          </div>
        )}
        <InfoBar
          menu={menu}
          openState={openState}
          now={now ?? new Date()}
          text={text}
          onLanguage={(code) => void switchLanguage(code)}
          switching={switching}
        />
        {view.status === 'live' && (where.qr || menu.restaurant.acceptsCalls) && (
          <TableServiceBar
            text={callText(text)}
            calls={tableCalls}
            unavailable={callsUnavailable}
            now={now ?? new Date()}
          />
        )}
        <MenuSections
          sections={sections}
          text={text}
          contents={contents}
          unavailable={unavailable}
          quantities={quantities}
          onOpen={setProductId}
          onAdd={addQuick}
          onRemove={removeOne}
        />
      </main>
      <footer className="footer">
        <AllergenLegend contents={contents} allergens={allergens} />
        {view.status === 'live' && (
          <p>
            <a
              className="price-list-link"
              href={`${apiBase}/api/public/menu/${menu.restaurant.id}/price-list.pdf`}
              target="_blank"
              rel="noopener"
            >
              <span aria-hidden="true">📄 </span>
              {contents.priceList}
            </a>
          </p>
        )}
        {(menu.restaurant.address || menu.restaurant.phone) && (
          <p>
            {menu.restaurant.address}
            {menu.restaurant.phone && (
              <>
                {menu.restaurant.address && ' · '}
                <a href={`tel:${menu.restaurant.phone.replace(/[^\d+]/g, '')}`}>{menu.restaurant.phone}</a>
              </>
            )}
          </p>
        )}
        {where.qr && <p className="privacy">{text.privacy}</p>}
      </footer>
      {cart.count > 0 && !cartOpen && !summaryOpen && !product && (
        <FloatingCart count={cart.count} total={cart.total} text={text} onOpen={() => setCartOpen(true)} />
      )}
      <Suspense fallback={null}>
        {product && (
          <ProductSheet
            key={product.id}
            product={product}
            emoji={emojiOf(product.categoryId)}
            addons={menu.addons}
            text={text}
            contents={contents}
            blocked={unavailable.get(product.categoryId)}
            onAdd={cart.add}
            onClose={() => setProductId(null)}
          />
        )}
        {cartOpen && (
          <CartSheet
            lines={cart.lines}
            total={cart.total}
            text={text}
            onChange={cart.change}
            onClear={cart.clear}
            onOrder={() => {
              setCartOpen(false);
              setSummaryOpen(true);
            }}
            onClose={() => setCartOpen(false)}
            // No restaurant takes orders through the menu yet: the button shows the summary to the waiter.
            acceptsOrders={false}
            closed={!openState.isOpen}
          />
        )}
        {summaryOpen && (
          <WaiterSummary
            restaurantName={menu.restaurant.name}
            table={where.table}
            lines={cart.lines}
            total={cart.total}
            text={text}
            onClose={() => setSummaryOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
