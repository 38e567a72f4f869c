// GET/POST /productaddons, PUT/DELETE /productaddons/{id}. The toggle sends the record with addonId and the
// flag flipped; the edit form sends id (docs/api-rules.md, Calls). PUT answers the saved record as JSON.
import {
  AddonSchema,
  apiClient,
  listOf,
  scopedListQuery,
  useScopedList,
  type Addon,
  type AddonRequest,
} from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type AddonBody = AddonRequest & { id?: number; addonId?: number };

const addonsQueryOptions = scopedListQuery(
  catalogKeys.addons,
  () => apiClient.get('/productaddons', listOf(AddonSchema)),
  { waitForUser: true },
);

export const useAddons = () => useScopedList(addonsQueryOptions);

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.addons.all });
}

export function useSaveAddon() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AddonBody) =>
      body.id
        ? apiClient.put(`/productaddons/${body.id}`, body, AddonSchema)
        : apiClient.post('/productaddons', body, AddonSchema),
    onSuccess: invalidate,
  });
}

export function useToggleAddon() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (a: Addon) =>
      apiClient.put(
        `/productaddons/${a.addonId}`,
        {
          addonId: a.addonId,
          restaurantId: a.restaurantId,
          name: a.name,
          description: a.description,
          price: a.price,
          isActive: !a.isActive,
        },
        AddonSchema,
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteAddon() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => apiClient.delete(`/productaddons/${id}`), onSuccess: invalidate });
}
