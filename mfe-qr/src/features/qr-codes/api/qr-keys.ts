// Query keys of the QR feature, general to specific, so invalidating `all` refreshes every list.
export const qrKeys = {
  all: ['qr-codes'] as const,
  lists: () => [...qrKeys.all, 'list'] as const,
  /** The server scopes the list by the signed-in user, so the user is part of the key. */
  list: (scope: { userId: number | null }) => [...qrKeys.lists(), scope] as const,
};
