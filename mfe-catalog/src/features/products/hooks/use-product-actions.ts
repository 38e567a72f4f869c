// Save, toggle and delete with the confirmation of docs/screens.md and Turkish feedback.
import { tr, type Product } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useDeleteProduct } from '../api/delete-product';
import type { ProductBody } from '../api/product-body';
import { productErrorMessage } from '../api/product-errors';
import { useSaveProduct } from '../api/save-product';
import { useToggleProduct } from '../api/toggle-product';

const text = tr.catalog.products;
const TITLES = { save: text.saveFailedTitle, toggle: text.toggleFailedTitle, delete: text.deleteFailedTitle } as const;

export function useProductActions() {
  const save = useSaveProduct();
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  const actions = useRecordActions<Product, ProductBody>({
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
      toggled: (_, available) => (available ? text.nowAvailable : text.nowUnavailable),
    },
    failure: (action, error) => ({ title: TITLES[action], description: productErrorMessage(error, action) }),
  });
  return {
    ...actions,
    save: (body: ProductBody) => actions.save(body, !!body.id),
    togglingId: actions.toggling?.id ?? null,
  };
}
