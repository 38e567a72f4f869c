// The product variant routes' update body (the shared VariantRequest) and a row as they answer it (VariantWire).
import { z } from 'zod';
import { VariantEntity, VariantRequest, VariantWire } from '@menu/shared/contract';
import { rowToWire } from '../../http/wire-rows';
import type { VariantRow } from './repository';

export const VariantUpdateRequest = VariantRequest.extend({
  id: z.unknown().optional(),
  variantId: z.unknown().optional(),
});

export function variantToWire(row: VariantRow): z.infer<typeof VariantWire> {
  return rowToWire(VariantEntity, 'variantId', row, ['priceModifier']);
}
