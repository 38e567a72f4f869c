// GET /restaurants/by-role: the restaurants the signed-in user may manage (scoped by the server).
import {
  apiClient,
  createQueryKeys,
  listOf,
  listScope,
  MissingTokenError,
  RestaurantSchema,
  tokenStorage,
  useScopedUser,
  type Restaurant,
  type ScopedUser,
} from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const restaurantKeys = createQueryKeys('restaurants');
const RestaurantList = listOf(RestaurantSchema);

export async function fetchRestaurants(): Promise<Restaurant[]> {
  if (!tokenStorage.get()) throw new MissingTokenError();
  return apiClient.get('/restaurants/by-role', RestaurantList);
}

export function restaurantsQueryOptions(user: ScopedUser | null) {
  return queryOptions({ queryKey: restaurantKeys.list(listScope(user)), queryFn: fetchRestaurants });
}

/** The list for the signed-in user (after a 401 sign-out, the last user's, so the screen can say why). */
export function useRestaurants() {
  return useQuery(restaurantsQueryOptions(useScopedUser()));
}
