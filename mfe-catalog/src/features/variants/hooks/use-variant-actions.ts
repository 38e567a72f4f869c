// Variant actions with the alert texts of SPEC section 8 ('Varyant oluşturulurken bir hata oluştu: ...').
import { tr, type Variant } from '@menu/shared';
import { App } from 'antd';
import { serverMessage } from '../../../lib/errors';
import { useDeleteVariant } from '../api/delete-variant';
import { useMoveVariant } from '../api/move-variant';
import { useSaveVariant, useToggleVariant, type VariantBody } from '../api/save-variant';

const text = tr.catalog.variants;

export function useVariantActions() {
  const { message, modal } = App.useApp();
  const save = useSaveVariant();
  const toggle = useToggleVariant();
  const remove = useDeleteVariant();
  const move = useMoveVariant();

  return {
    async save(body: VariantBody): Promise<void> {
      try {
        await save.mutateAsync(body);
        message.success(body.id ? text.updated : text.created);
      } catch (error) {
        message.error(body.id ? text.updateFailed(serverMessage(error)) : text.createFailed(serverMessage(error)));
        throw error;
      }
    },
    saving: save.isPending,
    async toggle(variant: Variant, flag: 'isActive' | 'isDefault'): Promise<void> {
      try {
        await toggle.mutateAsync({ variant, flag });
      } catch (error) {
        message.error(text.updateFailed(serverMessage(error)));
      }
    },
    toggling: toggle.isPending ? toggle.variables : undefined,
    async move(variant: Variant, direction: 'up' | 'down'): Promise<void> {
      try {
        await move.mutateAsync({ id: variant.id, direction });
        message.success(text.moved);
      } catch {
        message.error(text.moveFailed);
      }
    },
    movingId: move.isPending ? move.variables?.id : undefined,
    confirmDelete(variant: Variant): void {
      modal.confirm({
        title: text.deleteTitle,
        content: text.deleteConfirm,
        okText: tr.common.delete,
        okButtonProps: { danger: true },
        cancelText: tr.common.cancel,
        onOk: async () => {
          try {
            await remove.mutateAsync(variant.id);
            message.success(text.removed);
          } catch {
            message.error(text.deleteFailed);
          }
        },
      });
    },
  };
}
