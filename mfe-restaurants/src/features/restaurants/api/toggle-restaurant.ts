// The active toggle (SPEC section 4): PUT /restaurants/{id} with the full record and isActive inverted.
import { tr, type Restaurant } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { recordToBody } from './request-body';
import { RestaurantActionError } from './restaurant-errors';
import { withTriggerRecovery } from './trigger-recovery';
import { updateRestaurant } from './update-restaurant';
import { useRestaurantsRefresh } from './use-restaurants-refresh';

export function useToggleRestaurant() {
  const { refresh, reload } = useRestaurantsRefresh();
  return useMutation({
    mutationFn: async (restaurant: Restaurant): Promise<boolean> => {
      if (!restaurant.id) throw new RestaurantActionError(tr.restaurants.missingId);
      const body = { ...recordToBody(restaurant), isActive: !restaurant.isActive };
      await withTriggerRecovery(() => updateRestaurant(body), {
        reload,
        confirmed: (list) => list.some((r) => r.id === body.id && r.isActive === body.isActive),
        failure: tr.restaurants.efCore,
      });
      return body.isActive;
    },
    onSuccess: refresh,
  });
}
