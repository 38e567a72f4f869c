// The change trail screen's calls: its keyset pages (shared with the catalog's "Geçmiş" button), the users its
// user filter offers, and the downloads.
import { useScopedUser } from '@menu/shared';
import { auditPagesQuery, type AuditFilters } from '@menu/shared/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

export function useAuditPages(filters: AuditFilters) {
  const userId = useScopedUser()?.id ?? null;
  return useInfiniteQuery({ ...auditPagesQuery(filters, userId), placeholderData: keepPreviousData });
}

/** Whom the user filter offers: the users the caller may see (the users screen's list, scoped by the server). */
export { useUsers as useAuditUsers } from '../../../lists/user-list';
