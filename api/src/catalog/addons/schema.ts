// The product add-on routes' update body (the shared AddonRequest) and a row as they answer it (AddonWire).
import { z } from 'zod';
import { AddonEntity, AddonRequest, AddonWire } from '@menu/shared/contract';
import { rowToWire } from '../../http/wire-rows';
import type { AddonRow } from './repository';

/** The toggle sends addonId, the edit form id: both are accepted (and must match the path). */
export const AddonUpdateRequest = AddonRequest.extend({ id: z.unknown().optional(), addonId: z.unknown().optional() });

export function addonToWire(row: AddonRow): z.infer<typeof AddonWire> {
  return rowToWire(AddonEntity, 'addonId', row, ['price']);
}
