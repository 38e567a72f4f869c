import { formatLira } from '@menu/shared/menu';
import { menuFixture } from '../../../testing/fixtures';
import { basePrice, unitPrice } from '@menu/shared/menu';
import { addLine, cartTotals, changeQuantity, lineKey, parseStoredCart, priceLines, splitLines } from '../cart';

const menu = menuFixture();
const adana = menu.products.find((p) => p.id === 21)!;
const [portion, large] = adana.variants;
const [cheese, lavash] = menu.addons;

describe('cart arithmetic', () => {
  it('charges the discounted price when there is one', () => {
    expect(basePrice({ price: 80, discountedPrice: 70 })).toBe(70);
    expect(basePrice({ price: 80, discountedPrice: null })).toBe(80);
    // A "discount" above the price is a data slip, not a surcharge.
    expect(basePrice({ price: 80, discountedPrice: 95 })).toBe(80);
  });

  it('adds the variant modifier and the add-ons to the discounted price, in exact kuruş', () => {
    expect(unitPrice(adana, portion, [])).toBe(399.9);
    expect(unitPrice(adana, large, [cheese, lavash])).toBe(615);
    expect(unitPrice(adana, { ...large, priceModifier: -500 }, [])).toBe(0);
  });

  it('merges an equal configuration into one line and keeps different ones apart', () => {
    let lines = addLine([], { productId: 21, variantId: 102, addonIds: [32, 31], quantity: 1 });
    lines = addLine(lines, { productId: 21, variantId: 102, addonIds: [31, 32], quantity: 2 });
    lines = addLine(lines, { productId: 21, variantId: 101, addonIds: [], quantity: 1 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: 3, addonIds: [31, 32] });
    expect(lineKey(lines[0])).toBe('21:102:31,32');
  });

  it('totals lines and counts items, formatted as Turkish lira', () => {
    const lines = priceLines(
      [
        { productId: 21, variantId: 102, addonIds: [31], quantity: 2 },
        { productId: 12, variantId: null, addonIds: [], quantity: 3 },
        { productId: 11, variantId: null, addonIds: [32], quantity: 1 },
      ],
      menu,
    );
    expect(lines.map((l) => l.lineTotal)).toEqual([1230, 210, 85]);
    const totals = cartTotals(lines);
    expect(totals).toEqual({ count: 6, total: 1525 });
    expect(formatLira(totals.total)).toBe('₺1.525,00');
  });

  it('never drifts on decimal sums', () => {
    const m = menuFixture();
    m.products[0] = { ...m.products[0], price: 0.1 };
    m.products[1] = { ...m.products[1], price: 0.2, discountedPrice: null };
    const lines = priceLines(
      [
        { productId: 11, variantId: null, addonIds: [], quantity: 1 },
        { productId: 12, variantId: null, addonIds: [], quantity: 1 },
      ],
      m,
    );
    expect(cartTotals(lines).total).toBe(0.3);
  });

  it('removes a line when its quantity reaches zero', () => {
    const lines = addLine([], { productId: 11, variantId: null, addonIds: [], quantity: 1 });
    expect(changeQuantity(lines, '11::', -1)).toEqual([]);
    expect(changeQuantity(lines, '11::', 1)[0].quantity).toBe(2);
  });

  it('keeps sold-out products and variants no longer offered out of the priced lines, and marks those it can name', () => {
    const stored = [
      { productId: 22, variantId: null, addonIds: [], quantity: 1 },
      { productId: 999, variantId: null, addonIds: [], quantity: 1 },
      { productId: 21, variantId: 555, addonIds: [31, 777], quantity: 1 },
      { productId: 21, variantId: null, addonIds: [31, 777], quantity: 1 },
    ];
    const lines = priceLines(stored, menu);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variant: null, addonIds: [31], unitPrice: 424.9 });
    const { soldOut } = splitLines(stored, menu);
    expect(soldOut.map((l) => l.name)).toEqual(['Köfte', 'Adana Kebap']);
  });

  it('shows the price a line was added at beside its new price', () => {
    const [line] = priceLines([{ productId: 11, variantId: null, addonIds: [], quantity: 2, seenPrice: 80 }], menu);
    expect(line).toMatchObject({ unitPrice: 85, previousUnitPrice: 80, lineTotal: 170 });
    const [same] = priceLines([{ productId: 11, variantId: null, addonIds: [], quantity: 1, seenPrice: 85 }], menu);
    expect(same.previousUnitPrice).toBeUndefined();
  });

  it('reads only well-formed lines from storage', () => {
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(
      parseStoredCart(
        JSON.stringify([
          { productId: 1, quantity: 2, addonIds: [3, 'x'] },
          { productId: 'x', quantity: 1 },
          { productId: 2, quantity: 0 },
        ]),
      ),
    ).toEqual([{ productId: 1, variantId: null, addonIds: [3], quantity: 2 }]);
  });
});
