// After a change: refetch this screen's lists and the session's restaurant list (the host's selectors).
// A trigger-type 500 (docs/screens.md, States and transitions) may have saved anyway: wait 1 s, reload, and decide from the
// list; if the change is not there, 'EF Core Hatası: ...' (or 'EF Core Silme Hatası: ...').
import { sessionStore, useScopedUser, withTriggerRecovery, type Restaurant } from '@menu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { restaurantKeys, restaurantsQueryOptions } from './get-restaurants';

export function useRestaurantsRefresh() {
  const queryClient = useQueryClient();
  const user = useScopedUser();

  /** Invalidate after a successful change. */
  const refresh = useCallback(async () => {
    void sessionStore.getState().loadRestaurants();
    await queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
  }, [queryClient]);

  /** Runs `call`, recovering from a trigger-type 500 by reading the fresh list (not a background refetch). */
  const recover = useCallback(
    (
      call: () => Promise<unknown>,
      confirmed: (restaurants: Restaurant[]) => boolean,
      failure: (serverText: string) => string,
    ) =>
      withTriggerRecovery(call, {
        reload: () => queryClient.fetchQuery({ ...restaurantsQueryOptions(user), staleTime: 0 }),
        confirmed,
        failure,
      }),
    [queryClient, user],
  );

  return { refresh, recover };
}
