// Variant actions with the alert texts of docs/screens.md, Error messages ('Varyant oluşturulurken bir hata oluştu: ...'),
// plus the reorder of the list view.
import { errorMessage, serverMessage, tr, type Variant } from '@menu/shared';
import { useBodyRecordActions } from '@menu/shared/ui';
import { App } from 'antd';
import { useDeleteVariant } from '../api/delete-variant';
import { useMoveVariant } from '../api/move-variant';
import { useSaveVariant, useToggleVariant, type VariantBody } from '../api/save-variant';

const text = tr.catalog.variants;

export function useVariantActions() {
  const { message } = App.useApp();
  const move = useMoveVariant();
  const actions = useBodyRecordActions<Variant, VariantBody, { variant: Variant; flag: 'isActive' | 'isDefault' }>({
    saveMutation: useSaveVariant(),
    toggle: useToggleVariant(),
    remove: useDeleteVariant(),
    texts: text,
    failure: (action, error, editing) => ({
      title:
        action === 'delete'
          ? text.deleteFailed
          : editing
            ? text.updateFailed(serverMessage(error))
            : text.createFailed(serverMessage(error)),
      // A refused delete shows the server's reason beneath the screen's own sentence, as the other delete screens do.
      description: action === 'delete' ? errorMessage(error, 'delete') : undefined,
    }),
    feedback: 'message',
  });
  return {
    ...actions,
    toggle: (variant: Variant, flag: 'isActive' | 'isDefault') => actions.toggle({ variant, flag }),
    async move(variant: Variant, direction: 'up' | 'down'): Promise<void> {
      try {
        await move.mutateAsync({ id: variant.id, direction });
        message.success(text.moved);
      } catch {
        message.error(text.moveFailed);
      }
    },
    movingId: move.isPending ? move.variables?.id : undefined,
  };
}
