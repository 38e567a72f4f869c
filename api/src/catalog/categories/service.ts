// Category rules: restaurant scoping, and the 409s for a category that still has products.
import { foldSearch, serverText, tr, type CategoryRequest } from '@menu/shared/contract';
import type { z } from 'zod';
import { assertCanWriteInto, listScope, type AuthPrincipal } from '../../auth/scope';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client';
import { createError } from '../../errors';
import type { AnnounceChanges } from '../../changes/bus';
import type { RestaurantRepository } from '../../restaurants/repository';
import type { UserRepository } from '../../users/repository';
import { assertRestaurantExists, scopeForUser, visibleRecord } from '../common';
import type { CategoryRepository, CategoryRow } from './repository';

type CategoryValues = z.output<typeof CategoryRequest>;
const text = tr.catalog.categories;
const notFound = () => createError('NOT_FOUND', text.notFound);

export function createCategoryService(
  categories: CategoryRepository,
  restaurants: RestaurantRepository,
  users: UserRepository,
  announce: AnnounceChanges,
) {
  const visible = visibleRecord(categories.findById, notFound);
  const duplicate = (name: string) => createError('CONFLICT', text.duplicateName(name));

  /** An active category's name is the restaurant's only one (foldSearch: 'TATLILAR' is 'Tatlılar'). */
  async function assertUniqueName(
    values: { restaurantId: number; name: string; isActive: boolean },
    id: number | null,
  ): Promise<void> {
    if (!values.isActive) return;
    const key = foldSearch(values.name);
    const other = (await categories.activeNames(values.restaurantId)).find(
      (c) => c.id !== id && foldSearch(c.name) === key,
    );
    if (other) throw duplicate(other.name);
  }

  return {
    list: (principal: AuthPrincipal) => categories.list(listScope(principal)),
    listForUser: async (principal: AuthPrincipal, userId: number) =>
      categories.list(await scopeForUser(principal, userId, users)),

    /** Public menu: active categories of an active restaurant; an unknown or inactive restaurant is 404. */
    async listPublic(restaurantId: number): Promise<CategoryRow[]> {
      const restaurant = await restaurants.findById(restaurantId);
      if (!restaurant || !restaurant.isActive) throw createError('NOT_FOUND', serverText.restaurantNotFound);
      return categories.listPublic(restaurantId);
    },

    get: visible,
    /** The writes in a transaction the caller holds, for values it has already checked (the catalog import). */
    writer(tx: Database) {
      const repo = categories.within(tx);
      return {
        add: (values: CategoryValues) => repo.insertId(values),
        set: (id: number, values: CategoryValues) => repo.set(id, values),
      };
    },

    async create(principal: AuthPrincipal, values: CategoryValues): Promise<CategoryRow> {
      assertCanWriteInto(principal, values.restaurantId);
      await assertRestaurantExists(restaurants, values.restaurantId);
      await assertUniqueName(values, null);
      try {
        const row = await categories.insert(values);
        await announce([row.restaurantId]);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(values.name);
        throw error;
      }
    },

    /** `availability` left out (undefined) keeps the saved windows. */
    async update(
      principal: AuthPrincipal,
      id: number,
      values: Omit<CategoryValues, 'availability'> & { availability?: CategoryValues['availability'] },
    ): Promise<CategoryRow> {
      const existing = await visible(principal, id);
      if (values.restaurantId !== existing.restaurantId) {
        assertCanWriteInto(principal, values.restaurantId);
        await assertRestaurantExists(restaurants, values.restaurantId);
      }
      await assertUniqueName(values, id);
      try {
        const row = await categories.update(id, values);
        if (!row) throw notFound();
        await announce([existing.restaurantId, row.restaurantId]);
        return row;
      } catch (error) {
        // Products point at (category, restaurant): moving a category with products is refused.
        if (isForeignKeyViolation(error)) throw createError('CONFLICT', text.moveHasProducts);
        if (isUniqueViolation(error)) throw duplicate(values.name);
        throw error;
      }
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await visible(principal, id);
      try {
        if (!(await categories.delete(id))) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw createError('CONFLICT', text.hasProducts);
        throw error;
      }
      await announce([existing.restaurantId]);
    },
  };
}
