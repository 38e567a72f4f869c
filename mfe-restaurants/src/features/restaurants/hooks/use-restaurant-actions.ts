// Save, toggle and delete with the confirmations of docs/screens.md and Turkish feedback; the page stays declarative.
import { hasPermission, tr, type Restaurant, type RestaurantValues, type User } from '@menu/shared';
import { useRecordActions } from '@menu/shared/ui';
import { useCreateRestaurant } from '../api/create-restaurant';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { restaurantErrorMessage } from '../api/restaurant-errors';
import { useToggleRestaurant } from '../api/toggle-restaurant';
import { useUpdateRestaurant } from '../api/update-restaurant';

const TITLES = {
  save: tr.restaurants.saveFailedTitle,
  toggle: tr.restaurants.toggleFailedTitle,
  delete: tr.restaurants.deleteFailedTitle,
} as const;

export function useRestaurantActions(user: User | null) {
  const create = useCreateRestaurant();
  const update = useUpdateRestaurant();
  const toggle = useToggleRestaurant();
  const remove = useDeleteRestaurant();
  const actions = useRecordActions<Restaurant, RestaurantValues>({
    save: (values, editing) =>
      editing && typeof editing === 'object'
        ? update.mutateAsync({ ...values, id: editing.id })
        : create.mutateAsync(values),
    saving: create.isPending || update.isPending,
    toggle,
    remove,
    texts: {
      created: tr.restaurants.created,
      updated: tr.restaurants.updated,
      removed: tr.restaurants.removed,
      toggled: (_, nowActive) => (nowActive ? tr.restaurants.activated : tr.restaurants.deactivated),
      deleteTitle: tr.restaurants.deleteTitle,
      deleteConfirm: tr.restaurants.deleteConfirm,
    },
    confirmToggle: (r) =>
      r.isActive
        ? {
            title: tr.restaurants.deactivateTitle(r.name),
            content: tr.restaurants.deactivateConfirm,
            okText: tr.common.deactivate,
          }
        : null,
    failure: (action, error) => ({ title: TITLES[action], description: restaurantErrorMessage(error, action) }),
  });
  return {
    ...actions,
    permissions: {
      /** Creating and deleting a restaurant need manage_all_restaurants. */
      create: hasPermission(user, 'manage_all_restaurants'),
      edit: hasPermission(user, 'manage_own_restaurant'),
      delete: hasPermission(user, 'manage_all_restaurants'),
    },
    toggleActive: actions.toggle,
    togglingId: actions.toggling?.id ?? null,
  };
}
