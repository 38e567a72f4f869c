// Response shape of the special-day routes; requests reuse the shared SpecialDayRequest.
import type { z } from 'zod';
import type { SpecialDayWire } from '@menu/shared/contract';
import type { SpecialDayRow } from './repository';

/** The shape is @menu/shared's: the schedule remote parses these answers with the same definition. */
export { SpecialDayWire as SpecialDayResponse } from '@menu/shared/contract';
export type SpecialDayResponse = z.infer<typeof SpecialDayWire>;

export function specialDayToWire(row: SpecialDayRow): SpecialDayResponse {
  return {
    id: row.id,
    specialDayId: row.id,
    restaurantId: row.restaurantId,
    date: row.date,
    name: row.name,
    openTime: row.openTime,
    closeTime: row.closeTime,
    isClosed: row.isClosed,
    note: row.note,
    createdDate: row.createdDate.toISOString(),
  };
}
