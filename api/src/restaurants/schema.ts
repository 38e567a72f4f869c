// Request and response shapes of the restaurant routes. Requests reuse the shared RestaurantRequest.
import { z } from 'zod';
import { RestaurantRequest } from '@menu/shared/contract';
import type { RestaurantRow } from '../db/schema';

/** PUT accepts the same body with or without its id (SPEC sends `same plus id`). */
export const RestaurantUpdateRequest = RestaurantRequest.extend({
  id: z.unknown().optional(),
  restaurantId: z.unknown().optional(),
});

const publicShape = {
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
};

export const RestaurantResponse = z
  .object({ ...publicShape, isActive: z.boolean(), createdDate: z.string() })
  .meta({ id: 'Restaurant' });
export type RestaurantResponse = z.infer<typeof RestaurantResponse>;

/** What a diner may see: no status flags, no dates. */
export const PublicRestaurantResponse = z.object(publicShape).meta({ id: 'PublicRestaurant' });

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
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}
