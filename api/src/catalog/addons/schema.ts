// Response shapes of the product add-on routes; requests reuse the shared AddonRequest.
import { z } from 'zod';
import { AddonRequest, AddonWire } from '@menu/shared/contract';
import { moneyOut } from '../common';
import type { AddonRow } from './repository';

/** The toggle sends addonId, the edit form id: both are accepted (and must match the path). */
export const AddonUpdateRequest = AddonRequest.extend({ id: z.unknown().optional(), addonId: z.unknown().optional() });

/** The shape is @menu/shared's: the screens parse these answers with the same definition. */
export { AddonWire as AddonResponse } from '@menu/shared/contract';
export type AddonResponse = z.infer<typeof AddonWire>;

export function addonToWire(row: AddonRow): AddonResponse {
  return {
    id: row.id,
    addonId: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: moneyOut(row.price),
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}
