// GET /users: every user for a SuperAdmin, the own restaurant's users for an Admin (scoped by the server).
import {
  apiClient,
  createQueryKeys,
  listOf,
  scopedListQuery,
  useScopedList,
  UserSchema,
  type User,
} from '@menu/shared';

export const userKeys = createQueryKeys('users');
const UserList = listOf(UserSchema);

export function fetchUsers(): Promise<User[]> {
  return apiClient.get('/users', UserList);
}

export const usersQueryOptions = scopedListQuery(userKeys, fetchUsers);

export const useUsers = () => useScopedList(usersQueryOptions);
