// Save, toggle and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative.
import { tr, type Category } from '@menu/shared';
import { useBodyRecordActions } from '@menu/shared/ui';
import type { CategoryBody } from '../api/category-body';
import { categoryErrorMessage } from '../api/category-errors';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory, useToggleCategory } from '../api/save-category';

const text = tr.catalog.categories;
const TITLES = { save: text.saveFailedTitle, toggle: text.toggleFailedTitle, delete: text.deleteFailedTitle } as const;

export function useCategoryActions() {
  return useBodyRecordActions<Category, CategoryBody>({
    saveMutation: useSaveCategory(),
    toggle: useToggleCategory(),
    remove: useDeleteCategory(),
    texts: { ...text, toggled: (c) => (c.isActive ? text.deactivated : text.activated) },
    failure: (action, error) => ({ title: TITLES[action], description: categoryErrorMessage(error, action) }),
  });
}
