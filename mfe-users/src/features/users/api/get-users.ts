// GET /users: every user for a SuperAdmin, the own restaurant's users for an Admin (scoped by the server).
import { apiClient, ApiError, listOf, UserSchema, useSession, type User } from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userKeys } from './user-keys';

const UserList = listOf(UserSchema);

export function fetchUsers(): Promise<User[]> {
  return apiClient.get('/users', UserList);
}

/** A refused request will not pass on a second try; a flaky connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function usersQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: userKeys.list({ userId }), queryFn: fetchUsers, retry: shouldRetry });
}

/** The list for the signed-in user; after a 401 sign-out the last user's query is kept on screen. */
export function useUsers() {
  const userId = useSession((s) => s.user?.id ?? null);
  const [scopeUserId, setScopeUserId] = useState(userId);
  if (userId !== null && userId !== scopeUserId) setScopeUserId(userId);
  return useQuery(usersQueryOptions(scopeUserId));
}
