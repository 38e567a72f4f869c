// Save and delete with a confirmation and Turkish feedback; the page stays declarative.
import { tr, type Translation } from '@menu/shared';
import { useRecordActions } from '../../../lib/use-record-actions';
import { useDeleteTranslation, useSaveTranslation, type TranslationValues } from '../api/translations-api';

export function useTranslationActions() {
  return useRecordActions<Translation, TranslationValues>(useSaveTranslation(), useDeleteTranslation(), {
    ...tr.schedule.translations,
    deleteTitle: () => tr.schedule.deleteTitle,
  });
}
