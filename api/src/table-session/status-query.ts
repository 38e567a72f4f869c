// The staff lists' `?restaurantId=&status=a,b` query, for calls and orders alike: a comma-separated list of the
// record's statuses (unknown ones refused in Turkish), absent for the list's default; and the restaurants it reads.
import { z } from 'zod';
import { serverText } from '@menu/shared/contract';
import { idParam } from '../http/schemas';
import { listScope, type AuthPrincipal } from '../auth/scope';

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
