// Save and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative. A failed
// save only rejects (the form's banner shows why); a failed delete is notified with the server's reason.
import { DAY_NAMES, refusalReason, tr, type Hours } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useDeleteHours, useSaveHours, type HoursValues } from '../api/hours-api';
export function useHoursActions() {
  const save = useSaveHours();
  const remove = useDeleteHours();
  return useRecordActions<Hours, HoursValues>({
    save: (values, editing) =>
      save.mutateAsync({ id: editing && typeof editing === 'object' ? editing.id : null, values }),
    saving: save.isPending,
    remove,
    texts: {
      ...tr.schedule.hours,
      deleteTitle: (entry: Hours) => `${DAY_NAMES[entry.dayOfWeek]} - ${tr.schedule.deleteTitle}`,
    },
    failure: (action, error) =>
      action === 'delete' ? { title: tr.schedule.deleteFailed, description: refusalReason(error) } : undefined,
  });
}
