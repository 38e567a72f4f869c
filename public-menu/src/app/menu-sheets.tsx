// The sheets over the menu (a dish, the cart, the waiter's summary), loaded with the background chunk.
import { Suspense } from 'react';
import type { OpenState, PublicMenu } from '@menu/shared/menu';
import type { CartApi } from '../features/cart/use-cart';
import type { MenuText } from '../i18n/ui-text';
import { CartSheet, ProductSheet, WaiterSummary } from './later';
import type { Sheets } from './use-sheets';

interface MenuSheetsProps {
  menu: PublicMenu;
  sheets: Sheets;
  cart: CartApi;
  text: MenuText;
  unavailable: Map<number, string>;
  openState: OpenState;
  table: string | null;
}

export function MenuSheets({ menu, sheets, cart, text, unavailable, openState, table }: MenuSheetsProps) {
  const product = sheets.productId != null ? menu.products.find((p) => p.id === sheets.productId) : undefined;
  const emojiOf = (categoryId: number) => menu.categories.find((c) => c.id === categoryId)?.emoji ?? '🍽️';
  return (
    <Suspense fallback={null}>
      {product && (
        <ProductSheet
          key={product.id}
          product={product}
          emoji={emojiOf(product.categoryId)}
          addons={menu.addons}
          text={text}
          contents={text}
          blocked={unavailable.get(product.categoryId)}
          onAdd={cart.add}
          onClose={sheets.closeProduct}
        />
      )}
      {sheets.cartOpen && (
        <CartSheet
          lines={cart.lines}
          total={cart.total}
          text={text}
          onChange={cart.change}
          onClear={cart.clear}
          onOrder={sheets.showSummary}
          onClose={sheets.closeCart}
          // No restaurant takes orders through the menu yet: the button shows the summary to the waiter.
          acceptsOrders={false}
          closed={!openState.isOpen}
        />
      )}
      {sheets.summaryOpen && (
        <WaiterSummary
          restaurantName={menu.restaurant.name}
          table={table}
          lines={cart.lines}
          total={cart.total}
          text={text}
          onClose={sheets.closeSummary}
        />
      )}
    </Suspense>
  );
}
