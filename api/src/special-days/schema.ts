// Response shape of the special-day routes; requests reuse the shared SpecialDayRequest.
import type { z } from 'zod';
import { SpecialDayEntity, type SpecialDayWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { SpecialDayRow } from './repository';

/** The shape is @menu/shared's: the schedule remote parses these answers with the same definition. */
export { SpecialDayWire as SpecialDayResponse } from '@menu/shared/contract';
export type SpecialDayResponse = z.infer<typeof SpecialDayWire>;

export function specialDayToWire(row: SpecialDayRow): SpecialDayResponse {
  return rowToWire(SpecialDayEntity, 'specialDayId', row);
}
