// PUT /restaurants/{id}: the request fields plus id.
import { ActionError, apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import type { RestaurantUpdateBody } from './request-body';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function updateRestaurant(body: RestaurantUpdateBody): Promise<unknown> {
  if (!body.id) throw new ActionError(tr.restaurants.missingId);
  return apiClient.put(`/restaurants/${body.id}`, body);
}

export function useUpdateRestaurant() {
  const { refresh, recover } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (body: RestaurantUpdateBody) => {
      if (!body.id) throw new ActionError(tr.restaurants.missingId);
      await recover(
        () => updateRestaurant(body),
        (list) => list.some((r) => r.id === body.id && r.name === body.name && r.isActive === body.isActive),
        tr.restaurants.efCore,
      );
    },
    onSuccess: refresh,
  });
}
