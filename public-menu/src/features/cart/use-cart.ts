// The cart's state, kept in localStorage per restaurant and table so it survives a reload. Read after
// the first render (the server cannot know it), so hydration always matches the server's HTML.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CartLine, PublicMenu, PublicMenuProduct } from '@menu/shared/menu';
import {
  addLine,
  cartTotals,
  changeQuantity,
  lineKey,
  linePrice,
  parseStoredCart,
  splitLines,
  type StoredLine,
} from './cart';

export { cartStorageKey } from './storage-key';

export function useCart(menu: PublicMenu | null, storageKey: string | null) {
  const [lines, setLines] = useState<StoredLine[]>([]);
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!storageKey) return;
    let stored: StoredLine[] = [];
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

  // What this page showed of each product: a line whose product left the menu is still named when marked.
  const seen = useRef(new Map<number, PublicMenuProduct>());
  const split = useMemo(() => {
    if (!menu) return { priced: [], soldOut: [] };
    for (const p of menu.products) seen.current.set(p.id, p);
    return splitLines(lines, menu, seen.current);
  }, [lines, menu]);
  const priced = split.priced;
  const totals = useMemo(() => cartTotals(priced), [priced]);

  const menuRef = useRef(menu);
  menuRef.current = menu;
  const add = useCallback((line: CartLine) => {
    const seenPrice = menuRef.current ? linePrice(menuRef.current, line) : undefined;
    setLines((current) => addLine(current, seenPrice === undefined ? line : { ...line, seenPrice }));
  }, []);
  const remove = useCallback((key: string) => setLines((current) => current.filter((l) => lineKey(l) !== key)), []);
  const change = useCallback(
    (key: string, delta: number) => setLines((current) => changeQuantity(current, key, delta)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);

  return { lines: priced, soldOut: split.soldOut, ...totals, add, change, remove, clear };
}
export type CartApi = ReturnType<typeof useCart>;
