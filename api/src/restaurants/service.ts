// Restaurant rules: scoping per role, the public view, and the 409 for a restaurant that still has records.
import { type RestaurantValues, serverText } from '@menu/shared/contract';
import { assertCanSee, listScope, type AuthPrincipal } from '../auth/scope';
import type { AnnounceChanges } from '../changes/bus';
import { isForeignKeyViolation } from '../db/client';
import type { RestaurantRow } from '../db/schema';
import { createError } from '../errors';
import type { UserRepository } from '../users/repository';
import type { RestaurantRepository } from './repository';

export const RESTAURANT_HAS_DEPENDENTS =
  'Bu restoran silinemez çünkü bağlı kayıtları var. Önce bağlı kayıtları silmeniz gerekiyor.';

const notFound = () => createError('NOT_FOUND', serverText.restaurantNotFound);

/** Drops references to uploaded images: those nothing refers to any more are deleted (uploads/storage.ts). */
export type ReleaseImages = (references: Array<string | null | undefined>) => Promise<unknown>;

/** 400 unless each image reference may be shown on the restaurant (uploads/ownership.ts). */
export type AssertOwnImages = (
  restaurantId: number,
  references: Record<string, string | null | undefined>,
) => Promise<void>;

export function createRestaurantService(
  restaurants: RestaurantRepository,
  users: UserRepository,
  announce: AnnounceChanges,
  releaseImages: ReleaseImages,
  assertOwnImages: AssertOwnImages = async () => undefined,
) {
  /** The image references a write sets anew (a saved one stays usable whatever it names). */
  const changedImages = (values: RestaurantValues, existing?: RestaurantRow) => ({
    logo: values.logo !== existing?.logo ? values.logo : null,
    backgroundImage: values.backgroundImage !== existing?.backgroundImage ? values.backgroundImage : null,
  });

  return {
    /** SuperAdmin: all restaurants; anyone else: their own. */
    list(principal: AuthPrincipal): Promise<RestaurantRow[]> {
      return restaurants.list(listScope(principal));
    },

    /** A user may ask only for themself unless SuperAdmin. */
    async listForUser(principal: AuthPrincipal, userId: number): Promise<RestaurantRow[]> {
      if (principal.role !== 'SuperAdmin' && principal.userId !== userId) {
        throw createError('FORBIDDEN', 'Yalnızca kendi restoranlarınızı görüntüleyebilirsiniz');
      }
      const user = await users.findById(userId);
      if (!user) throw createError('NOT_FOUND', serverText.userNotFound);
      return restaurants.list(listScope({ userId: user.id, role: user.role, restaurantId: user.restaurantId }));
    },

    /** Public: an active restaurant; staff who may see it also get an inactive one. */
    async get(id: number, principal: AuthPrincipal | null): Promise<{ row: RestaurantRow; full: boolean }> {
      const row = await restaurants.findById(id);
      if (!row) throw notFound();
      const full = !!principal && (principal.role === 'SuperAdmin' || principal.restaurantId === row.id);
      if (!full && !row.isActive) throw notFound();
      return { row, full };
    },

    async create(values: RestaurantValues): Promise<RestaurantRow> {
      const row = await restaurants.insert(values);
      await announce([row.id]);
      return row;
    },

    async update(principal: AuthPrincipal, id: number, values: RestaurantValues): Promise<RestaurantRow> {
      const existing = await restaurants.findById(id);
      if (!existing) throw notFound();
      assertCanSee(principal, existing.id, notFound());
      await assertOwnImages(id, changedImages(values, existing));
      const row = await restaurants.update(id, values);
      if (!row) throw notFound();
      await announce([id]);
      await releaseImages(
        [existing.logo, existing.backgroundImage].filter((old) => old !== row.logo && old !== row.backgroundImage),
      );
      return row;
    },

    async remove(id: number): Promise<void> {
      const existing = await restaurants.findById(id);
      try {
        if (!existing || !(await restaurants.delete(id))) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw createError('CONFLICT', RESTAURANT_HAS_DEPENDENTS);
        throw error;
      }
      await announce([id]);
      await releaseImages([existing.logo, existing.backgroundImage]);
    },
  };
}
