// Request bodies of POST/PUT /Products: the screen sends JSON with every field of docs/api-rules.md, Entities
// (the old client's multipart form dropped ingredients, calories, diet flags...; nothing is dropped here).
import type { Product, ProductRequest } from '@menu/shared';

export type ProductBody = ProductRequest & { id?: number };

/** The full record as the API takes it back; used by the availability toggle. */
export function productToBody(p: Product): ProductBody {
  return {
    id: p.id,
    restaurantId: p.restaurantId,
    categoryId: p.categoryId,
    name: p.name,
    description: p.description,
    price: p.price,
    discountedPrice: p.discountedPrice,
    image: p.image,
    ingredients: p.ingredients,
    calories: p.calories,
    preparationTime: p.preparationTime,
    isVegetarian: p.isVegetarian,
    isVegan: p.isVegan,
    isGlutenFree: p.isGlutenFree,
    isSpicy: p.isSpicy,
    spicyLevel: p.spicyLevel,
    isAvailable: p.isAvailable,
    soldOutUntil: p.soldOutUntil,
    isFeatured: p.isFeatured,
    displayOrder: p.displayOrder,
    allergens: p.allergens,
    containsAlcohol: p.containsAlcohol,
    containsPork: p.containsPork,
    portionGrams: p.portionGrams,
  };
}
