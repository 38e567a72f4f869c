// Query keys of the restaurants feature, general to specific, so invalidating `all` refreshes every list.
export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => [...restaurantKeys.all, 'list'] as const,
  /** The server scopes the list by the signed-in user, so the user is part of the key. */
  list: (scope: { userId: number | null } = { userId: null }) => [...restaurantKeys.lists(), scope] as const,
};
