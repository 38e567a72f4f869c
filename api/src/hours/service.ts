// Opening-hours rules: one entry per restaurant and weekday, with the scoping and messages every plain
// restaurant record has (lib/scoped-records.ts).
import { z } from 'zod';
import type { HoursRequest } from '@menu/shared/contract';
import type { AnnounceChanges } from '../changes/bus';
import { createScopedRecordService } from '../lib/scoped-records';
import type { HoursRepository, HoursRow } from './repository';

export type HoursValues = z.output<typeof HoursRequest>;

export const HOURS_NOT_FOUND = 'Çalışma saati bulunamadı';
export const HOURS_DUPLICATE = 'Bu gün için zaten çalışma saati tanımlanmış';

export function createHoursService(hours: HoursRepository, announce: AnnounceChanges) {
  return createScopedRecordService<HoursRow, HoursValues>(hours, announce, {
    notFound: HOURS_NOT_FOUND,
    duplicate: { field: 'dayOfWeek', message: HOURS_DUPLICATE },
  });
}
