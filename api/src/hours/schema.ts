// Response shape of the opening-hours routes; requests reuse the shared HoursRequest.
import { z } from 'zod';
import type { HoursRow } from './repository';
import { serverText } from '@menu/shared/contract';

export const HoursResponse = z
  .object({
    id: z.number().int(),
    hourId: z.number().int(),
    restaurantId: z.number().int(),
    dayOfWeek: z.number().int().min(0).max(6),
    openTime: z.string().nullable().describe('HH:MM:SS, null when closed'),
    closeTime: z.string().nullable().describe('HH:MM:SS, null when closed'),
    isClosed: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: 'RestaurantHours' });
export type HoursResponse = z.infer<typeof HoursResponse>;

/** Optional filter of the list: one restaurant (still within the caller's scope). */
export const RestaurantFilterQuery = z.object({
  restaurantId: z
    .string()
    .regex(/^\d{1,10}$/, serverText.invalidRestaurantId)
    .transform(Number)
    .optional(),
});

export function hoursToWire(row: HoursRow): HoursResponse {
  return {
    id: row.id,
    hourId: row.id,
    restaurantId: row.restaurantId,
    dayOfWeek: row.dayOfWeek,
    openTime: row.openTime,
    closeTime: row.closeTime,
    isClosed: row.isClosed,
    createdDate: row.createdDate.toISOString(),
  };
}
