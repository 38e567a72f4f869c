// DELETE /productvariants/{id}
import { ActionError, apiClient, tr } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useDeleteVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null | undefined) => {
      if (!id) throw new ActionError(tr.catalog.variants.missingId);
      return apiClient.delete(`/productvariants/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.variants.all }),
  });
}
