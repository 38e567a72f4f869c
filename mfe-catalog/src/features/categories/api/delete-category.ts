// DELETE /Categories/{id}: refused (409) while products still use the category.
import { apiClient, tr } from '@menu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogActionError } from '../../../lib/errors';
import { categoryKeys } from '../../../lib/query-keys';

export function deleteCategory(id: number | null | undefined): Promise<void> {
  if (!id) throw new CatalogActionError(tr.catalog.categories.missingId);
  return apiClient.delete(`/Categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
