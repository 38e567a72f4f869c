// Cart arithmetic, pure: lines of products with an optional variant and add-ons, priced by the menu's
// unitPrice (@menu/shared/menu, which the product sheet uses too). Money is summed in kuruş (integers).
import {
  kurus,
  unitPrice,
  type CartLine,
  type PublicMenu,
  type PublicMenuAddon,
  type PublicMenuProduct,
  type PublicMenuVariant,
} from '@menu/shared/menu';

export interface PricedLine extends CartLine {
  key: string;
  product: PublicMenuProduct;
  variant: PublicMenuVariant | null;
  addons: PublicMenuAddon[];
  /** Lira. */
  unitPrice: number;
  lineTotal: number;
  /** The unit price when the line was added, when it has changed since (the cart shows both). */
  previousUnitPrice?: number;
}

/** A line in the cart as stored: the unit price it was added at, to show a change of price. */
export interface StoredLine extends CartLine {
  seenPrice?: number;
}

/** A line whose product or chosen variant is no longer on sale: marked, kept out of the total, the order and the waiter's summary. */
export interface SoldOutLine {
  key: string;
  name: string;
  options: string;
  quantity: number;
}

export const MAX_QUANTITY = 99;

/** Same product, variant and add-ons: the same line. */
export function lineKey(line: Pick<CartLine, 'productId' | 'variantId' | 'addonIds'>): string {
  return `${line.productId}:${line.variantId ?? ''}:${[...line.addonIds].sort((a, b) => a - b).join(',')}`;
}

/** Adds `quantity` of a configuration, merging with an equal line (its price is the one the diner saw last). */
export function addLine(lines: StoredLine[], line: StoredLine): StoredLine[] {
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing)
    return [
      ...lines,
      { ...line, addonIds: [...line.addonIds].sort((a, b) => a - b), quantity: Math.min(MAX_QUANTITY, line.quantity) },
    ];
  return lines.map((l) =>
    l === existing
      ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity), seenPrice: line.seenPrice ?? l.seenPrice }
      : l,
  );
}

/** Changes a line's quantity by delta; at zero the line goes. */
export function changeQuantity(lines: StoredLine[], key: string, delta: number): StoredLine[] {
  return lines
    .map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + delta) } : l))
    .filter((l) => l.quantity > 0);
}

/** The unit price of a line on this menu, or undefined when its product is not on it. */
export function linePrice(menu: PublicMenu, line: CartLine): number | undefined {
  const product = menu.products.find((p) => p.id === line.productId);
  if (!product) return undefined;
  const variant = line.variantId == null ? null : (product.variants.find((v) => v.id === line.variantId) ?? null);
  const addons = menu.addons.filter((a) => line.addonIds.includes(a.id));
  return unitPrice(product, variant, addons);
}

/**
 * Prices the lines against the menu now shown. A line whose product or chosen variant is sold out or gone is
 * returned apart (`soldOut`, named from the menu or, for a product no longer shown, from `seen`: what this
 * page showed before), so the diner sees it marked; an add-on that no longer exists is dropped from its line.
 */
export function splitLines(
  lines: StoredLine[],
  menu: PublicMenu,
  seen: ReadonlyMap<number, PublicMenuProduct> = new Map(),
): { priced: PricedLine[]; soldOut: SoldOutLine[] } {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const addons = new Map(menu.addons.map((a) => [a.id, a]));
  const priced: PricedLine[] = [];
  const soldOut: SoldOutLine[] = [];
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const product = products.get(line.productId);
    const known = product ?? seen.get(line.productId);
    const variant = line.variantId == null ? null : (product?.variants.find((v) => v.id === line.variantId) ?? null);
    const chosen = line.addonIds.map((id) => addons.get(id)).filter((a): a is PublicMenuAddon => !!a);
    if (!product || !product.isAvailable || (line.variantId != null && !variant)) {
      if (known) {
        const variantName = known.variants.find((v) => v.id === line.variantId)?.name;
        const options = [variantName, ...chosen.map((a) => `+ ${a.name}`)].filter(Boolean).join(', ');
        soldOut.push({ key: lineKey(line), name: known.name, options, quantity: line.quantity });
      }
      continue;
    }
    const unit = unitPrice(product, variant, chosen);
    const changed = line.seenPrice !== undefined && kurus(line.seenPrice) !== kurus(unit);
    priced.push({
      ...line,
      variantId: variant?.id ?? null,
      addonIds: chosen.map((a) => a.id),
      key: lineKey(line),
      product,
      variant,
      addons: chosen,
      unitPrice: unit,
      lineTotal: (kurus(unit) * line.quantity) / 100,
      ...(changed ? { previousUnitPrice: line.seenPrice } : {}),
    });
  }
  return { priced, soldOut };
}

/** The lines that can be ordered now (sold-out ones left out). */
export function priceLines(lines: StoredLine[], menu: PublicMenu): PricedLine[] {
  return splitLines(lines, menu).priced;
}

export function cartTotals(lines: PricedLine[]): { count: number; total: number } {
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    total: lines.reduce((sum, l) => sum + kurus(l.lineTotal), 0) / 100,
  };
}

/** Stored carts are untrusted JSON: keep only well-formed lines. */
export function parseStoredCart(raw: string | null): StoredLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((l): StoredLine[] => {
      if (!l || typeof l !== 'object') return [];
      const { productId, variantId, addonIds, quantity, seenPrice } = l as Record<string, unknown>;
      if (!Number.isInteger(productId) || !Number.isInteger(quantity) || (quantity as number) < 1) return [];
      if (variantId != null && !Number.isInteger(variantId)) return [];
      const ids = Array.isArray(addonIds) ? addonIds.filter((a): a is number => Number.isInteger(a)) : [];
      return [
        {
          productId: productId as number,
          variantId: (variantId as number | null) ?? null,
          addonIds: ids,
          quantity: Math.min(MAX_QUANTITY, quantity as number),
          ...(typeof seenPrice === 'number' && Number.isFinite(seenPrice) ? { seenPrice } : {}),
        },
      ];
    });
  } catch {
    return [];
  }
}
