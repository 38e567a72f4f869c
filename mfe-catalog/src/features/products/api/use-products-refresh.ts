// After a change: refetch the product lists (and the variants, whose price preview and filters read products).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productsQueryOptions, useScopeUser } from '../../../lib/lists';
import { productKeys, variantKeys } from '../../../lib/query-keys';

export function useProductsRefresh() {
  const queryClient = useQueryClient();
  const user = useScopeUser();
  const refresh = useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: productKeys.all }), queryClient.invalidateQueries({ queryKey: variantKeys.all })]);
  }, [queryClient]);
  /** Fetches the list now (the trigger recovery needs the fresh records, not a background refetch). */
  const reload = useCallback(() => queryClient.fetchQuery({ ...productsQueryOptions(user), staleTime: 0 }), [queryClient, user]);
  return { refresh, reload };
}
