// Shapes of the product variant routes; requests reuse the shared VariantRequest.
import { z } from 'zod';
import { VariantRequest } from '@menu/shared/contract';
import { moneyOut } from '../common';
import type { VariantRow } from './repository';

export const VariantUpdateRequest = VariantRequest.extend({ id: z.unknown().optional(), variantId: z.unknown().optional() });

export const VariantMoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: "Yön 'up' veya 'down' olmalıdır" }),
});

export const VariantResponse = z
  .object({
    id: z.number().int(),
    variantId: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    priceModifier: z.number(),
    isDefault: z.boolean(),
    displayOrder: z.number().int(),
    isActive: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: 'ProductVariant' });
export type VariantResponse = z.infer<typeof VariantResponse>;

export function variantToWire(row: VariantRow): VariantResponse {
  return {
    id: row.id,
    variantId: row.id,
    productId: row.productId,
    name: row.name,
    description: row.description,
    priceModifier: moneyOut(row.priceModifier),
    isDefault: row.isDefault,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}
