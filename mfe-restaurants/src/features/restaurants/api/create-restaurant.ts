// POST /restaurants
import { apiClient, tr, type RestaurantValues } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { withTriggerRecovery } from './trigger-recovery';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function createRestaurant(body: RestaurantValues): Promise<unknown> {
  return apiClient.post('/restaurants', body);
}

export function useCreateRestaurant() {
  const { refresh, reload } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: (body: RestaurantValues) =>
      withTriggerRecovery(() => createRestaurant(body), {
        reload,
        // A create has no id yet: the record counts as saved when one with this name now exists.
        confirmed: (list) => list.some((r) => r.name.trim() === body.name),
        failure: tr.restaurants.efCore,
      }),
    onSuccess: refresh,
  });
}
