// DELETE /restaurants/{id}
import { apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { RestaurantActionError } from './restaurant-errors';
import { withTriggerRecovery } from './trigger-recovery';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function deleteRestaurant(id: number): Promise<void> {
  if (!id) throw new RestaurantActionError(tr.restaurants.missingId);
  return apiClient.delete(`/restaurants/${id}`);
}

export function useDeleteRestaurant() {
  const { refresh, reload } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (id: number | null | undefined) => {
      if (!id) throw new RestaurantActionError(tr.restaurants.missingId);
      await withTriggerRecovery(() => deleteRestaurant(id), {
        reload,
        // Deleted when the record is gone from the reloaded list.
        confirmed: (list) => !list.some((r) => r.id === id),
        failure: tr.restaurants.efCoreDelete,
      });
    },
    onSuccess: refresh,
  });
}
