// Request bodies of POST/PUT /restaurants (docs/api-rules.md, Calls).
import type { Restaurant, RestaurantValues } from '@menu/shared';

export type RestaurantUpdateBody = RestaurantValues & { id: number };

/** The full record as the API takes it back; used by the active toggle. */
export function recordToBody(restaurant: Restaurant): RestaurantUpdateBody {
  return {
    id: restaurant.id,
    name: restaurant.name,
    description: restaurant.description,
    address: restaurant.address,
    phone: restaurant.phone,
    email: restaurant.email,
    website: restaurant.website,
    logo: restaurant.logo,
    backgroundImage: restaurant.backgroundImage,
    primaryColor: restaurant.primaryColor,
    secondaryColor: restaurant.secondaryColor,
    acceptsCalls: restaurant.acceptsCalls,
    acceptsOrders: restaurant.acceptsOrders,
    isActive: restaurant.isActive,
  };
}
