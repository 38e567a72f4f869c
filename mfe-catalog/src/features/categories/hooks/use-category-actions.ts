// Save, toggle and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative.
import { tr, type Category } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import type { CategoryBody } from '../api/category-body';
import { categoryErrorMessage } from '../api/category-errors';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory, useToggleCategory } from '../api/save-category';

const text = tr.catalog.categories;
const TITLES = { save: text.saveFailedTitle, toggle: text.toggleFailedTitle, delete: text.deleteFailedTitle } as const;

export function useCategoryActions() {
  const save = useSaveCategory();
  const toggle = useToggleCategory();
  const remove = useDeleteCategory();
  const actions = useRecordActions<Category, CategoryBody>({
    save: (body) => save.mutateAsync(body),
    saving: save.isPending,
    toggle,
    remove,
    texts: {
      created: text.created,
      updated: text.updated,
      removed: text.removed,
      deleteTitle: text.deleteTitle,
      deleteConfirm: text.deleteConfirm,
      toggled: (c) => (c.isActive ? text.deactivated : text.activated),
    },
    failure: (action, error) => ({ title: TITLES[action], description: categoryErrorMessage(error, action) }),
  });
  return {
    ...actions,
    save: (body: CategoryBody) => actions.save(body, !!body.id),
    togglingId: actions.toggling?.id ?? null,
  };
}
