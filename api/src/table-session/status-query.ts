// The staff's side of calls and orders alike: the lists' `?restaurantId=&status=a,b` query (a comma-separated
// list of the record's statuses, unknown ones refused in Turkish, absent for the list's default), the
// restaurants a list reads, and the one record a status change acts on.
import { z } from 'zod';
import { serverText } from '@menu/shared/contract';
import { idParam } from '../http/schemas';
import { assertCanSee, assertPermission, listScope, type AuthPrincipal } from '../auth/scope';
import { createError } from '../errors';

export function staffListQuery<S extends string>(statuses: readonly S[]) {
  const message = `Durum şunlardan biri olmalıdır: ${statuses.join(', ')}`;
  return z.object({
    restaurantId: idParam(serverText.invalidRestaurantId).optional(),
    status: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : undefined,
      )
      .refine((list) => !list || list.every((s) => (statuses as readonly string[]).includes(s)), message)
      .transform((list) => list as S[] | undefined),
  });
}

/** The restaurants a staff list reads: the principal's scope, narrowed to `restaurantId` when named (none outside it). */
export function staffScope(principal: AuthPrincipal, restaurantId: number | undefined): 'all' | number[] {
  const scope = listScope(principal);
  return restaurantId === undefined ? scope : scope === 'all' || scope.includes(restaurantId) ? [restaurantId] : [];
}

/**
 * A staff list (serve_tables): the records of the principal's restaurants, narrowed to `restaurantId` when named,
 * in the statuses asked for or else the list's default ones.
 */
export function staffList<S extends string, R>(
  read: (scope: 'all' | number[], statuses: S[]) => Promise<R[]>,
  defaults: readonly S[],
) {
  return (principal: AuthPrincipal, restaurantId: number | undefined, statuses: S[] | undefined): Promise<R[]> => {
    assertPermission(principal, 'serve_tables');
    return read(staffScope(principal, restaurantId), statuses?.length ? statuses : [...defaults]);
  };
}

/** The record a status change acts on, read within the staff member's restaurant (any for SuperAdmin): 404 otherwise. */
export async function staffRecord<R extends { restaurantId: number }>(
  principal: AuthPrincipal,
  read: (restaurantId: number | null) => Promise<R | undefined>,
  notFound: string,
): Promise<R> {
  const record = await read(principal.role === 'SuperAdmin' ? null : principal.restaurantId);
  if (!record) throw createError('NOT_FOUND', notFound);
  assertCanSee(principal, record.restaurantId, createError('NOT_FOUND', notFound));
  return record;
}
