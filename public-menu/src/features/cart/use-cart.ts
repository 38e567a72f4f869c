// The cart's state, kept in localStorage per restaurant and table so it survives a reload. Read after
// the first render (the server cannot know it), so hydration always matches the server's HTML.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicMenu } from '@menu/shared/menu';
import type { CartLine } from '@menu/shared/menu';
import { addLine, cartTotals, changeQuantity, parseStoredCart, priceLines } from './cart';

export { cartStorageKey } from './storage-key';

export function useCart(menu: PublicMenu | null, storageKey: string | null) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!storageKey) return;
    let stored: CartLine[] = [];
    try {
      stored = parseStoredCart(localStorage.getItem(storageKey));
    } catch {
      /* unreadable storage: an empty saved cart */
    }
    // The first key arrives a render after the page comes alive, when the boot script may already have replayed
    // the tap it held during hydration: lines added before the key was known join the saved cart instead of
    // being replaced by it. A later key (another table) is a cart of its own.
    const first = loadedKey.current === null;
    loadedKey.current = storageKey;
    setLines((current) => (first ? current.reduce(addLine, stored) : stored));
  }, [storageKey]);

  useEffect(() => {
    if (!storageKey || loadedKey.current !== storageKey) return;
    try {
      if (lines.length) localStorage.setItem(storageKey, JSON.stringify(lines));
      else localStorage.removeItem(storageKey);
    } catch {
      /* storage full or disabled: the cart still works for this page view */
    }
  }, [lines, storageKey]);

  const priced = useMemo(() => (menu ? priceLines(lines, menu) : []), [lines, menu]);
  const totals = useMemo(() => cartTotals(priced), [priced]);

  const add = useCallback((line: CartLine) => setLines((current) => addLine(current, line)), []);
  const change = useCallback(
    (key: string, delta: number) => setLines((current) => changeQuantity(current, key, delta)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);

  return { lines: priced, ...totals, add, change, clear };
}
export type CartApi = ReturnType<typeof useCart>;
