// Save and delete with a confirmation and Turkish feedback; the page stays declarative.
import { tr, type SpecialDay } from '@menu/shared';
import { useRecordActions } from '../../../lib/use-record-actions';
import { useDeleteSpecialDay, useSaveSpecialDay, type SpecialDayValues } from '../api/special-days-api';
import { formatDayLong } from '../components/special-day-state';

export function useSpecialDayActions() {
  return useRecordActions<SpecialDay, SpecialDayValues>(useSaveSpecialDay(), useDeleteSpecialDay(), {
    ...tr.schedule.specialDays,
    deleteTitle: (day) => `${day.name ? `${day.name}, ` : ''}${formatDayLong(day.date)}`,
  });
}
