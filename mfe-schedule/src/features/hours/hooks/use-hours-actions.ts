// Save and delete with the SPEC's confirmation and Turkish feedback; the page stays declarative.
import { DAY_NAMES, tr, type Hours } from '@menu/shared';
import { App } from 'antd';
import { useDeleteHours, useSaveHours, type HoursValues } from '../api/hours-api';
import { deleteErrorDetail } from '../../../lib/errors';

export function useHoursActions() {
  const { message, modal, notification } = App.useApp();
  const saveMutation = useSaveHours();
  const deleteMutation = useDeleteHours();

  /** Rejects on failure so the form stays open and shows the error in its banner. */
  async function save(values: HoursValues, editing: Hours | null): Promise<void> {
    await saveMutation.mutateAsync({ id: editing?.id ?? null, values });
    message.success(editing ? tr.schedule.hours.updated : tr.schedule.hours.created);
  }

  function confirmDelete(entry: Hours): void {
    modal.confirm({
      title: `${DAY_NAMES[entry.dayOfWeek]} - ${tr.schedule.deleteTitle}`,
      content: tr.schedule.hours.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await deleteMutation.mutateAsync(entry.id);
          message.success(tr.schedule.hours.removed);
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
