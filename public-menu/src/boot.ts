// The server-rendered menu is readable and scrollable without any script. This small script (about 1.5 KB)
// counts the QR visit at once and hydrates the interactive part (search, filters, cart, sheets, language switch)
// on the diner's first interaction: a touch, a key, focus on the search box. When the page has settled it
// fetches that script at the lowest priority (network only, nothing runs), so the first tap costs only the
// hydration itself and the JavaScript never competes with the first paint or the photos on a slow phone.
// A tap or a language change made before hydration is held and replayed on the hydrated element.
// Served beside the main script by the server render only (the client-rendered fallback loads main directly).
import { apiBaseFromDocument, parseMenuLocation } from './app/location';
import { hasStoredCart } from './features/cart/storage-key';
import { startQrVisit } from './features/visit/qr-visit';

const current = document.currentScript as HTMLScriptElement | null;
const main = current?.dataset.main;

if (main) {
  const where = parseMenuLocation(window.location.pathname, window.location.search);
  // Calls to staff are offered only at a table: the server-rendered buttons show or hide by this mark.
  document.documentElement.dataset.table = where.qr ? 'yes' : 'no';
  startQrVisit(apiBaseFromDocument(document), where.qr, where.lang ?? document.documentElement.lang);

  let requested = false;
  let hydrated = false;
  let heldClick: HTMLElement | null = null;
  let heldChange: HTMLElement | null = null;
  const wakeEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

  const load = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  };
  for (const type of wakeEvents) document.addEventListener(type, load, { capture: true, passive: true });

  // Clicks on the app's controls and changes of the language switch before hydration: kept, replayed after.
  const holdClick = (event: Event) => {
    if (hydrated) return;
    const control = (event.target as Element | null)?.closest?.('button, .card-media') as HTMLElement | null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    load();
  };
  const holdChange = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLSelectElement)) return;
    event.stopImmediatePropagation();
    heldChange = event.target;
    load();
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('change', holdChange, true);

  document.addEventListener(
    'menu:hydrated',
    () => {
      hydrated = true;
      for (const type of wakeEvents) document.removeEventListener(type, load, true);
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('change', holdChange, true);
      // Text typed while the script loaded is in the box but not yet in the app's state.
      const typed = document.activeElement;
      if (typed instanceof HTMLInputElement && typed.value) typed.dispatchEvent(new Event('input', { bubbles: true }));
      if (heldChange?.isConnected) heldChange.dispatchEvent(new Event('change', { bubbles: true }));
      if (heldClick?.isConnected) heldClick.click();
      heldClick = heldChange = null;
    },
    { once: true },
  );

  // A diner coming back to a cart they started: hydrate now, so the cart button is there without a tap.
  if (where.restaurantId != null && hasStoredCart(where.restaurantId, where.table)) load();

  const prefetch = () => {
    if (requested) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = main;
    document.head.appendChild(link);
  };
  const whenIdle = () => {
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number })
      .requestIdleCallback;
    setTimeout(() => (idle ? idle(prefetch, { timeout: 2000 }) : prefetch()), 1000);
  };
  // Until the app runs, this page still hears its menu's changes: a light stream of its own, opened once the
  // page has settled and closed while the tab is hidden. A change loads the app (which reads the menu again:
  // the mark below says the page on screen is stale); a browser without EventSource loads the app, which polls.
  let live: EventSource | null = null;
  const listen = () => {
    if (requested || live || where.restaurantId == null || document.visibilityState === 'hidden') return;
    if (typeof EventSource === 'undefined') return load();
    live = new EventSource(`${apiBaseFromDocument(document)}/api/public/menu/${where.restaurantId}/live`);
    live.addEventListener('menu', () => {
      document.documentElement.dataset.menuStale = 'yes';
      stopListening();
      load();
    });
  };
  const stopListening = () => {
    live?.close();
    live = null;
  };
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' || requested ? stopListening() : listen(),
  );
  // The app opens its own stream: this one closes as soon as the app's script is asked for.
  document.addEventListener('menu:hydrated', stopListening, { once: true });
  for (const type of wakeEvents) document.addEventListener(type, stopListening, { capture: true, passive: true });

  const settled = () => {
    whenIdle();
    setTimeout(listen, 1000);
  };
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}

export {};
