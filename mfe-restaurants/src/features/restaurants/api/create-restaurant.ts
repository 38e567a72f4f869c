// POST /restaurants
import { apiClient, tr, type RestaurantValues } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function createRestaurant(body: RestaurantValues): Promise<unknown> {
  return apiClient.post('/restaurants', body);
}

export function useCreateRestaurant() {
  const { refresh, recover } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: (body: RestaurantValues) =>
      // A create has no id yet: the record counts as saved when one with this name now exists.
      recover(
        () => createRestaurant(body),
        (list) => list.some((r) => r.name.trim() === body.name),
        tr.restaurants.efCore,
      ),
    onSuccess: refresh,
  });
}
