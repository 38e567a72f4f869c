// Save and delete with the SPEC's confirmation and Turkish feedback; the page stays declarative.
import { DAY_NAMES, tr, type Hours } from '@menu/shared';
import { useRecordActions } from '../../../lib/use-record-actions';
import { useDeleteHours, useSaveHours, type HoursValues } from '../api/hours-api';

export function useHoursActions() {
  return useRecordActions<Hours, HoursValues>(useSaveHours(), useDeleteHours(), {
    ...tr.schedule.hours,
    deleteTitle: (entry) => `${DAY_NAMES[entry.dayOfWeek]} - ${tr.schedule.deleteTitle}`,
  });
}
