// GET /productvariants: scoped by the server through each variant's product.
import { apiClient, listOf, scopedListQuery, useScopedList, VariantSchema } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';

const variantsQueryOptions = scopedListQuery(
  catalogKeys.variants,
  () => apiClient.get('/productvariants', listOf(VariantSchema)),
  { waitForUser: true },
);

export const useVariants = () => useScopedList(variantsQueryOptions);
