// The change trail screen's calls: its keyset pages (shared with the catalog's "Geçmiş" button), the users its
// user filter offers, and the downloads.
import {
  apiClient,
  createQueryKeys,
  listOf,
  scopedListQuery,
  useScopedList,
  UserSchema,
  useScopedUser,
  type User,
} from '@menu/shared';
import { auditPagesQuery, type AuditFilters } from '@menu/shared/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const auditUserKeys = createQueryKeys('audit-users');
const UserList = listOf(UserSchema);
const auditUsersQueryOptions = scopedListQuery(
  auditUserKeys,
  (): Promise<User[]> => apiClient.get('/users', UserList),
  { waitForUser: true },
);

export function useAuditPages(filters: AuditFilters) {
  const userId = useScopedUser()?.id ?? null;
  return useInfiniteQuery({ ...auditPagesQuery(filters, userId), placeholderData: keepPreviousData });
}

/** Whom the user filter offers: the users the caller may see (the server scopes the list). */
export const useAuditUsers = () => useScopedList(auditUsersQueryOptions);
