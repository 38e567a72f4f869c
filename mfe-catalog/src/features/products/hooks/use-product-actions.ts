// Save, toggle and delete with the SPEC's confirmation and Turkish feedback.
import { tr, type Product } from '@menu/shared';
import { App } from 'antd';
import { useDeleteProduct } from '../api/delete-product';
import type { ProductBody } from '../api/product-body';
import { productErrorMessage } from '../api/product-errors';
import { useSaveProduct } from '../api/save-product';
import { useToggleProduct } from '../api/toggle-product';

const text = tr.catalog.products;

export function useProductActions() {
  const { message, modal, notification } = App.useApp();
  const save = useSaveProduct();
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();

  function fail(title: string, description: string) {
    notification.error({ title, description, placement: 'topRight', duration: 8 });
  }

  return {
    /** Rejects on failure so the form stays open with what was typed. */
    async save(body: ProductBody): Promise<void> {
      try {
        await save.mutateAsync(body);
        message.success(body.id ? text.updated : text.created);
      } catch (error) {
        fail(text.saveFailedTitle, productErrorMessage(error, 'save'));
        throw error;
      }
    },
    saving: save.isPending,
    async toggle(product: Product): Promise<void> {
      try {
        const available = await toggle.mutateAsync(product);
        message.success(available ? text.nowAvailable : text.nowUnavailable);
      } catch (error) {
        fail(text.toggleFailedTitle, productErrorMessage(error, 'toggle'));
      }
    },
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    confirmDelete(product: Product): void {
      modal.confirm({
        title: text.deleteTitle,
        content: text.deleteConfirm,
        okText: tr.common.delete,
        okButtonProps: { danger: true },
        cancelText: tr.common.cancel,
        onOk: async () => {
          try {
            await remove.mutateAsync(product.id);
            message.success(text.removed);
          } catch (error) {
            fail(text.deleteFailedTitle, productErrorMessage(error, 'delete'));
          }
        },
      });
    },
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
