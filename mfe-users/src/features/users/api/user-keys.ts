// Query keys of the users feature, general to specific, so invalidating `all` refreshes every list.
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  /** The server scopes the list by the signed-in user, so the user is part of the key. */
  list: (scope: { userId: number | null }) => [...userKeys.lists(), scope] as const,
};
