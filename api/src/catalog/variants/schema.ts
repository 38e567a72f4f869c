// Shapes of the product variant routes; requests reuse the shared VariantRequest.
import { z } from 'zod';
import { VariantRequest, VariantWire } from '@menu/shared/contract';
import { moneyOut } from '../common';
import type { VariantRow } from './repository';

export const VariantUpdateRequest = VariantRequest.extend({
  id: z.unknown().optional(),
  variantId: z.unknown().optional(),
});

/** The shape is @menu/shared's: the screens parse these answers with the same definition. */
export { VariantWire as VariantResponse, VariantMoveWire as VariantMoveResponse } from '@menu/shared/contract';
export type VariantResponse = z.infer<typeof VariantWire>;

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
