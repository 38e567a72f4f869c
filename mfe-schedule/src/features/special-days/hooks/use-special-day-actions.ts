// Save and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative. A failed
// save only rejects (the form's banner shows why); a failed delete is notified with the server's reason.
import { refusalReason, tr, type SpecialDay } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useDeleteSpecialDay, useSaveSpecialDay, type SpecialDayValues } from '../api/special-days-api';
import { formatDayLong } from '../components/special-day-state';

export function useSpecialDayActions() {
  const save = useSaveSpecialDay();
  const remove = useDeleteSpecialDay();
  return useRecordActions<SpecialDay, SpecialDayValues>({
    save: (values, editing) =>
      save.mutateAsync({ id: editing && typeof editing === 'object' ? editing.id : null, values }),
    saving: save.isPending,
    remove,
    texts: {
      ...tr.schedule.specialDays,
      deleteTitle: (day: SpecialDay) => `${day.name ? `${day.name}, ` : ''}${formatDayLong(day.date)}`,
    },
    failure: (action, error) =>
      action === 'delete' ? { title: tr.schedule.deleteFailed, description: refusalReason(error) } : undefined,
  });
}
