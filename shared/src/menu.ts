// The light entry of @menu/shared for the diners' menu (`@menu/shared/menu`): formatters, category icons,
// the open-now types, the menu's Turkish strings and the shape of the aggregate menu response. No zod, no
// client, no UI: the menu's whole first-load JavaScript budget is 80 KB gzip and React takes most of it.
export { formatLira, formatTime } from './format';
// The open-now rule itself is `@menu/shared/open-now`: the menu loads it after the first paint.
export type { OpenState, OpenStateInput } from './open-now';
export { menu as menuText } from './strings/menu';

/** Languages a translation may use (SPEC section 3), in the order the menu offers them. */
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

export interface PublicMenuRestaurant {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Full URL or a server-relative path. */
  logo: string | null;
  /** The logo's responsive copies, when it is an uploaded image that has them. */
  logoSet?: PublicMenuImageSet | null;
  backgroundImage: string | null;
  primaryColor: string;
  secondaryColor: string;
}

/**
 * Square copies of an uploaded image, made by the API with sharp (api/src/uploads/variants.ts): each size in
 * pixels as AVIF, WebP and JPEG, at `thumbUrl(base, size, format)`, and a tiny blurred stand-in.
 */
export interface PublicMenuImageSet {
  /** The original's address (server-relative); the copies' addresses extend it. */
  base: string;
  sizes: number[];
  /** A CSS background (a gradient of the photo's colours: a blur of it) drawn behind the image while it loads. */
  placeholder: string | null;
}

export type ThumbFormat = 'avif' | 'webp' | 'jpeg';
const THUMB_EXTENSIONS: Record<ThumbFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where the square copy of an image at `size` px in `format` is served: the one rule the API stores them by. */
export const thumbUrl = (base: string, size: number, format: ThumbFormat) => `${base}.s${size}.${THUMB_EXTENSIONS[format]}`;

export interface PublicMenuCategory {
  id: number;
  name: string;
  description: string | null;
  /** Key of CATEGORY_ICONS. */
  icon: string | null;
  /** The icon's emoji (the API maps it, so the menu bundle does not carry the icon list). */
  emoji: string;
  displayOrder: number;
  /** Time-of-day windows (weekdays 1–7, Monday = 1; 'HH:mm' in the restaurant's time zone); empty: all day. */
  availability: import('./open-now').AvailabilityWindow[];
  /** In one of its windows when the answer was built (the page recomputes it every minute). */
  availableNow: boolean;
  /** While not available: the time ('HH:mm') it starts later today, else null. */
  startsAt: string | null;
}

export interface PublicMenuVariant {
  id: number;
  name: string;
  description: string | null;
  /** Signed lira with two decimals. */
  priceModifier: number;
  isDefault: boolean;
}

export interface PublicMenuProduct {
  id: number;
  categoryId: number;
  name: string;
  description: string | null;
  price: number;
  discountedPrice: number | null;
  /**
   * With a discount: the price it is compared with, the lowest price charged in the 30 days before the
   * discount began (from the price history); null without a discount.
   */
  referencePrice: number | null;
  /** Server-relative path (/uploads/menu/...) or a full URL. */
  image: string | null;
  /** The image's responsive copies, when it is an uploaded photo that has them (issue 15). */
  imageSet?: PublicMenuImageSet | null;
  ingredients: string;
  calories: number;
  preparationTime: number | null;
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isSpicy: boolean;
  spicyLevel: number;
  /** False: shown greyed as sold out, not addable. */
  isAvailable: boolean;
  isFeatured: boolean;
  rating: number;
  /** Codes of the regulated allergens (@menu/shared/allergens), in the list's order. */
  allergens: string[];
  containsAlcohol: boolean;
  containsPork: boolean;
  /** Portion weight in grams, or null. */
  portionGrams: number | null;
  variants: PublicMenuVariant[];
}

export interface PublicMenuAddon {
  id: number;
  name: string;
  description: string | null;
  price: number;
}

export interface PublicMenuHours {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface PublicMenuSpecialDay {
  date: string;
  name: string | null;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
  note: string | null;
}

/** GET /api/public/menu/{restaurantId}?lang=xx: everything the menu page needs, in one response. */
export interface PublicMenu {
  restaurant: PublicMenuRestaurant;
  /** The language applied ('tr' when the asked one has no translations). */
  language: string;
  /** 'tr' first, then every language with translations for this restaurant. */
  languages: string[];
  categories: PublicMenuCategory[];
  products: PublicMenuProduct[];
  /** The restaurant's active add-ons; any of them may go with any product. */
  addons: PublicMenuAddon[];
  hours: PublicMenuHours[];
  /** Special days from yesterday to a week ahead (enough for the open-now rule's look-ahead). */
  specialDays: PublicMenuSpecialDay[];
  timeZone: string;
  /** The open state when the response was built; the page recomputes it from hours and specialDays. */
  openState: import('./open-now').OpenState;
}

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
  return product.discountedPrice != null && product.discountedPrice < product.price ? product.discountedPrice : product.price;
}

/** The product's current price plus the variant's modifier plus the add-ons, never below zero. */
export function unitPrice(product: PublicMenuProduct, variant: PublicMenuVariant | null, addons: PublicMenuAddon[]): number {
  const total = kurus(basePrice(product)) + kurus(variant?.priceModifier ?? 0) + addons.reduce((sum, a) => sum + kurus(a.price), 0);
  return Math.max(0, total) / 100;
}
