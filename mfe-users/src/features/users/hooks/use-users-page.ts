// The users screen's state: the list and what the filters leave of it, the view, the form drawer, and what
// each row needs from the signed-in user (the restaurant's name, what the viewer may do to it).
import { tr, useSession, type User, userRowPermissions } from '@menu/shared';
import { restaurantRecordForm, useRecordEditor, type ViewMode } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import { useUsers } from '../../../lists/user-list';
import { filterUsers, NO_FILTERS, restaurantIdFromToken, userStats, type UserFilters } from './filter-users';
import { useUserActions } from './use-user-actions';

export function useUsersPage() {
  const viewer = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const restaurants = useSession((s) => s.restaurants);
  const users = useUsers();
  const actions = useUserActions();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<User>();

  // docs/screens.md, Error messages: after a failed load the lists are emptied.
  const all = useMemo(() => (users.isError ? [] : (users.data ?? [])), [users.data, users.isError]);
  const shown = useMemo(() => filterUsers(all, filters), [all, filters]);
  const stats = useMemo(() => userStats(all), [all]);
  const restaurantNames = useMemo(() => new Map(restaurants.map((r) => [r.id, r.name])), [restaurants]);
  const defaultRestaurantId =
    restaurantIdFromToken(token) ?? viewer?.restaurantId ?? (restaurants.length === 1 ? restaurants[0].id : null);

  const restaurantName = (user: User) =>
    user.restaurantId == null
      ? tr.users.noRestaurant
      : (restaurantNames.get(user.restaurantId) ?? `#${user.restaurantId}`);
  const rowPermissions = (user: User) => userRowPermissions(viewer, user);

  return {
    viewer,
    isSuperAdmin: viewer?.role === 'SuperAdmin',
    restaurants,
    users,
    actions,
    filters,
    setFilters,
    view,
    setView,
    editor,
    all,
    shown,
    stats,
    restaurantName,
    rowPermissions,
    /** The user form's wiring: a new user starts with the restaurant of the signed-in user's token; only a
     * SuperAdmin may make SuperAdmins; editing oneself fixes one's role and status. */
    form: {
      ...restaurantRecordForm(editor, { restaurants, newRecordRestaurant: defaultRestaurantId }, actions),
      canAssignSuperAdmin: viewer?.role === 'SuperAdmin',
      isSelf: !!editor.editing && editor.editing.id === viewer?.id,
    },
    loading: users.isPending && !users.isError,
  };
}

export type UsersPageState = ReturnType<typeof useUsersPage>;
