// Save, toggle and delete with the SPEC's confirmation and Turkish feedback; the page stays declarative.
import { tr, type User } from '@menu/shared';
import { App } from 'antd';
import { toBody, type UserValues } from '../api/request-body';
import { userErrorDetail } from '../api/user-errors';
import { useCreateUser, useDeleteUser, useToggleUser, useUpdateUser } from '../api/user-mutations';

export function useUserActions() {
  const { message, modal, notification } = App.useApp();
  const create = useCreateUser();
  const update = useUpdateUser();
  const toggle = useToggleUser();
  const remove = useDeleteUser();

  function fail(title: string, error: unknown) {
    notification.error({ title, description: userErrorDetail(error), placement: 'topRight', duration: 8 });
  }

  /** Rejects on failure so the form stays open with what was typed. */
  async function save(values: UserValues, editing: User | null): Promise<void> {
    try {
      if (editing) {
        await update.mutateAsync({ ...toBody(values), id: editing.id });
        message.success(tr.users.updated);
      } else {
        await create.mutateAsync(toBody(values));
        message.success(tr.users.created);
      }
    } catch (error) {
      fail(editing ? tr.users.updateFailed : tr.users.createFailed, error);
      throw error;
    }
  }

  async function toggleActive(user: User): Promise<void> {
    try {
      const nowActive = await toggle.mutateAsync(user);
      message.success(nowActive ? tr.users.activated : tr.users.deactivated);
    } catch (error) {
      fail(tr.users.toggleFailed, error);
    }
  }

  function confirmDelete(user: User): void {
    modal.confirm({
      title: tr.users.deleteTitle,
      content: tr.users.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(user.id);
          message.success(tr.users.removed);
        } catch (error) {
          fail(tr.users.deleteFailed, error);
        }
      },
    });
  }

  return {
    save,
    saving: create.isPending || update.isPending,
    toggleActive,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    confirmDelete,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
