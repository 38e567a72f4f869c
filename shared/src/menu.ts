// The light entry of @menu/shared for the diners' menu (`@menu/shared/menu`): formatters, category icons,
// the open-now types, the menu's Turkish strings and the shape of the aggregate menu response. No zod, no
// client, no UI: the menu's whole first-load JavaScript budget is 80 KB gzip and React takes most of it.
import type { z } from 'zod';
import type * as W from './schemas/menu-answer';
import type * as S from './schemas/table-service';
import type * as O from './schemas/table-orders';

export { formatClosingTime, formatHoursSpan, formatLira, formatTime } from './format';
// The open-now rule itself is `@menu/shared/open-now`: the menu loads it after the first paint.
export type { OpenState, OpenStateInput } from './open-now';
export { menu as menuText } from './strings/menu';

/**
 * Languages a translation may use (docs/api-rules.md, Entities), in the order the menu and the portal offer them
 * (the contract's `LANGUAGES`, languages.ts): written here, in the light entry, so the menu's first script
 * carries the list alone.
 */
export const MENU_LANGUAGES = [
  { code: 'tr', label: 'Türkçe', dir: 'ltr' },
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'it', label: 'Italiano', dir: 'ltr' },
  { code: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type MenuLanguageCode = (typeof MENU_LANGUAGES)[number]['code'];

/** The cookie that remembers the language a diner chose on the menu (the server draws the next page in it). */
export const MENU_LANGUAGE_COOKIE = 'menu_lang';

// The shape of the menu's answer is defined once with the entities (schemas/menu-answer.ts); only its types
// come here, so the menu bundle carries no zod.
export type PublicMenu = z.output<typeof W.PublicMenuWire>;
export type PublicMenuRestaurant = z.output<typeof W.PublicMenuRestaurantWire>;
export type PublicMenuImageSet = z.output<typeof W.PublicMenuImageSetWire>;
export type PublicMenuCategory = z.output<typeof W.PublicMenuCategoryWire>;
export type PublicMenuVariant = z.output<typeof W.PublicMenuVariantWire>;
export type PublicMenuProduct = z.output<typeof W.PublicMenuProductWire>;
export type PublicMenuAddon = z.output<typeof W.PublicMenuAddonWire>;
export type PublicMenuHours = z.output<typeof W.PublicMenuHoursWire>;
export type PublicMenuSpecialDay = z.output<typeof W.PublicMenuSpecialDayWire>;
export type VisitStarted = z.output<typeof W.VisitStartedWire>;
/** A call from the table to staff, as the diner's phone is told about it (table service). */
export type DinerCall = z.output<typeof S.DinerCallWire>;
export type { MenuChangeEvent } from './live-menu';
export { MENU_LIVE_POLL_SECONDS } from './live-menu';
/** An order the visit sent from the table, as the diner's phone is told about it. */
export type DinerOrder = z.output<typeof O.DinerOrderWire>;
export {
  ORDER_CAP_PER_VISIT,
  ORDER_LINE_NOTE_MAX,
  ORDER_MAX_LINES,
  ORDER_MAX_QUANTITY,
  ORDER_NOTE_MAX,
  type OrderStatus,
} from './order-rules';

export type ThumbFormat = 'avif' | 'webp' | 'jpeg';
const THUMB_EXTENSIONS: Record<ThumbFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where the square copy of an image at `size` px in `format` is served: the one rule the API stores them by. */
export const thumbUrl = (base: string, size: number, format: ThumbFormat) =>
  `${base}.s${size}.${THUMB_EXTENSIONS[format]}`;

/** One line of a diner's order: a product with an optional variant and add-ons (the cart and the product sheet). */
export interface CartLine {
  productId: number;
  variantId: number | null;
  addonIds: number[];
  quantity: number;
}

/** Lira to kuruş: money is summed in integers, so 0.1 + 0.2 never shows up on a bill. */
export const kurus = (lira: number) => Math.round(lira * 100);

/** The price a diner pays for the product itself: the discounted price when there is one. */
export function basePrice(product: Pick<PublicMenuProduct, 'price' | 'discountedPrice'>): number {
  return product.discountedPrice != null && product.discountedPrice < product.price
    ? product.discountedPrice
    : product.price;
}

/** The product's current price plus the variant's modifier plus the add-ons, never below zero. */
export function unitPrice(
  product: PublicMenuProduct,
  variant: PublicMenuVariant | null,
  addons: PublicMenuAddon[],
): number {
  const total =
    kurus(basePrice(product)) + kurus(variant?.priceModifier ?? 0) + addons.reduce((sum, a) => sum + kurus(a.price), 0);
  return Math.max(0, total) / 100;
}
