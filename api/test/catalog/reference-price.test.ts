// The reference price of a discount: the lowest price charged in the 30 days before the discount began.
import { referencePrice, shownPrice, type PricePoint } from '../../src/catalog/products/reference-price';

const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
const p = (day: number, price: number, discountedPrice: number | null = null): PricePoint => ({
  price,
  discountedPrice,
  changedAt: at(day),
});

describe('reference price', () => {
  it('is null without a discount now', () => {
    expect(referencePrice([])).toBeNull();
    expect(referencePrice([p(0, 100), p(5, 120)])).toBeNull();
    expect(referencePrice([p(0, 100, 90), p(5, 100)])).toBeNull();
  });

  it('takes the lowest price of the 30 days before the discount, not the price typed beside it', () => {
    // Raised from 100 to 120, then "discounted" to 110: the reference is 100.
    expect(referencePrice([p(0, 100), p(10, 120), p(20, 120, 110)])).toBe(100);
    // The same discount running on: its later edits do not move its start.
    expect(referencePrice([p(0, 100), p(10, 120), p(20, 120, 110), p(25, 125, 105)])).toBe(100);
  });

  it('ignores prices that ended more than 30 days before the discount, but counts the one in force when the window opened', () => {
    expect(referencePrice([p(0, 80), p(10, 120), p(60, 120, 100)])).toBe(120);
    // 80 was in force until day 35, which is inside the 30 days before day 60.
    expect(referencePrice([p(0, 80), p(35, 120), p(60, 120, 100)])).toBe(80);
  });

  it('counts an earlier discount inside the window at the price it charged', () => {
    expect(referencePrice([p(0, 150), p(10, 150, 120), p(20, 150), p(30, 150, 130)])).toBe(120);
  });

  it('uses the undiscounted price of the first entry when the history begins discounted', () => {
    expect(referencePrice([p(0, 200, 180)])).toBe(200);
  });
});

describe('the price the diners are shown', () => {
  it('shows a discount below the lowest price of the 30 days before it, struck through against that price', () => {
    expect(shownPrice(120, 90, [p(0, 100), p(10, 120), p(20, 120, 90)])).toEqual({
      price: 120,
      discountedPrice: 90,
      referencePrice: 100,
    });
  });

  it('shows a "discount" not below that lowest price as the current price alone (₺80 → ₺100 → ₺90 is ₺90, no discount)', () => {
    expect(shownPrice(100, 90, [p(0, 80), p(10, 100), p(20, 100, 90)])).toEqual({
      price: 90,
      discountedPrice: null,
      referencePrice: null,
    });
    expect(shownPrice(100, 80, [p(0, 80), p(10, 100), p(20, 100, 80)])).toEqual({
      price: 80,
      discountedPrice: null,
      referencePrice: null,
    });
    // 79,99 against 80: a kuruş below is a discount.
    expect(shownPrice(100, 79.99, [p(0, 80), p(10, 100), p(20, 100, 79.99)])).toEqual({
      price: 100,
      discountedPrice: 79.99,
      referencePrice: 80,
    });
  });

  it('shows the price alone without a discount, or with a discounted price not below the price', () => {
    expect(shownPrice(100, null, [p(0, 100)])).toEqual({ price: 100, discountedPrice: null, referencePrice: null });
    expect(shownPrice(100, 100, [])).toEqual({ price: 100, discountedPrice: null, referencePrice: null });
  });

  it('takes the typed price as the reference when there is no history', () => {
    expect(shownPrice(100, 90, [])).toEqual({ price: 100, discountedPrice: 90, referencePrice: 100 });
  });
});
