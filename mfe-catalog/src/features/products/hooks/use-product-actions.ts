// Save, toggle and delete with the confirmation of docs/screens.md and Turkish feedback.
import { tr, type Product } from '@menu/shared';
import { useBodyRecordActions } from '@menu/shared/ui';
import { useDeleteProduct } from '../api/delete-product';
import type { ProductBody } from '../api/product-body';
import { productErrorMessage } from '../api/product-errors';
import { useSaveProduct } from '../api/save-product';
import { useToggleProduct } from '../api/toggle-product';

const text = tr.catalog.products;
const TITLES = { save: text.saveFailedTitle, toggle: text.toggleFailedTitle, delete: text.deleteFailedTitle } as const;

export function useProductActions() {
  return useBodyRecordActions<Product, ProductBody>({
    saveMutation: useSaveProduct(),
    toggle: useToggleProduct(),
    remove: useDeleteProduct(),
    texts: { ...text, toggled: (_, available) => (available ? text.nowAvailable : text.nowUnavailable) },
    failure: (action, error) => ({ title: TITLES[action], description: productErrorMessage(error, action) }),
  });
}
