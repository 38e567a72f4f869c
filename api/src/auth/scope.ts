// Restaurant scoping (docs/roles-and-permissions.md), used by every domain: a SuperAdmin sees everything; anyone
// else only their own restaurant. Another restaurant's record answers 404 (as if absent); creating into
// another restaurant answers 403.
import { canAccessRestaurant, hasPermission, type Permission, type Role } from '@menu/shared/contract';
import { createError, type AppError } from '../errors';

export interface AuthPrincipal {
  userId: number;
  role: Role;
  restaurantId: number | null;
  /** The sign-in session of the access token (auth/sessions.ts); absent for principals built in tests. */
  sessionId?: string;
}

/** Restaurant ids a principal's lists are limited to: 'all' for a SuperAdmin, else its own (or none). */
export function listScope(principal: AuthPrincipal): 'all' | number[] {
  if (principal.role === 'SuperAdmin') return 'all';
  return principal.restaurantId == null ? [] : [principal.restaurantId];
}

export function canSee(principal: AuthPrincipal, restaurantId: number | null | undefined): boolean {
  return canAccessRestaurant(principal, restaurantId);
}

/** For reads, updates and deletes of an existing record: another restaurant's record is "not found". */
export function assertCanSee(
  principal: AuthPrincipal,
  restaurantId: number | null | undefined,
  notFound?: AppError,
): void {
  if (!canSee(principal, restaurantId)) throw notFound ?? createError('NOT_FOUND');
}

/** For creates (and moving a record to another restaurant): writing into another restaurant is forbidden. */
export function assertCanWriteInto(principal: AuthPrincipal, restaurantId: number): void {
  if (!canSee(principal, restaurantId)) throw createError('FORBIDDEN', 'Bu restoran için işlem yetkiniz yok');
}

/** Passes when the principal holds at least one of the permissions. */
export function assertPermission(principal: AuthPrincipal, ...permissions: Permission[]): void {
  if (!permissions.some((p) => hasPermission(principal, p))) throw createError('FORBIDDEN');
}

/**
 * Reads a record the principal may see: missing, or of a restaurant the principal may not see, is the same
 * 404 (another restaurant's record looks like no record).
 */
export function visibleRecord<Row extends { restaurantId: number }>(
  find: (id: number) => Promise<Row | null | undefined>,
  notFound: () => AppError,
) {
  return async (principal: AuthPrincipal, id: number): Promise<Row> => {
    const row = await find(id);
    if (!row) throw notFound();
    assertCanSee(principal, row.restaurantId, notFound());
    return row;
  };
}
