// Special-day rules: restaurant scoping, one special day per restaurant and date (a database constraint,
// so two concurrent creates give one 201 and one 409), and a Turkish 400 for an unknown restaurant.
import { z } from 'zod';
import { serverText, type SpecialDayRequest } from '@menu/shared/contract';
import { assertCanSee, assertCanWriteInto, listScope, type AuthPrincipal } from '../auth/scope';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';
import type { AnnounceChanges } from '../changes/bus';
import { createError, fieldError } from '../errors';
import type { SpecialDayRepository, SpecialDayRow } from './repository';

export type SpecialDayValues = z.output<typeof SpecialDayRequest>;

export const SPECIAL_DAY_NOT_FOUND = 'Özel gün bulunamadı';
export const SPECIAL_DAY_DUPLICATE = 'Bu tarih için zaten özel gün tanımlanmış';

const notFound = () => createError('NOT_FOUND', SPECIAL_DAY_NOT_FOUND);

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('date', SPECIAL_DAY_DUPLICATE, 'CONFLICT');
    if (isForeignKeyViolation(error)) throw fieldError('restaurantId', serverText.restaurantNotFound);
    throw error;
  }
}

export function createSpecialDayService(days: SpecialDayRepository, announce: AnnounceChanges) {
  return {
    list(principal: AuthPrincipal, restaurantId?: number): Promise<SpecialDayRow[]> {
      return days.list(listScope(principal), restaurantId);
    },

    async get(principal: AuthPrincipal, id: number): Promise<SpecialDayRow> {
      const row = await days.findById(id);
      if (!row) throw notFound();
      assertCanSee(principal, row.restaurantId, notFound());
      return row;
    },

    async create(principal: AuthPrincipal, values: SpecialDayValues): Promise<SpecialDayRow> {
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => days.insert(values));
      await announce([row.restaurantId]);
      return row;
    },

    async update(principal: AuthPrincipal, id: number, values: SpecialDayValues): Promise<SpecialDayRow> {
      const existing = await this.get(principal, id);
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => days.update(id, values));
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await this.get(principal, id);
      if (!(await days.delete(id))) throw notFound();
      await announce([existing.restaurantId]);
    },
  };
}
