// The change trail screen's calls: its keyset pages (shared with the catalog's "Geçmiş" button), the users its
// user filter offers, and the downloads.
import { apiClient, createQueryKeys, listOf, listScope, UserSchema, useScopedUser, type User } from '@menu/shared';
import { auditPagesQuery, type AuditFilters } from '@menu/shared/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

const auditUserKeys = createQueryKeys('audit-users');
const UserList = listOf(UserSchema);

export function useAuditPages(filters: AuditFilters) {
  const userId = useScopedUser()?.id ?? null;
  return useInfiniteQuery({ ...auditPagesQuery(filters, userId), placeholderData: keepPreviousData });
}

/** Whom the user filter offers: the users the caller may see (the server scopes the list). */
export function useAuditUsers() {
  const user = useScopedUser();
  return useQuery({
    queryKey: auditUserKeys.list(listScope(user)),
    queryFn: (): Promise<User[]> => apiClient.get('/users', UserList),
    enabled: user !== null,
  });
}
