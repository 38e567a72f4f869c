// DELETE /Products/{id}: its variants and translations go with it; refused (409) when other records need it.
import { ActionError, apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { useProductsRefresh } from './use-products-refresh';

export function deleteProduct(id: number): Promise<void> {
  return apiClient.delete(`/Products/${id}`);
}

export function useDeleteProduct() {
  const { refresh, recover } = useProductsRefresh();
  return useMutation({
    mutationFn: async (id: number | null | undefined) => {
      if (!id) throw new ActionError(tr.catalog.products.missingId);
      await recover(
        () => deleteProduct(id),
        (list) => !list.some((p) => p.id === id),
      );
    },
    onSuccess: refresh,
  });
}
