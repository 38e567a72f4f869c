// PUT /restaurants/{id}: the request fields plus id.
import { apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import type { RestaurantUpdateBody } from './request-body';
import { RestaurantActionError } from './restaurant-errors';
import { withTriggerRecovery } from './trigger-recovery';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function updateRestaurant(body: RestaurantUpdateBody): Promise<unknown> {
  if (!body.id) throw new RestaurantActionError(tr.restaurants.missingId);
  return apiClient.put(`/restaurants/${body.id}`, body);
}

export function useUpdateRestaurant() {
  const { refresh, reload } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (body: RestaurantUpdateBody) => {
      if (!body.id) throw new RestaurantActionError(tr.restaurants.missingId);
      await withTriggerRecovery(() => updateRestaurant(body), {
        reload,
        confirmed: (list) => list.some((r) => r.id === body.id && r.name === body.name && r.isActive === body.isActive),
        failure: tr.restaurants.efCore,
      });
    },
    onSuccess: refresh,
  });
}
