// Response shapes of the product add-on routes; requests reuse the shared AddonRequest.
import { z } from 'zod';
import { AddonEntity, AddonRequest, AddonWire } from '@menu/shared/contract';
import { rowToWire } from '../../http/wire-rows';
import type { AddonRow } from './repository';

/** The toggle sends addonId, the edit form id: both are accepted (and must match the path). */
export const AddonUpdateRequest = AddonRequest.extend({ id: z.unknown().optional(), addonId: z.unknown().optional() });

/** The shape is @menu/shared's: the screens parse these answers with the same definition. */
export { AddonWire as AddonResponse } from '@menu/shared/contract';
export type AddonResponse = z.infer<typeof AddonWire>;

export function addonToWire(row: AddonRow): AddonResponse {
  return rowToWire(AddonEntity, 'addonId', row, ['price']);
}
