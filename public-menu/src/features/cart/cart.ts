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
}

export const MAX_QUANTITY = 99;

/** Same product, variant and add-ons: the same line. */
export function lineKey(line: Pick<CartLine, 'productId' | 'variantId' | 'addonIds'>): string {
  return `${line.productId}:${line.variantId ?? ''}:${[...line.addonIds].sort((a, b) => a - b).join(',')}`;
}

/** Adds `quantity` of a configuration, merging with an equal line. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing)
    return [
      ...lines,
      { ...line, addonIds: [...line.addonIds].sort((a, b) => a - b), quantity: Math.min(MAX_QUANTITY, line.quantity) },
    ];
  return lines.map((l) =>
    l === existing ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l,
  );
}

/** Changes a line's quantity by delta; at zero the line goes. */
export function changeQuantity(lines: CartLine[], key: string, delta: number): CartLine[] {
  return lines
    .map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + delta) } : l))
    .filter((l) => l.quantity > 0);
}

/**
 * Prices the lines against the menu now shown. Lines whose product is gone or sold out are dropped, a
 * variant or add-on that no longer exists is dropped from its line (so a stored cart survives edits).
 */
export function priceLines(lines: CartLine[], menu: PublicMenu): PricedLine[] {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const addons = new Map(menu.addons.map((a) => [a.id, a]));
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || !product.isAvailable || line.quantity <= 0) continue;
    const variant = line.variantId == null ? null : (product.variants.find((v) => v.id === line.variantId) ?? null);
    const chosen = line.addonIds.map((id) => addons.get(id)).filter((a): a is PublicMenuAddon => !!a);
    const unit = unitPrice(product, variant, chosen);
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
    });
  }
  return priced;
}

export function cartTotals(lines: PricedLine[]): { count: number; total: number } {
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    total: lines.reduce((sum, l) => sum + kurus(l.lineTotal), 0) / 100,
  };
}

/** Stored carts are untrusted JSON: keep only well-formed lines. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((l): CartLine[] => {
      if (!l || typeof l !== 'object') return [];
      const { productId, variantId, addonIds, quantity } = l as Record<string, unknown>;
      if (!Number.isInteger(productId) || !Number.isInteger(quantity) || (quantity as number) < 1) return [];
      if (variantId != null && !Number.isInteger(variantId)) return [];
      const ids = Array.isArray(addonIds) ? addonIds.filter((a): a is number => Number.isInteger(a)) : [];
      return [
        {
          productId: productId as number,
          variantId: (variantId as number | null) ?? null,
          addonIds: ids,
          quantity: Math.min(MAX_QUANTITY, quantity as number),
        },
      ];
    });
  } catch {
    return [];
  }
}
