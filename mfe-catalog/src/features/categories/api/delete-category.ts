// DELETE /Categories/{id}: refused (409) while products still use the category.
import { ActionError, apiClient, tr } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function deleteCategory(id: number | null | undefined): Promise<void> {
  if (!id) throw new ActionError(tr.catalog.categories.missingId);
  return apiClient.delete(`/Categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories.all }),
  });
}
