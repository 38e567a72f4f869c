// The price a discount is shown against (the price-label rules for discounts): the lowest price
// charged in the 30 days before the discount began, taken from the product's price history, not whatever
// number was typed as the old price.
export interface PricePoint {
  price: number;
  discountedPrice: number | null;
  changedAt: Date;
}

export const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * `history` oldest first. Null when the product is not discounted now (its latest entry has no discounted
 * price). The discount began with the first entry of the latest run of discounted entries; every entry in
 * force at some moment of the 30 days before counts with the price charged then (its discounted price when
 * an earlier discount ran). With no entry before the discount (a history that begins discounted) the
 * undiscounted price of that first entry is the reference.
 */
export function referencePrice(history: readonly PricePoint[], days = REFERENCE_DAYS): number | null {
  const last = history.at(-1);
  if (!last || last.discountedPrice == null) return null;
  let start = history.length - 1;
  while (start > 0 && history[start - 1].discountedPrice != null) start--;
  const windowStart = history[start].changedAt.getTime() - days * DAY_MS;
  let lowest = Infinity;
  for (let i = 0; i < start; i++) {
    const inForceUntil = history[i + 1].changedAt.getTime();
    if (inForceUntil > windowStart) lowest = Math.min(lowest, history[i].discountedPrice ?? history[i].price);
  }
  return lowest === Infinity ? history[start].price : lowest;
}
