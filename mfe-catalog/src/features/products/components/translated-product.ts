// The product as its translations form ("Çevir", on the card and in the product form) reads it: the
// translatable fields' Turkish text.
import type { Product } from '@menu/shared';
import type { TranslatedRecord } from '@menu/shared/ui';

export function translatedProduct(p: Product): TranslatedRecord {
  return {
    tableName: 'Products',
    recordId: p.id,
    restaurantId: p.restaurantId,
    name: p.name,
    originals: { Name: p.name, Description: p.description, Ingredients: p.ingredients },
  };
}
