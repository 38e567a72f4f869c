// The product form's values: prices as text (a comma works as the decimal point), a new product's defaults.
import type { Product } from '@menu/shared';

export interface ProductFormValues {
  restaurantId?: number;
  categoryId?: number;
  name: string;
  description: string;
  price: string;
  discountedPrice: string;
  image: string;
  ingredients: string;
  calories: number | null;
  preparationTime: number | null;
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isSpicy: boolean;
  spicyLevel: number;
  isAvailable: boolean;
  isFeatured: boolean;
  displayOrder: number | null;
  allergens: string[];
  containsAlcohol: boolean;
  containsPork: boolean;
  portionGrams: number | null;
}

/** Prices are edited as text so a comma works as the decimal point ('85,50'). */
export const priceText = (v: number | null | undefined) => (v == null ? '' : String(v).replace('.', ','));

export function toFormValues(p: Product | null, defaultRestaurant?: number): ProductFormValues {
  return {
    restaurantId: p?.restaurantId ?? defaultRestaurant,
    categoryId: p?.categoryId,
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: priceText(p?.price),
    discountedPrice: priceText(p?.discountedPrice),
    image: p?.image ?? '',
    ingredients: p?.ingredients ?? '',
    calories: p?.calories ?? 0,
    preparationTime: p?.preparationTime ?? null,
    isVegetarian: p?.isVegetarian ?? false,
    isVegan: p?.isVegan ?? false,
    isGlutenFree: p?.isGlutenFree ?? false,
    isSpicy: p?.isSpicy ?? false,
    spicyLevel: p?.isSpicy ? p.spicyLevel || 1 : 1,
    isAvailable: p?.isAvailable ?? true,
    isFeatured: p?.isFeatured ?? false,
    displayOrder: p?.displayOrder ?? 0,
    allergens: p?.allergens ?? [],
    containsAlcohol: p?.containsAlcohol ?? false,
    containsPork: p?.containsPork ?? false,
    portionGrams: p?.portionGrams ?? null,
  };
}
