// Save and delete with a confirmation and Turkish feedback; the page stays declarative.
import { tr, type Translation } from '@menu/shared';
import { App } from 'antd';
import { deleteErrorDetail } from '../../../lib/errors';
import { useDeleteTranslation, useSaveTranslation, type TranslationValues } from '../api/translations-api';

export function useTranslationActions() {
  const { message, modal, notification } = App.useApp();
  const saveMutation = useSaveTranslation();
  const deleteMutation = useDeleteTranslation();

  /** Rejects on failure so the form stays open and shows the error in its banner. */
  async function save(values: TranslationValues, editing: Translation | null): Promise<void> {
    await saveMutation.mutateAsync({ id: editing?.id ?? null, values });
    message.success(editing ? tr.schedule.translations.updated : tr.schedule.translations.created);
  }

  function confirmDelete(translation: Translation): void {
    modal.confirm({
      title: tr.schedule.deleteTitle,
      content: tr.schedule.translations.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await deleteMutation.mutateAsync(translation.id);
          message.success(tr.schedule.translations.removed);
        } catch (error) {
          notification.error({ title: tr.schedule.deleteFailed, description: deleteErrorDetail(error), placement: 'topRight', duration: 8 });
        }
      },
    });
  }

  return {
    save,
    saving: saveMutation.isPending,
    confirmDelete,
    deletingId: deleteMutation.isPending ? (deleteMutation.variables ?? null) : null,
  };
}
