// Save and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative. A failed
// save only rejects (the form's banner shows why); a failed delete is notified with the server's reason.
import { refusalReason, tr, type Translation } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useDeleteTranslation, useSaveTranslation, type TranslationValues } from '../api/translations-api';
export function useTranslationActions() {
  const save = useSaveTranslation();
  const remove = useDeleteTranslation();
  return useRecordActions<Translation, TranslationValues>({
    save: (values, editing) =>
      save.mutateAsync({ id: editing && typeof editing === 'object' ? editing.id : null, values }),
    saving: save.isPending,
    remove,
    texts: { ...tr.schedule.translations, deleteTitle: tr.schedule.deleteTitle },
    failure: (action, error) =>
      action === 'delete' ? { title: tr.schedule.deleteFailed, description: refusalReason(error) } : undefined,
  });
}
