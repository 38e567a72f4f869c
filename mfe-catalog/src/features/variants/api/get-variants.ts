// GET /productvariants: scoped by the server through each variant's product.
import { apiClient, listOf, listScope, useScopedUser, VariantSchema, type Variant } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useQuery } from '@tanstack/react-query';

const VariantList = listOf(VariantSchema);

export function fetchVariants(): Promise<Variant[]> {
  return apiClient.get('/productvariants', VariantList);
}

export function useVariants() {
  const user = useScopedUser();
  return useQuery({
    queryKey: catalogKeys.variants.list(listScope(user)),
    queryFn: fetchVariants,
    enabled: user !== null,
  });
}
