// Add-on actions with the alert texts of docs/screens.md, Error messages (one-line messages); a refused delete also shows the
// server's reason (for example the records that still refer to the add-on) beneath the spec's message.
import { errorMessage, tr, type Addon } from '@menu/shared';
import { useBodyRecordActions } from '@menu/shared/ui';
import { useDeleteAddon, useSaveAddon, useToggleAddon, type AddonBody } from '../api/addons-api';

const text = tr.catalog.addons;

export function useAddonActions() {
  return useBodyRecordActions<Addon, AddonBody>({
    saveMutation: useSaveAddon(),
    toggle: useToggleAddon(),
    remove: useDeleteAddon(),
    texts: { ...text, toggled: (a) => (a.isActive ? text.deactivated : text.activated) },
    failure: (action, error, editing) =>
      action === 'delete'
        ? { title: text.deleteFailed, description: errorMessage(error, 'delete') }
        : { title: action === 'save' ? (editing ? text.updateFailed : text.createFailed) : text.toggleFailed },
    feedback: 'message',
  });
}
