// A variant's price: its product's price plus the variant's modifier.

/** Variant price preview: base price plus modifier, two decimals. */
export function variantPrice(basePrice: number, modifier: number): number {
  return Math.round((Number(basePrice) + Number(modifier)) * 100) / 100;
}
