// The active toggle (docs/screens.md, States and transitions): PUT /restaurants/{id} with the full record and isActive inverted.
import { ActionError, tr, type Restaurant } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { recordToBody } from './request-body';
import { updateRestaurant } from './update-restaurant';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function useToggleRestaurant() {
  const { refresh, recover } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (restaurant: Restaurant): Promise<boolean> => {
      if (!restaurant.id) throw new ActionError(tr.restaurants.missingId);
      const body = { ...recordToBody(restaurant), isActive: !restaurant.isActive };
      await recover(
        () => updateRestaurant(body),
        (list) => list.some((r) => r.id === body.id && r.isActive === body.isActive),
        tr.restaurants.efCore,
      );
      return body.isActive;
    },
    onSuccess: refresh,
  });
}
