// Response shapes of the product routes. Requests are the shared ProductRequest, parsed in the handler
// because POST/PUT accept JSON and multipart alike.
import { z } from 'zod';
import { ALLERGEN_CODES, isAllergenCode } from '@menu/shared/contract';
import { moneyOut, moneyOutNullable } from '../common';
import type { PriceChangeRow, ProductRow } from './repository';

const publicShape = {
  id: z.number().int(),
  productId: z.number().int(),
  restaurantId: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  image: z.string().nullable(),
  ingredients: z.string(),
  calories: z.number().int(),
  preparationTime: z.number().int().nullable(),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  isSpicy: z.boolean(),
  spicyLevel: z.number().int(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  displayOrder: z.number().int(),
  rating: z.number(),
  /** Codes of the 14 regulated allergens (ALLERGEN_CODES), in the list's order. */
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  containsAlcohol: z.boolean(),
  containsPork: z.boolean(),
  /** Portion weight in grams, or null when not declared. */
  portionGrams: z.number().int().nullable(),
};

export const ProductResponse = z.object({ ...publicShape, createdDate: z.string() }).meta({ id: 'Product' });
export type ProductResponse = z.infer<typeof ProductResponse>;

/** What a diner sees: no creation date. */
export const PublicProductResponse = z.object(publicShape).meta({ id: 'PublicProduct' });

export function productToWire(row: ProductRow): ProductResponse {
  return {
    id: row.id,
    productId: row.id,
    restaurantId: row.restaurantId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    price: moneyOut(row.price),
    discountedPrice: moneyOutNullable(row.discountedPrice),
    image: row.image,
    ingredients: row.ingredients,
    calories: row.calories,
    preparationTime: row.preparationTime,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    isGlutenFree: row.isGlutenFree,
    isSpicy: row.isSpicy,
    spicyLevel: row.spicyLevel,
    isAvailable: row.isAvailable,
    isFeatured: row.isFeatured,
    displayOrder: row.displayOrder,
    rating: Number(row.rating),
    allergens: row.allergens.filter(isAllergenCode),
    containsAlcohol: row.containsAlcohol,
    containsPork: row.containsPork,
    portionGrams: row.portionGrams,
    createdDate: row.createdDate.toISOString(),
  };
}

export function productToPublic(row: ProductRow): z.infer<typeof PublicProductResponse> {
  const { createdDate: _c, ...rest } = productToWire(row);
  return rest;
}

/** What the diagnostic POST /products/test-form answers. */
export const TestFormResponse = z
  .object({
    contentType: z.string(),
    fields: z.record(z.string(), z.unknown()),
    file: z.object({ field: z.string(), fileName: z.string(), size: z.number().int(), detectedType: z.string().nullable() }).nullable(),
    valid: z.boolean(),
    parsed: z.record(z.string(), z.unknown()).nullable(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ProductTestForm' });

/** One entry of a product's price history. */
export const PriceChangeResponse = z
  .object({
    price: z.number(),
    discountedPrice: z.number().nullable(),
    changedAt: z.string(),
    /** The user who made the change (their name then); null for prices known from before the history began. */
    changedBy: z.string().nullable(),
  })
  .meta({ id: 'PriceChange' });

export function priceChangeToWire(row: PriceChangeRow): z.infer<typeof PriceChangeResponse> {
  return { price: moneyOut(row.price), discountedPrice: moneyOutNullable(row.discountedPrice), changedAt: row.changedAt.toISOString(), changedBy: row.changedByName };
}
