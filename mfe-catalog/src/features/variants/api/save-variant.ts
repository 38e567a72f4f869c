// POST /productvariants, PUT /productvariants/{id} (id plus the fields), and the active/default toggles,
// which send the full record with one flag flipped. The server clears the product's other default.
import { ActionError, apiClient, recordBody, tr, VariantRequest, type Variant } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type VariantBody = VariantRequest & { id?: number };

export function variantToBody(v: Variant): VariantBody {
  return recordBody(VariantRequest, v);
}

export function saveVariant(body: VariantBody): Promise<unknown> {
  if (body.id) return apiClient.put(`/productvariants/${body.id}`, body);
  return apiClient.post('/productvariants', body);
}

export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariantBody) => saveVariant(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.variants.all }),
  });
}

export function useToggleVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variant, flag }: { variant: Variant; flag: 'isActive' | 'isDefault' }) => {
      if (!variant.id) throw new ActionError(tr.catalog.variants.missingId);
      return saveVariant({ ...variantToBody(variant), [flag]: !variant[flag] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.variants.all }),
  });
}
