// DELETE /productvariants/{id}
import { apiClient, tr } from '@menu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogActionError } from '../../../lib/errors';
import { variantKeys } from '../../../lib/query-keys';

export function useDeleteVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null | undefined) => {
      if (!id) throw new CatalogActionError(tr.catalog.variants.missingId);
      return apiClient.delete(`/productvariants/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: variantKeys.all }),
  });
}
