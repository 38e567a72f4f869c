// The sheets over the menu (a dish, the cart, the waiter's summary, the order review), loaded with the
// background chunk.
import { Suspense } from 'react';
import type { OpenState, PublicMenu } from '@menu/shared/menu';
import type { CartApi } from '../features/cart/use-cart';
import type { MenuText } from '../i18n/ui-text';
import type { TableOrders } from '../features/orders/use-table-orders';
import { CartSheet, OrderReview, ProductSheet, WaiterSummary } from './later';
import type { Sheets } from './use-sheets';

interface MenuSheetsProps {
  menu: PublicMenu;
  sheets: Sheets;
  cart: CartApi;
  text: MenuText;
  unavailable: Map<number, string>;
  openState: OpenState;
  table: string | null;
  /** The visit's orders where the restaurant takes orders from this table now; null: the cart shows the waiter. */
  orders: TableOrders | null;
}

export function MenuSheets({ menu, sheets, cart, text, unavailable, openState, table, orders }: MenuSheetsProps) {
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
          blocked={unavailable.get(product.categoryId)}
          onAdd={cart.add}
          onClose={sheets.closeProduct}
        />
      )}
      {sheets.cartOpen && (
        <CartSheet
          lines={cart.lines}
          soldOut={cart.soldOut}
          onRemove={cart.remove}
          total={cart.total}
          text={text}
          onChange={cart.change}
          onClear={cart.clear}
          onOrder={orders ? sheets.showReview : sheets.showSummary}
          onClose={sheets.closeCart}
          // Where orders are not taken from this table now, the button shows the summary to the waiter.
          acceptsOrders={orders !== null}
          closed={!openState.isOpen}
        />
      )}
      {sheets.reviewOpen && orders && (
        <OrderReview
          lines={cart.lines}
          total={cart.total}
          text={text}
          orders={orders}
          onSent={cart.clear}
          onBack={sheets.backToCart}
          onClose={() => {
            orders.dismiss();
            sheets.closeReview();
          }}
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
