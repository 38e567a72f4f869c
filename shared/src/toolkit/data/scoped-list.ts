// A list the server scopes by the signed-in user, loaded the same way by every remote: its query options for a
// user (the user is part of the list's key; a refresh after a change fetches them again) and the screen's hook,
// which reads the list for the signed-in user (after a 401 sign-out, the last user's, so the screen can still
// say why).
import { queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ListScope } from './query-keys';
import { listScope, useScopedUser, type ScopedUser } from './scoped-user';

export interface ScopedListOptions {
  /**
   * Hold the request until a user is known. Without it the request runs at once and, with no one signed in,
   * fails, so the screen shows why.
   */
  waitForUser?: boolean;
}

/** The query options of a scoped list: its key from the query keys' `list`, and the fetch (given the user). */
export function scopedListQuery<T, K extends QueryKey>(
  keys: { list: (scope: ListScope) => K },
  fetch: (user: ScopedUser | null) => Promise<T[]>,
  { waitForUser = false }: ScopedListOptions = {},
) {
  return (user: ScopedUser | null) =>
    queryOptions({
      queryKey: keys.list(listScope(user)),
      queryFn: () => fetch(user),
      enabled: waitForUser ? user !== null : true,
    });
}

/** The screen's hook of a scoped list: the list for the signed-in user. */
export function useScopedList<T, K extends QueryKey>(
  options: (user: ScopedUser | null) => UseQueryOptions<T[], Error, T[], K>,
) {
  return useQuery(options(useScopedUser()));
}
