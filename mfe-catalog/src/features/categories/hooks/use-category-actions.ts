// Save, toggle and delete with the SPEC's confirmation and Turkish feedback; the page stays declarative.
import { tr, type Category } from '@menu/shared';
import { App } from 'antd';
import type { CategoryBody } from '../api/category-body';
import { categoryErrorMessage } from '../api/category-errors';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory, useToggleCategory } from '../api/save-category';

const text = tr.catalog.categories;

export function useCategoryActions() {
  const { message, modal, notification } = App.useApp();
  const save = useSaveCategory();
  const toggle = useToggleCategory();
  const remove = useDeleteCategory();

  function fail(title: string, description: string) {
    notification.error({ title, description, placement: 'topRight', duration: 8 });
  }

  return {
    /** Rejects on failure so the form stays open with what was typed. */
    async save(body: CategoryBody): Promise<void> {
      try {
        await save.mutateAsync(body);
        message.success(body.id ? text.updated : text.created);
      } catch (error) {
        fail(text.saveFailedTitle, categoryErrorMessage(error, 'save'));
        throw error;
      }
    },
    saving: save.isPending,
    async toggle(category: Category): Promise<void> {
      try {
        await toggle.mutateAsync(category);
        message.success(category.isActive ? text.deactivated : text.activated);
      } catch (error) {
        fail(text.toggleFailedTitle, categoryErrorMessage(error, 'toggle'));
      }
    },
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    confirmDelete(category: Category): void {
      modal.confirm({
        title: text.deleteTitle,
        content: text.deleteConfirm,
        okText: tr.common.delete,
        okButtonProps: { danger: true },
        cancelText: tr.common.cancel,
        onOk: async () => {
          try {
            await remove.mutateAsync(category.id);
            message.success(text.removed);
          } catch (error) {
            fail(text.deleteFailedTitle, categoryErrorMessage(error, 'delete'));
          }
        },
      });
    },
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
