// GET /users: every user for a SuperAdmin, the own restaurant's users for an Admin (scoped by the server).
import {
  apiClient,
  createQueryKeys,
  listOf,
  listScope,
  UserSchema,
  useScopedUser,
  type ScopedUser,
  type User,
} from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const userKeys = createQueryKeys('users');
const UserList = listOf(UserSchema);

export function fetchUsers(): Promise<User[]> {
  return apiClient.get('/users', UserList);
}

export function usersQueryOptions(user: ScopedUser | null) {
  return queryOptions({ queryKey: userKeys.list(listScope(user)), queryFn: fetchUsers });
}

/** The list for the signed-in user; after a 401 sign-out the last user's query is kept on screen. */
export function useUsers() {
  return useQuery(usersQueryOptions(useScopedUser()));
}
