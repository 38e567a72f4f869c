// Request and response shapes of the restaurant routes: requests and responses are @menu/shared's.
import { z } from 'zod';
import { RestaurantRequest, RestaurantWire } from '@menu/shared/contract';
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
  return {
    id: row.id,
    restaurantId: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    logo: row.logo,
    backgroundImage: row.backgroundImage,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    acceptsCalls: row.acceptsCalls,
    acceptsOrders: row.acceptsOrders,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}
