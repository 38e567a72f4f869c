// Prices an order's lines from the menu of the moment, as the diner's cart does (@menu/shared's unitPrice: the
// product's price, its discounted price where set, plus the variant's modifier and the add-ons). Whatever the
// phone sent as a price never gets here. A line the menu cannot serve is a refusal naming it; ids the menu
// does not know are looked up once to tell "of this restaurant, but hidden" (409) from "not ours" (400).
import { categoryAvailability, kurus, unitPrice, type OrderLineAddon, type OrderRequest } from '@menu/shared/contract';
import type { PublicMenu, PublicMenuAddon, PublicMenuProduct } from '@menu/shared/menu';
import { createError, fieldError } from '../errors';
import type { OrderLineRecord, OrderRepository } from './orders-repository';

export const ORDER_FOREIGN_PRODUCT = 'Sipariş bu restoranın menüsünde olmayan bir ürün içeriyor';
export const ORDER_FOREIGN_VARIANT = 'Sipariş, ürününe ait olmayan bir seçenek içeriyor';
export const ORDER_FOREIGN_ADDON = 'Sipariş bu restoranda sunulmayan bir ek ürün içeriyor';
export const orderSoldOut = (name: string) => `${name} tükendi; lütfen siparişinizden çıkarın`;
export const orderHidden = (name: string) => `${name} şu anda menüde yok; lütfen siparişinizden çıkarın`;
export const orderOutsideWindow = (name: string, category: string) =>
  `${name} şu anda sipariş edilemiyor: ${category} bu saatlerde servis edilmiyor`;

interface MenuIndex {
  products: Map<number, PublicMenuProduct>;
  addons: Map<number, PublicMenuAddon>;
}
const indexes = new WeakMap<PublicMenu, MenuIndex>();

/** The menu's products and add-ons by id, built once per built menu. */
function indexOf(menu: PublicMenu): MenuIndex {
  let index = indexes.get(menu);
  if (!index) {
    index = {
      products: new Map(menu.products.map((p) => [p.id, p])),
      addons: new Map(menu.addons.map((a) => [a.id, a])),
    };
    indexes.set(menu, index);
  }
  return index;
}

type PricedLine = Omit<OrderLineRecord, 'lineNo'>;

/** Why the menu does not offer these ids (only on the refusal path: one query each). */
async function refuseUnknown(
  repo: OrderRepository,
  restaurantId: number,
  unknownProducts: number[],
  unknownVariants: Array<{ productName: string; productId: number; variantId: number }>,
): Promise<never> {
  for (const p of await repo.productsById(unknownProducts))
    if (p.restaurantId === restaurantId) throw createError('CONFLICT', orderHidden(p.name));
  if (unknownProducts.length) throw fieldError('lines', ORDER_FOREIGN_PRODUCT);
  const variants = await repo.variantsById(unknownVariants.map((v) => v.variantId));
  for (const wanted of unknownVariants) {
    const found = variants.find((v) => v.id === wanted.variantId);
    if (found && found.productId === wanted.productId && found.restaurantId === restaurantId)
      throw createError('CONFLICT', orderHidden(`${wanted.productName} (${found.name})`));
  }
  throw fieldError('lines', ORDER_FOREIGN_VARIANT);
}

export async function priceOrder(
  repo: OrderRepository,
  menu: PublicMenu,
  restaurantId: number,
  lines: OrderRequest['lines'],
  now: Date,
): Promise<{ lines: PricedLine[]; totalKurus: number }> {
  const index = indexOf(menu);
  const unknownProducts: number[] = [];
  const unknownVariants: Array<{ productName: string; productId: number; variantId: number }> = [];
  const priced: PricedLine[] = [];
  const windows = new Map<number, boolean>();
  for (const line of lines) {
    const product = index.products.get(line.productId);
    if (!product) {
      unknownProducts.push(line.productId);
      continue;
    }
    const variant = line.variantId == null ? null : product.variants.find((v) => v.id === line.variantId);
    if (variant === undefined) {
      unknownVariants.push({ productName: product.name, productId: product.id, variantId: line.variantId! });
      continue;
    }
    const addons: PublicMenuAddon[] = [];
    for (const id of new Set(line.addonIds ?? [])) {
      const addon = index.addons.get(id);
      if (!addon) throw fieldError('lines', ORDER_FOREIGN_ADDON);
      addons.push(addon);
    }
    if (!product.isAvailable) throw createError('CONFLICT', orderSoldOut(product.name));
    const category = menu.categories.find((c) => c.id === product.categoryId);
    if (category) {
      let open = windows.get(category.id);
      if (open === undefined) {
        open = categoryAvailability(category.availability, {
          specialDays: menu.specialDays,
          now,
          timeZone: menu.timeZone,
        }).availableNow;
        windows.set(category.id, open);
      }
      if (!open) throw createError('CONFLICT', orderOutsideWindow(product.name, category.name));
    }
    const unitKurus = kurus(unitPrice(product, variant, addons));
    priced.push({
      productId: product.id,
      variantId: variant?.id ?? null,
      name: product.name,
      variantName: variant?.name ?? null,
      addons: addons.map((a): OrderLineAddon => ({ name: a.name, price: a.price })),
      quantity: line.quantity,
      unitKurus,
      lineKurus: unitKurus * line.quantity,
      note: line.note ? line.note : null,
    });
  }
  if (unknownProducts.length || unknownVariants.length)
    await refuseUnknown(repo, restaurantId, unknownProducts, unknownVariants);
  return { lines: priced, totalKurus: priced.reduce((sum, l) => sum + l.lineKurus, 0) };
}
