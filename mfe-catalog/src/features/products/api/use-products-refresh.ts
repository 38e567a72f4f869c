// After a change: refetch the product lists (and the variants, whose price preview and filters read products).
// A trigger-type 500 (docs/screens.md, States and transitions) may have saved anyway: wait 1 s and reload; if the change is
// not there, look once more after 1.5 s; then give up with 'Ürün kaydedilemedi, lütfen tekrar deneyin'.
import { tr, useScopedUser, withTriggerRecovery, type Product } from '@menu/shared';
import { catalogKeys, productsQueryOptions } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** docs/screens.md, Constants: the waits after a trigger-type 500. */
export const TRIGGER_RECOVERY_DELAYS_MS = [1000, 1500] as const;

export function useProductsRefresh() {
  const queryClient = useQueryClient();
  const user = useScopedUser();
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.products.all }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.variants.all }),
    ]);
  }, [queryClient]);
  /** Runs `call`, recovering from a trigger-type 500 by reading the fresh list (not a background refetch). */
  const recover = useCallback(
    (call: () => Promise<unknown>, confirmed: (products: Product[]) => boolean) =>
      withTriggerRecovery(call, {
        reload: () => queryClient.fetchQuery({ ...productsQueryOptions(user), staleTime: 0 }),
        confirmed,
        failure: () => tr.catalog.products.saveRetryFailed,
        delays: TRIGGER_RECOVERY_DELAYS_MS,
      }),
    [queryClient, user],
  );
  return { refresh, recover };
}
