// Response shapes of the product add-on routes; requests reuse the shared AddonRequest.
import { z } from 'zod';
import { AddonRequest } from '@menu/shared/contract';
import { moneyOut } from '../common';
import type { AddonRow } from './repository';

/** The toggle sends addonId, the edit form id: both are accepted (and must match the path). */
export const AddonUpdateRequest = AddonRequest.extend({ id: z.unknown().optional(), addonId: z.unknown().optional() });

export const AddonResponse = z
  .object({
    id: z.number().int(),
    addonId: z.number().int(),
    restaurantId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number(),
    isActive: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: 'ProductAddon' });
export type AddonResponse = z.infer<typeof AddonResponse>;

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
