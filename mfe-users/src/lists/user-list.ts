// GET /users: every user for a SuperAdmin, the own restaurant's users for an Admin (scoped by the server). The
// users screen lists them and the change trail's user filter offers them: one query, so a user added or
// edited shows in both.
import { apiClient, createQueryKeys, listOf, scopedListQuery, useScopedList, UserSchema } from '@menu/shared';

export const userKeys = createQueryKeys('users');

export const usersQueryOptions = scopedListQuery(userKeys, () => apiClient.get('/users', listOf(UserSchema)));

export const useUsers = () => useScopedList(usersQueryOptions);
