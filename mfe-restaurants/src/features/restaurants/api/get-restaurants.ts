// GET /restaurants/by-role: the restaurants the signed-in user may manage (scoped by the server).
import {
  apiClient,
  createQueryKeys,
  listOf,
  MissingTokenError,
  RestaurantSchema,
  scopedListQuery,
  tokenStorage,
  useScopedList,
  type Restaurant,
} from '@menu/shared';

export const restaurantKeys = createQueryKeys('restaurants');
const RestaurantList = listOf(RestaurantSchema);

export const restaurantsQueryOptions = scopedListQuery(restaurantKeys, async (): Promise<Restaurant[]> => {
  if (!tokenStorage.get()) throw new MissingTokenError();
  return apiClient.get('/restaurants/by-role', RestaurantList);
});

export const useRestaurants = () => useScopedList(restaurantsQueryOptions);
