// The restaurant routes' update body (the shared RestaurantRequest) and a row as they answer it (RestaurantWire).
import { z } from 'zod';
import { RestaurantEntity, RestaurantRequest, RestaurantWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { RestaurantRow } from '../db/schema';

/** PUT accepts the same body with or without its id (the edit form sends the id too). */
export const RestaurantUpdateRequest = RestaurantRequest.extend({
  id: z.unknown().optional(),
  restaurantId: z.unknown().optional(),
});

export function restaurantToWire(row: RestaurantRow): z.infer<typeof RestaurantWire> {
  return rowToWire(RestaurantEntity, 'restaurantId', row);
}
