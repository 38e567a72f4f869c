// Add-on actions with the alert texts of SPEC section 8 (one-line messages, no server detail).
import { tr, type Addon } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useDeleteAddon, useSaveAddon, useToggleAddon, type AddonBody } from '../api/addons-api';

const text = tr.catalog.addons;

export function useAddonActions() {
  const save = useSaveAddon();
  const toggle = useToggleAddon();
  const remove = useDeleteAddon();
  const actions = useRecordActions<Addon, AddonBody>({
    save: (body) => save.mutateAsync(body),
    saving: save.isPending,
    toggle,
    remove,
    texts: { created: text.created, updated: text.updated, removed: text.removed, deleteTitle: text.deleteTitle, deleteConfirm: text.deleteConfirm, toggled: (a) => (a.isActive ? text.deactivated : text.activated) },
    failure: (action, _error, editing) => ({ title: action === 'save' ? (editing ? text.updateFailed : text.createFailed) : action === 'toggle' ? text.toggleFailed : text.deleteFailed }),
    feedback: 'message',
  });
  return { ...actions, save: (body: AddonBody) => actions.save(body, !!body.id), togglingId: actions.toggling?.id };
}
