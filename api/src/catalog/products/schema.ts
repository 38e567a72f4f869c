// A product row as the product routes answer it (ProductWire), and the diagnostic form's echo. Requests are the
// shared ProductRequest, parsed in the handler because POST/PUT accept JSON and multipart alike.
import { z } from 'zod';
import { isAllergenCode, PriceChangeWire, ProductEntity, ProductWire, PublicProductWire } from '@menu/shared/contract';
import { moneyOut, moneyOutNullable, rowToWire } from '../../http/wire-rows';
import type { PriceChangeRow, ProductRow } from './repository';

/** A stored product as the API answers it: the contract's fields, each from its column (money, dates converted). */
export function productToWire(row: ProductRow): z.infer<typeof ProductWire> {
  return {
    ...rowToWire(ProductEntity, 'productId', row, ['price', 'discountedPrice']),
    rating: Number(row.rating),
    allergens: row.allergens.filter(isAllergenCode),
  };
}

export function productToPublic(row: ProductRow): z.infer<typeof PublicProductWire> {
  const { createdDate: _c, ...rest } = productToWire(row);
  return rest;
}

/** What the diagnostic POST /products/test-form answers. */
export const TestFormResponse = z
  .object({
    contentType: z.string(),
    fields: z.record(z.string(), z.unknown()),
    file: z
      .object({ field: z.string(), fileName: z.string(), size: z.number().int(), detectedType: z.string().nullable() })
      .nullable(),
    valid: z.boolean(),
    parsed: z.record(z.string(), z.unknown()).nullable(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ProductTestForm' });

export function priceChangeToWire(row: PriceChangeRow): z.infer<typeof PriceChangeWire> {
  return {
    price: moneyOut(row.price),
    discountedPrice: moneyOutNullable(row.discountedPrice),
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedByName,
  };
}
