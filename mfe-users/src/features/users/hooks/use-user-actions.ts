// Save, toggle and delete with the confirmation of docs/screens.md and Turkish feedback; the page stays declarative.
import { errorDetail, tr, type User } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { toBody, type UserValues } from '../api/request-body';
import { useCreateUser, useDeleteUser, useToggleUser, useUpdateUser } from '../api/user-mutations';

export function useUserActions() {
  const create = useCreateUser();
  const update = useUpdateUser();
  const toggle = useToggleUser();
  const remove = useDeleteUser();
  const actions = useRecordActions<User, UserValues>({
    save: (values, editing) =>
      editing && typeof editing === 'object'
        ? update.mutateAsync({ ...toBody(values), id: editing.id })
        : create.mutateAsync(toBody(values)),
    saving: create.isPending || update.isPending,
    toggle,
    remove,
    texts: {
      created: tr.users.created,
      updated: tr.users.updated,
      removed: tr.users.removed,
      toggled: (_, nowActive) => (nowActive ? tr.users.activated : tr.users.deactivated),
      deleteTitle: tr.users.deleteTitle,
      deleteConfirm: tr.users.deleteConfirm,
    },
    failure: (action, error, editing) => ({
      title:
        action === 'save'
          ? editing
            ? tr.users.updateFailed
            : tr.users.createFailed
          : action === 'toggle'
            ? tr.users.toggleFailed
            : tr.users.deleteFailed,
      description: errorDetail(error),
    }),
  });
  return { ...actions, toggleActive: actions.toggle, togglingId: actions.toggling?.id ?? null };
}
