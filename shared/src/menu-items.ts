// Items of the menu's answer with the plain defaults filled in (no discount, no image, no allergens, always
// available, no variants), so a record that is not read from the API (the menu's built-in sample, a test's
// menu or record) names only what makes it different. A light entry of its own (`@menu/shared/menu-items`, no
// zod), so the menu's first script does not carry what only its later sample needs.
import type { AllergenCode } from './allergens';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from './restaurant-defaults';
import type { z } from 'zod';
import type * as W from './schemas/menu-answer';

type PublicMenuRestaurant = z.output<typeof W.PublicMenuRestaurantWire>;
type PublicMenuProduct = z.output<typeof W.PublicMenuProductWire>;
type PublicMenuCategory = z.output<typeof W.PublicMenuCategoryWire>;
type PublicMenuHours = z.output<typeof W.PublicMenuHoursWire>;

type WithDefaults<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

/** A restaurant with no contact details and no images, in the default colours, taking calls but not orders. */
export function menuRestaurant(fields: WithDefaults<PublicMenuRestaurant, 'id' | 'name'>): PublicMenuRestaurant {
  return {
    description: null,
    address: null,
    phone: null,
    email: null,
    website: null,
    logo: null,
    backgroundImage: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    acceptsCalls: true,
    acceptsOrders: false,
    ...fields,
  };
}

/**
 * What a product holds when nothing else is said of it (the product's defaults, the same in the staff's records
 * and in the menu): no description, discount, image or allergens, not vegetarian or spicy, on sale.
 */
export function productDefaults() {
  return {
    description: null,
    discountedPrice: null,
    image: null,
    ingredients: '',
    calories: 0,
    preparationTime: null,
    isVegetarian: false,
    isVegan: false,
    isGlutenFree: false,
    isSpicy: false,
    spicyLevel: 0,
    isAvailable: true,
    soldOutUntil: null,
    isFeatured: false,
    rating: 4.5,
    allergens: [] as AllergenCode[],
    containsAlcohol: false,
    containsPork: false,
    portionGrams: null,
  };
}

export function menuProduct(
  fields: WithDefaults<PublicMenuProduct, 'id' | 'categoryId' | 'name' | 'price'>,
): PublicMenuProduct {
  return { ...productDefaults(), referencePrice: null, variants: [], ...fields };
}

/** A category always available, ordered by its place in `displayOrder`. */
export function menuCategory(
  fields: WithDefaults<PublicMenuCategory, 'id' | 'name' | 'icon' | 'emoji' | 'displayOrder'>,
): PublicMenuCategory {
  return { description: null, availability: [], availableNow: true, startsAt: null, ...fields };
}

/** The same opening hours on every day of the week ('HH:mm:ss'). */
export function everyDay(openTime: string, closeTime: string): PublicMenuHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, isClosed: false }));
}
