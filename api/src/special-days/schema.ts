// A special-day row as the special-day routes answer it (SpecialDayWire); requests are the shared SpecialDayRequest.
import type { z } from 'zod';
import { SpecialDayEntity, type SpecialDayWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { SpecialDayRow } from './repository';

export function specialDayToWire(row: SpecialDayRow): z.infer<typeof SpecialDayWire> {
  return rowToWire(SpecialDayEntity, 'specialDayId', row);
}
