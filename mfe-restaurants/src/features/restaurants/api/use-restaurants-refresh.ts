// After a change: refetch this screen's lists and the session's restaurant list (the host's selectors).
import { sessionStore, useSession, type Restaurant } from '@menu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { restaurantsQueryOptions } from './get-restaurants';
import { restaurantKeys } from './restaurant-keys';

export function useRestaurantsRefresh() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);

  /** Invalidate after a successful change. */
  const refresh = useCallback(async () => {
    void sessionStore.getState().loadRestaurants();
    await queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
  }, [queryClient]);

  /** Fetch the list now (trigger recovery needs the fresh records, not a background refetch). */
  const reload = useCallback(async (): Promise<Restaurant[]> => {
    return queryClient.fetchQuery({ ...restaurantsQueryOptions(userId), staleTime: 0 });
  }, [queryClient, userId]);

  return { refresh, reload };
}
