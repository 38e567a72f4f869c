// Response shape of the opening-hours routes; requests reuse the shared HoursRequest.
import { z } from 'zod';
import type { HoursRow } from './repository';
import { HoursEntity, serverText, type HoursWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';

/** The shape is @menu/shared's: the schedule remote parses these answers with the same definition. */
export { HoursWire as HoursResponse } from '@menu/shared/contract';
export type HoursResponse = z.infer<typeof HoursWire>;

/** Optional filter of the list: one restaurant (still within the caller's scope). */
export const RestaurantFilterQuery = z.object({
  restaurantId: z
    .string()
    .regex(/^\d{1,10}$/, serverText.invalidRestaurantId)
    .transform(Number)
    .optional(),
});

export function hoursToWire(row: HoursRow): HoursResponse {
  return rowToWire(HoursEntity, 'hourId', row);
}
