// Request and response shapes of the restaurant routes: requests and responses are @menu/shared's.
import { z } from 'zod';
import { RestaurantEntity, RestaurantRequest, RestaurantWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { RestaurantRow } from '../db/schema';

/** PUT accepts the same body with or without its id (the edit form sends the id too). */
export const RestaurantUpdateRequest = RestaurantRequest.extend({
  id: z.unknown().optional(),
  restaurantId: z.unknown().optional(),
});

/** The shapes are @menu/shared's: the screens parse these answers with the same definition. */
export {
  RestaurantWire as RestaurantResponse,
  PublicRestaurantWire as PublicRestaurantResponse,
} from '@menu/shared/contract';
export type RestaurantResponse = z.infer<typeof RestaurantWire>;

export function restaurantToWire(row: RestaurantRow): RestaurantResponse {
  return rowToWire(RestaurantEntity, 'restaurantId', row);
}
