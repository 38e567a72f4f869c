// GET /productvariants: scoped by the server through each variant's product.
import { apiClient, listOf, scopedListQuery, useScopedList, VariantSchema, type Variant } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';

const VariantList = listOf(VariantSchema);

export function fetchVariants(): Promise<Variant[]> {
  return apiClient.get('/productvariants', VariantList);
}

const variantsQueryOptions = scopedListQuery(catalogKeys.variants, fetchVariants, { waitForUser: true });

export const useVariants = () => useScopedList(variantsQueryOptions);
