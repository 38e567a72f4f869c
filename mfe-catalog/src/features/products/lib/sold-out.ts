// Whether a product is on sale now: a timed sold-out (soldOutUntil ahead) wins over isAvailable, as on the menu.
import { formatInstant, tr, type Product } from '@menu/shared';

export function timedSoldOut(p: Pick<Product, 'soldOutUntil'>, now = Date.now()): boolean {
  return p.soldOutUntil != null && Date.parse(p.soldOutUntil) > now;
}

export function isOnSale(p: Pick<Product, 'isAvailable' | 'soldOutUntil'>, now = Date.now()): boolean {
  return p.isAvailable && !timedSoldOut(p, now);
}

/** The card's line: "20:00'ye kadar tükendi", "Tükendi" (until staff put it back), or null on sale. */
export function soldOutLabel(p: Pick<Product, 'isAvailable' | 'soldOutUntil'>, now = new Date()): string | null {
  if (timedSoldOut(p, now.getTime())) {
    const at = formatInstant(p.soldOutUntil, now);
    if (at) return tr.catalog.products.soldOut.until(at.when, at.time);
  }
  return p.isAvailable ? null : tr.catalog.products.soldOut.manualTag;
}
