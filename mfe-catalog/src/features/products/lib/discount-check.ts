// Whether the discounted price typed into the form will count as a discount: the price-label rules show a
// discount against the lowest price of the 30 days before it began, and one that is not below it is no
// discount (the menu then shows the price alone). The history is the product's saved prices; the form's
// values, when they differ from the last saved ones, are the change a save would add now.
import { referencePrice, showsAsDiscount, type PriceChange, type PricePoint } from '@menu/shared';

export function discountReference(
  historyNewestFirst: readonly PriceChange[],
  price: number | null,
  discountedPrice: number | null,
  now = new Date(),
): number | null {
  if (price == null || discountedPrice == null || !(discountedPrice > 0)) return null;
  const points: PricePoint[] = [...historyNewestFirst]
    .reverse()
    .map((h) => ({ price: h.price, discountedPrice: h.discountedPrice, changedAt: new Date(h.changedAt) }));
  const last = points.at(-1);
  if (!last || last.price !== price || last.discountedPrice !== discountedPrice)
    points.push({ price, discountedPrice, changedAt: now });
  return referencePrice(points);
}

/** The reference when it is not above the discounted price (the warning's figure), else null. */
export function notADiscount(
  historyNewestFirst: readonly PriceChange[],
  price: number | null,
  discountedPrice: number | null,
  now = new Date(),
): number | null {
  const reference = discountReference(historyNewestFirst, price, discountedPrice, now);
  return reference != null && discountedPrice != null && !showsAsDiscount(discountedPrice, reference)
    ? reference
    : null;
}
