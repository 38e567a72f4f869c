// POST /Categories and PUT /Categories/{id}; the toggle is a PUT of the full record with isActive inverted.
import { ActionError, apiClient, CategorySchema, tr, type Category } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryToBody, type CategoryBody } from './category-body';

export function createCategory(body: CategoryBody): Promise<Category> {
  return apiClient.post('/Categories', body, CategorySchema);
}

export function updateCategory(body: CategoryBody): Promise<Category> {
  if (!body.id) throw new ActionError(tr.catalog.categories.missingId);
  return apiClient.put(`/Categories/${body.id}`, body, CategorySchema);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories.all });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CategoryBody) => (body.id ? updateCategory(body) : createCategory(body)),
    onSuccess: invalidate,
  });
}

export function useToggleCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (category: Category) => updateCategory({ ...categoryToBody(category), isActive: !category.isActive }),
    onSuccess: invalidate,
  });
}
