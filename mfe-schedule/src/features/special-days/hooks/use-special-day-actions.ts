// Save and delete with a confirmation and Turkish feedback; the page stays declarative.
import { tr, type SpecialDay } from '@menu/shared';
import { App } from 'antd';
import { deleteErrorDetail } from '../../../lib/errors';
import { useDeleteSpecialDay, useSaveSpecialDay, type SpecialDayValues } from '../api/special-days-api';
import { formatDayLong } from '../components/special-day-state';

export function useSpecialDayActions() {
  const { message, modal, notification } = App.useApp();
  const saveMutation = useSaveSpecialDay();
  const deleteMutation = useDeleteSpecialDay();

  /** Rejects on failure so the form stays open and shows the error in its banner. */
  async function save(values: SpecialDayValues, editing: SpecialDay | null): Promise<void> {
    await saveMutation.mutateAsync({ id: editing?.id ?? null, values });
    message.success(editing ? tr.schedule.specialDays.updated : tr.schedule.specialDays.created);
  }

  function confirmDelete(day: SpecialDay): void {
    modal.confirm({
      title: `${day.name ? `${day.name}, ` : ''}${formatDayLong(day.date)}`,
      content: tr.schedule.specialDays.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await deleteMutation.mutateAsync(day.id);
          message.success(tr.schedule.specialDays.removed);
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
