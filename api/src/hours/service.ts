// Opening-hours rules: restaurant scoping, one entry per restaurant and weekday (a database constraint,
// so two concurrent creates give one 201 and one 409), and a Turkish 400 for an unknown restaurant.
import { z } from 'zod';
import { type HoursRequest, serverText } from '@menu/shared/contract';
import { assertCanSee, assertCanWriteInto, listScope, type AuthPrincipal } from '../auth/scope';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';
import type { AnnounceChanges } from '../changes/bus';
import { createError, fieldError } from '../errors';
import type { HoursRepository, HoursRow } from './repository';

export type HoursValues = z.output<typeof HoursRequest>;

export const HOURS_NOT_FOUND = 'Çalışma saati bulunamadı';
export const HOURS_DUPLICATE = 'Bu gün için zaten çalışma saati tanımlanmış';

const notFound = () => createError('NOT_FOUND', HOURS_NOT_FOUND);

/** Maps the constraint violations of a write to the spec's messages. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('dayOfWeek', HOURS_DUPLICATE, 'CONFLICT');
    if (isForeignKeyViolation(error)) throw fieldError('restaurantId', serverText.restaurantNotFound);
    throw error;
  }
}

export function createHoursService(hours: HoursRepository, announce: AnnounceChanges) {
  return {
    list(principal: AuthPrincipal, restaurantId?: number): Promise<HoursRow[]> {
      return hours.list(listScope(principal), restaurantId);
    },

    async get(principal: AuthPrincipal, id: number): Promise<HoursRow> {
      const row = await hours.findById(id);
      if (!row) throw notFound();
      assertCanSee(principal, row.restaurantId, notFound());
      return row;
    },

    async create(principal: AuthPrincipal, values: HoursValues): Promise<HoursRow> {
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => hours.insert(values));
      await announce([row.restaurantId]);
      return row;
    },

    async update(principal: AuthPrincipal, id: number, values: HoursValues): Promise<HoursRow> {
      const existing = await this.get(principal, id);
      assertCanWriteInto(principal, values.restaurantId);
      const row = await write(() => hours.update(id, values));
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await this.get(principal, id);
      if (!(await hours.delete(id))) throw notFound();
      await announce([existing.restaurantId]);
    },
  };
}
