// DELETE /restaurants/{id}
import { ActionError, apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function deleteRestaurant(id: number): Promise<void> {
  if (!id) throw new ActionError(tr.restaurants.missingId);
  return apiClient.delete(`/restaurants/${id}`);
}

export function useDeleteRestaurant() {
  const { refresh, recover } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (id: number | null | undefined) => {
      if (!id) throw new ActionError(tr.restaurants.missingId);
      // Deleted when the record is gone from the reloaded list.
      await recover(
        () => deleteRestaurant(id),
        (list) => !list.some((r) => r.id === id),
        tr.restaurants.efCoreDelete,
      );
    },
    onSuccess: refresh,
  });
}
