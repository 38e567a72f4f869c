// The diners' menu page. The same component renders on the server (with the menu embedded) and in the
// browser, which hydrates it; without embedded data it loads the menu with one request. Everything that
// only the device knows (cart, table, visit, clock) is read after the first render, so hydration matches.
//
// This is where the diner's features meet, and only that: each feature is one hook call below (its state and
// effects live in its own folder) and its parts have one place in the page (the header, the bars above the
// sections, the footer, the sheets). A new feature adds its hook here and its part in the page, nothing else.
import { useEffect, useRef, useState } from 'react';
import type { PublicMenu } from '@menu/shared/menu';
import { uiText } from '../i18n/ui-text';
import { useDocumentLanguage } from '../i18n/use-document-language';
import { cartStorageKey, useCart } from '../features/cart/use-cart';
import { useCardButtons } from '../features/cart/use-card-buttons';
import { FloatingCart } from '../features/cart/components/floating-cart';
import { MenuNotice } from '../features/menu-data/components/menu-notice';
import { useMenuData } from '../features/menu-data/use-menu-data';
import { MenuFilters } from '../features/menu/components/menu-filters';
import { MenuHeader } from '../features/menu/components/menu-header';
import { MenuSections } from '../features/menu/components/menu-sections';
import { useMenuBrowse } from '../features/menu/use-menu-browse';
import { InfoBar } from '../features/open-state/components/info-bar';
import { useClock } from '../features/open-state/use-clock';
import { useOpenState } from '../features/open-state/use-open-state';
import { themeFor, themeStyle } from '../features/theme/colors';
import { callText } from '../features/visit/call-text';
import { callsUnavailable } from '../features/visit/calls-unavailable';
import { TableServiceBar } from '../features/visit/components/table-service-bar';
import { useQrVisit } from '../features/visit/use-qr-visit';
import { useTableCalls } from '../features/visit/use-table-calls';
import { visitProof } from '../features/visit/qr-visit';
import { MyOrders } from '../features/orders/components/my-orders';
import { useTableOrders } from '../features/orders/use-table-orders';
import { usePreloadLater } from './later';
import { MenuFooter } from './menu-footer';
import { MenuSheets } from './menu-sheets';
import { MenuLoading, MenuNotFound } from './menu-states';
import { readLocation, useMenuLocation } from './use-menu-location';
import { usePageStream } from './use-page-stream';
import { useSheets } from './use-sheets';

export type { MenuStatus } from '../features/menu-data/use-menu-data';

export interface MenuAppProps {
  restaurantId: number | null;
  /** Embedded by the server render; null when the page must fetch the menu itself. */
  initialMenu: PublicMenu | null;
  apiBase?: string;
  /** Called once the page reacts (after hydration): the boot script then replays a tap it held. */
  onReady?: () => void;
}

/** The language and the table's code from the address, read when needed (possibly before the app has read it). */
const readLanguage = () => readLocation().lang;
const readQr = () => readLocation().qr;

export function MenuApp({ restaurantId, initialMenu, apiBase = '', onReady }: MenuAppProps) {
  // The page's frame: where it was opened, the clock, the menu and the language it is read in.
  const { where, located } = useMenuLocation();
  const now = useClock();
  const data = useMenuData({ restaurantId, initialMenu, apiBase, readLanguage });
  const { menu, status } = data;
  const text = uiText(menu?.language ?? 'tr');
  useDocumentLanguage(menu?.language ?? 'tr');
  usePreloadLater();
  const readyRef = useRef(onReady);
  useEffect(() => readyRef.current?.(), []);

  // The features.
  const browse = useMenuBrowse(menu);
  const sheets = useSheets();
  const { openState, unavailable } = useOpenState(menu, now, text);
  const cart = useCart(menu, restaurantId != null && located ? cartStorageKey(restaurantId, where.table) : null);
  const cardButtons = useCardButtons(menu, cart, unavailable, sheets.openProduct);
  const openedProductCategory =
    sheets.productId === null ? null : (menu?.products.find((p) => p.id === sheets.productId)?.categoryId ?? null);
  useQrVisit(apiBase, where.qr, where.lang ?? menu?.language ?? '', browse.categoryId ?? openedProductCategory);
  // Calls to staff: only from a table (the QR code in the address), when the restaurant takes them.
  const live = status === 'live';
  const [streaming, setStreaming] = useState(false);
  const tableCalls = useTableCalls(
    apiBase,
    where.qr,
    live && menu?.restaurant.acceptsCalls === true,
    readQr,
    streaming,
  );
  // Orders to staff: from a table, when the restaurant takes them (the rounds stay listed while it is closed).
  const takesOrders = live && menu?.restaurant.acceptsOrders === true && Boolean(where.qr);
  const tableOrders = useTableOrders(apiBase, where.qr, takesOrders, visitProof, streaming);
  // The page's one live stream: the menu's changes, the table's calls and the visit's orders.
  usePageStream(apiBase, restaurantId, where.qr, live, data.refresh, tableCalls, tableOrders, setStreaming);

  if (status === 'loading') return <MenuLoading text={text} />;
  if (status === 'notfound' || !menu || !openState) return <MenuNotFound text={text} />;

  const { acceptsCalls } = menu.restaurant;
  const productOpen = menu.products.some((p) => p.id === sheets.productId);
  const sheetOpen = sheets.cartOpen || sheets.summaryOpen || sheets.reviewOpen || productOpen;
  return (
    <div className="app" style={themeStyle(themeFor(menu.restaurant.primaryColor, menu.restaurant.secondaryColor))}>
      <MenuHeader menu={menu} text={text} browse={browse} cartCount={cart.count} onOpenCart={sheets.openCart}>
        <MenuFilters text={text} browse={browse} />
      </MenuHeader>
      <main className="main">
        <MenuNotice status={status} text={text} onRetry={data.retry} />
        <InfoBar
          menu={menu}
          openState={openState}
          now={now ?? new Date()}
          text={text}
          onLanguage={(code) => void data.switchLanguage(code)}
          switching={data.switching}
        />
        {live && (where.qr || acceptsCalls) && (
          <TableServiceBar
            text={callText(text)}
            calls={tableCalls}
            unavailable={callsUnavailable({ acceptsCalls, qr: where.qr, located, openState })}
            now={now ?? new Date()}
          />
        )}
        {takesOrders && <MyOrders orders={tableOrders.orders} text={text} />}
        <MenuSections
          sections={browse.sections}
          text={text}
          unavailable={unavailable}
          quantities={cardButtons.quantities}
          onOpen={sheets.openProduct}
          onAdd={cardButtons.addQuick}
          onRemove={cardButtons.removeOne}
        />
      </main>
      <MenuFooter
        menu={menu}
        text={text}
        allergens={browse.allergens}
        live={live}
        fromTable={Boolean(where.qr)}
        apiBase={apiBase}
      />
      {cart.count > 0 && !sheetOpen && (
        <FloatingCart count={cart.count} total={cart.total} text={text} onOpen={sheets.openCart} />
      )}
      <MenuSheets
        menu={menu}
        sheets={sheets}
        cart={cart}
        text={text}
        unavailable={unavailable}
        openState={openState}
        table={where.table}
        // A restaurant that wrote no hours for today has not said it is closed (as the server decides).
        orders={takesOrders && (openState.isOpen || openState.today.source === 'none') ? tableOrders : null}
      />
    </div>
  );
}
