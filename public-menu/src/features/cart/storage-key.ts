// Where a cart is kept on the device: one per restaurant and table (no React here: the boot script reads it too).
export const cartStorageKey = (restaurantId: number, table: string | null) =>
  `qrmenu:cart:${restaurantId}:${table ?? '-'}`;

/** True when this device holds a cart for the restaurant and table (the page then hydrates at once to show it). */
export function hasStoredCart(restaurantId: number, table: string | null): boolean {
  try {
    const raw = localStorage.getItem(cartStorageKey(restaurantId, table));
    return !!raw && raw !== '[]';
  } catch {
    return false;
  }
}
