// Response shape of the special-day routes; requests reuse the shared SpecialDayRequest.
import { z } from 'zod';
import type { SpecialDayRow } from './repository';

export const SpecialDayResponse = z
  .object({
    id: z.number().int(),
    specialDayId: z.number().int(),
    restaurantId: z.number().int(),
    date: z.string().describe('YYYY-MM-DD'),
    name: z.string().nullable(),
    openTime: z.string().nullable().describe('HH:MM:SS, null when closed'),
    closeTime: z.string().nullable().describe('HH:MM:SS, null when closed'),
    isClosed: z.boolean(),
    note: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'SpecialDay' });
export type SpecialDayResponse = z.infer<typeof SpecialDayResponse>;

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
