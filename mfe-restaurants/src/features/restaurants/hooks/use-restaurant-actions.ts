// Save, toggle and delete with the SPEC's confirmations and Turkish feedback; the page stays declarative.
import { hasPermission, tr, type Restaurant, type RestaurantValues, type User } from '@menu/shared';
import { App } from 'antd';
import { useCreateRestaurant } from '../api/create-restaurant';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { restaurantErrorMessage } from '../api/restaurant-errors';
import { useToggleRestaurant } from '../api/toggle-restaurant';
import { useUpdateRestaurant } from '../api/update-restaurant';

export function useRestaurantActions(user: User | null) {
  const { message, modal, notification } = App.useApp();
  const create = useCreateRestaurant();
  const update = useUpdateRestaurant();
  const toggle = useToggleRestaurant();
  const remove = useDeleteRestaurant();

  const permissions = {
    /** ARCHITECTURE: creating and deleting a restaurant need manage_all_restaurants. */
    create: hasPermission(user, 'manage_all_restaurants'),
    edit: hasPermission(user, 'manage_own_restaurant'),
    delete: hasPermission(user, 'manage_all_restaurants'),
  };

  function fail(title: string, description: string) {
    notification.error({ title, description, placement: 'topRight', duration: 8 });
  }

  /** Rejects on failure so the form stays open with what was typed. */
  async function save(values: RestaurantValues, editing: Restaurant | null): Promise<void> {
    try {
      if (editing) {
        await update.mutateAsync({ ...values, id: editing.id });
        message.success(tr.restaurants.updated);
      } else {
        await create.mutateAsync(values);
        message.success(tr.restaurants.created);
      }
    } catch (error) {
      fail(tr.restaurants.saveFailedTitle, restaurantErrorMessage(error, 'save'));
      throw error;
    }
  }

  async function toggleActive(restaurant: Restaurant): Promise<void> {
    try {
      const nowActive = await toggle.mutateAsync(restaurant);
      message.success(nowActive ? tr.restaurants.activated : tr.restaurants.deactivated);
    } catch (error) {
      fail(tr.restaurants.toggleFailedTitle, restaurantErrorMessage(error, 'toggle'));
    }
  }

  function confirmDelete(restaurant: Restaurant): void {
    modal.confirm({
      title: tr.restaurants.deleteTitle,
      content: tr.restaurants.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(restaurant.id);
          message.success(tr.restaurants.removed);
        } catch (error) {
          fail(tr.restaurants.deleteFailedTitle, restaurantErrorMessage(error, 'delete'));
        }
      },
    });
  }

  return {
    permissions,
    save,
    saving: create.isPending || update.isPending,
    toggleActive,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    confirmDelete,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
