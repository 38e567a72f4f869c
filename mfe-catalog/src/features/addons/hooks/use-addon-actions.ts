// Add-on actions with the alert texts of SPEC section 8.
import { tr, type Addon } from '@menu/shared';
import { App } from 'antd';
import { useDeleteAddon, useSaveAddon, useToggleAddon, type AddonBody } from '../api/addons-api';

const text = tr.catalog.addons;

export function useAddonActions() {
  const { message, modal } = App.useApp();
  const save = useSaveAddon();
  const toggle = useToggleAddon();
  const remove = useDeleteAddon();
  return {
    async save(body: AddonBody): Promise<void> {
      try {
        await save.mutateAsync(body);
        message.success(body.id ? text.updated : text.created);
      } catch (error) {
        message.error(body.id ? text.updateFailed : text.createFailed);
        throw error;
      }
    },
    saving: save.isPending,
    async toggle(addon: Addon): Promise<void> {
      try {
        await toggle.mutateAsync(addon);
        message.success(addon.isActive ? text.deactivated : text.activated);
      } catch {
        message.error(text.toggleFailed);
      }
    },
    togglingId: toggle.isPending ? toggle.variables?.id : undefined,
    confirmDelete(addon: Addon): void {
      modal.confirm({
        title: text.deleteTitle,
        content: text.deleteConfirm,
        okText: tr.common.delete,
        okButtonProps: { danger: true },
        cancelText: tr.common.cancel,
        onOk: async () => {
          try {
            await remove.mutateAsync(addon.id);
            message.success(text.removed);
          } catch {
            message.error(text.deleteFailed);
          }
        },
      });
    },
  };
}
