// The opening-hours routes' list filter and a row as they answer it (HoursWire); requests are the shared HoursRequest.
import { z } from 'zod';
import type { HoursRow } from './repository';
import { HoursEntity, serverText, type HoursWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';

/** Optional filter of the list: one restaurant (still within the caller's scope). */
export const RestaurantFilterQuery = z.object({
  restaurantId: z
    .string()
    .regex(/^\d{1,10}$/, serverText.invalidRestaurantId)
    .transform(Number)
    .optional(),
});

export function hoursToWire(row: HoursRow): z.infer<typeof HoursWire> {
  return rowToWire(HoursEntity, 'hourId', row);
}
