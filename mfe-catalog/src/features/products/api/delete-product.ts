// DELETE /Products/{id}: its variants and translations go with it; refused (409) when other records need it.
import { apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { CatalogActionError } from '../../../lib/errors';
import { withTriggerRecovery } from './trigger-recovery';
import { useProductsRefresh } from './use-products-refresh';

export function deleteProduct(id: number): Promise<void> {
  return apiClient.delete(`/Products/${id}`);
}

export function useDeleteProduct() {
  const { refresh, reload } = useProductsRefresh();
  return useMutation({
    mutationFn: async (id: number | null | undefined) => {
      if (!id) throw new CatalogActionError(tr.catalog.products.missingId);
      await withTriggerRecovery(() => deleteProduct(id), { reload, confirmed: (list) => !list.some((p) => p.id === id) });
    },
    onSuccess: refresh,
  });
}
