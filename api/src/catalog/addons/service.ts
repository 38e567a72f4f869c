// Product add-on rules: restaurant scoping on every list, read and write.
import { tr, type AddonRequest } from '@menu/shared/contract';
import type { z } from 'zod';
import { assertCanWriteInto, listScope, type AuthPrincipal } from '../../auth/scope';
import { isForeignKeyViolation, type Database } from '../../db/client';
import { createError } from '../../errors';
import type { AnnounceChanges } from '../../changes/bus';
import { updateAddition, type CatalogRoom, type TextsOf } from '../bounds';
import { assertAddonRules } from '../../compliance/rules';
import type { RestaurantRepository } from '../../restaurants/repository';
import { assertRestaurantExists, moneyIn, visibleRecord } from '../common';
import type { AddonRepository, AddonRow } from './repository';

type AddonValues = z.output<typeof AddonRequest>;
const notFound = () => createError('NOT_FOUND', tr.catalog.addons.notFound);
const addonTexts: TextsOf<Pick<AddonValues, 'name' | 'description'>> = (a) => [a.name, a.description];
const toRow = (v: AddonValues) => ({ ...v, price: moneyIn(v.price) });

/** How an add-on whose rules have passed is stored: its price as NUMERIC text. */
function addonWrites(repo: Omit<AddonRepository, 'asActor' | 'within'>) {
  return {
    insert: (values: AddonValues) => repo.insert(toRow(values)),
    update: (id: number, values: AddonValues) => repo.update(id, toRow(values)),
    /** The bulk forms: the new id only, nothing back from an update. */
    add: (values: AddonValues) => repo.insertId(toRow(values)),
    set: (id: number, values: AddonValues) => repo.set(id, toRow(values)),
  };
}

export function createAddonService(
  addons: AddonRepository,
  restaurants: RestaurantRepository,
  announce: AnnounceChanges,
  room: CatalogRoom,
) {
  const visible = visibleRecord(addons.findById, notFound);

  return {
    list: (principal: AuthPrincipal) => addons.list(listScope(principal)),
    get: visible,
    /** The writes in a transaction the caller holds, for values it has already checked (the catalog import). */
    writer(tx: Database) {
      const { add, set } = addonWrites(addons.within(tx));
      return { add, set };
    },
    async create(principal: AuthPrincipal, values: AddonValues): Promise<AddonRow> {
      assertCanWriteInto(principal, values.restaurantId);
      await assertRestaurantExists(restaurants, values.restaurantId);
      assertAddonRules(values);
      await room(values.restaurantId, { addons: 1, texts: addonTexts(values) });
      const row = await addons.asActor(principal.userId, (repo) => addonWrites(repo).insert(values));
      await announce([row.restaurantId]);
      return row;
    },
    async update(principal: AuthPrincipal, id: number, values: AddonValues): Promise<AddonRow> {
      const existing = await visible(principal, id);
      if (values.restaurantId !== existing.restaurantId) {
        assertCanWriteInto(principal, values.restaurantId);
        await assertRestaurantExists(restaurants, values.restaurantId);
      }
      assertAddonRules(values);
      await room(values.restaurantId, updateAddition('addons', addonTexts, values, existing));
      const row = await addons.asActor(principal.userId, (repo) => addonWrites(repo).update(id, values));
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      return row;
    },
    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await visible(principal, id);
      try {
        if (!(await addons.delete(id))) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw createError('CONFLICT', 'Bu eklenti silinemez çünkü bağlı kayıtları var.');
        throw error;
      }
      await announce([existing.restaurantId]);
    },
  };
}
