// Pieces every catalogue domain uses: validation errors in the API's shape, the per-user list scope, reading
// a record the caller may see, money on the wire, and the id-in-body check of PUT.
import type { z } from 'zod';
import { fieldErrors, serverText, tr } from '@menu/shared/contract';
import { listScope, type AuthPrincipal } from '../auth/scope';
import { type AppError, createError, fieldError } from '../errors';
import type { RestaurantRepository } from '../restaurants/repository';
import type { UserRepository } from '../users/repository';

/** A failed zod parse as the 400 the route schemas give: `errors` maps 'field' to its messages. */
export function validationError(error: z.ZodError): AppError {
  return createError('VALIDATION', error.issues[0]?.message, { errors: fieldErrors(error) });
}

/** Parses with a shared request schema and throws the 400 on failure. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** `/…/user/{userId}`: a user may ask only for themself unless SuperAdmin; the list follows that user's scope. */
export async function scopeForUser(
  principal: AuthPrincipal,
  userId: number,
  users: UserRepository,
): Promise<'all' | number[]> {
  if (principal.role !== 'SuperAdmin' && principal.userId !== userId) {
    throw createError('FORBIDDEN', 'Yalnızca kendi kayıtlarınızı görüntüleyebilirsiniz');
  }
  const user = await users.findById(userId);
  if (!user) throw createError('NOT_FOUND', serverText.userNotFound);
  return listScope({ userId: user.id, role: user.role as AuthPrincipal['role'], restaurantId: user.restaurantId });
}

export { visibleRecord } from '../auth/scope';

/** A write naming a restaurant that does not exist: the 400 on restaurantId. */
export async function assertRestaurantExists(restaurants: RestaurantRepository, restaurantId: number): Promise<void> {
  if (!(await restaurants.findById(restaurantId))) throw fieldError('restaurantId', serverText.restaurantNotFound);
}

export { moneyOut, moneyOutNullable } from '../http/wire-rows';
/** Numbers go into NUMERIC columns as exact decimal strings. */
export const moneyIn = (value: number): string => value.toFixed(2);
export const moneyInNullable = (value: number | null): string | null => (value == null ? null : moneyIn(value));

/** PUT bodies may repeat the record's id (the portal's edit forms send it); a different one is refused. */
export function assertBodyId(pathId: number, ...values: unknown[]): void {
  for (const value of values) {
    if (value != null && value !== '' && Number(value) !== pathId) {
      const message = tr.catalog.common.bodyIdMismatch;
      throw fieldError('id', message);
    }
  }
}

/**
 * The update of a record whose PUT body may repeat its id, as `id` or under the record's alias (`categoryId`…):
 * both are checked against the path's (assertBodyId) and left out of the values.
 */
export function updateWithBodyId<V, R>(
  alias: string,
  update: (principal: AuthPrincipal, id: number, values: V) => Promise<R>,
): (principal: AuthPrincipal, id: number, body: V & { id?: unknown }) => Promise<R> {
  return (principal, id, body) => {
    const { id: bodyId, [alias]: aliasId, ...values } = body as V & Record<string, unknown>;
    assertBodyId(id, bodyId, aliasId);
    return update(principal, id, values as V);
  };
}
