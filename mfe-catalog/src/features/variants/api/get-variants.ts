// GET /productvariants: scoped by the server through each variant's product.
import { apiClient, listOf, VariantSchema, type Variant } from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useScopeUser } from '../../../lib/lists';
import { variantKeys } from '../../../lib/query-keys';
import { shouldRetry } from '../../../lib/retry';

const VariantList = listOf(VariantSchema);

export function fetchVariants(): Promise<Variant[]> {
  return apiClient.get('/productvariants', VariantList);
}

export function useVariants() {
  const user = useScopeUser();
  return useQuery({
    ...queryOptions({ queryKey: variantKeys.list({ userId: user?.id ?? null }), queryFn: fetchVariants, retry: shouldRetry }),
    enabled: user !== null,
  });
}
