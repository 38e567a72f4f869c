// The cards' + and − buttons: + adds one plain portion (or opens the dish when it has variants to choose), − takes
// the last added one away; and how many of each dish the cart holds, shown on its card.
import { useCallback, useMemo, useRef } from 'react';
import type { PublicMenu } from '@menu/shared/menu';
import type { CartApi } from './use-cart';

export function useCardButtons(
  menu: PublicMenu | null,
  cart: CartApi,
  unavailable: Map<number, string>,
  openProduct: (productId: number) => void,
) {
  // Stable for the memoised cards; they read the latest menu and cart through a ref.
  const latest = useRef({ menu, cart, unavailable, openProduct });
  latest.current = { menu, cart, unavailable, openProduct };

  const addQuick = useCallback((id: number) => {
    const p = latest.current.menu?.products.find((x) => x.id === id);
    if (!p || !p.isAvailable || latest.current.unavailable.has(p.categoryId)) return;
    if (p.variants.length) latest.current.openProduct(id);
    else latest.current.cart.add({ productId: id, variantId: null, addonIds: [], quantity: 1 });
  }, []);
  const removeOne = useCallback((id: number) => {
    const { cart: c } = latest.current;
    const last = [...c.lines].reverse().find((l) => l.productId === id);
    if (last) c.change(last.key, -1);
  }, []);

  const quantities = useMemo(() => {
    const map = new Map<number, number>();
    for (const line of cart.lines) map.set(line.productId, (map.get(line.productId) ?? 0) + line.quantity);
    return map;
  }, [cart.lines]);

  return { addQuick, removeOne, quantities };
}
