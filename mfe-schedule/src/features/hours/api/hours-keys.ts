// Query keys of the opening-hours feature, general to specific; invalidating `all` refreshes every list.
export const hoursKeys = {
  all: ['restaurant-hours'] as const,
  lists: () => [...hoursKeys.all, 'list'] as const,
  /** The server scopes the list by the signed-in user, so the user is part of the key. */
  list: (userId: number | null) => [...hoursKeys.lists(), { userId }] as const,
};
