// Shapes of the product variant routes; requests reuse the shared VariantRequest.
import { z } from 'zod';
import { VariantEntity, VariantRequest, VariantWire } from '@menu/shared/contract';
import { rowToWire } from '../../http/wire-rows';
import type { VariantRow } from './repository';

export const VariantUpdateRequest = VariantRequest.extend({
  id: z.unknown().optional(),
  variantId: z.unknown().optional(),
});

/** The shape is @menu/shared's: the screens parse these answers with the same definition. */
export { VariantWire as VariantResponse, VariantMoveWire as VariantMoveResponse } from '@menu/shared/contract';
export type VariantResponse = z.infer<typeof VariantWire>;

export function variantToWire(row: VariantRow): VariantResponse {
  return rowToWire(VariantEntity, 'variantId', row, ['priceModifier']);
}
