// The price a discount is shown against (the price-label rules for discounts) and what the diners' surfaces show
// as a product's price, decided here once for all of them. The reference price itself is a shared rule: the
// product form's warning uses the same one.
import { referencePrice, showsAsDiscount, type PricePoint } from '@menu/shared/contract';

export { referencePrice, REFERENCE_DAYS, type PricePoint } from '@menu/shared/contract';

export interface ShownPrice {
  /** The price shown and charged when there is no discount to show; the list price beside a discount. */
  price: number;
  /** The discounted price when it is shown as a discount, else null. */
  discountedPrice: number | null;
  /** The price struck through beside a shown discount (the lowest of the 30 days before it), else null. */
  referencePrice: number | null;
}

/**
 * A product's price as the diners' menu, its product sheet, its JSON-LD and the price list show it. A discount
 * not below the lowest price of the 30 days before it is no discount: its price is shown (and charged) alone.
 * `history` oldest first; a source without history (made by hand in tests) takes the typed price as the reference.
 */
export function shownPrice(price: number, discountedPrice: number | null, history: readonly PricePoint[]): ShownPrice {
  if (discountedPrice == null || discountedPrice >= price)
    return { price, discountedPrice: null, referencePrice: null };
  const reference = referencePrice(history) ?? price;
  if (!showsAsDiscount(discountedPrice, reference))
    return { price: discountedPrice, discountedPrice: null, referencePrice: null };
  return { price, discountedPrice, referencePrice: reference };
}
