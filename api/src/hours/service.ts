// Opening-hours rules: one entry per restaurant and weekday, with the scoping and messages every plain
// restaurant record has (lib/scoped-records.ts).
import { z } from 'zod';
import type { HoursRequest } from '@menu/shared/contract';
import type { AnnounceChanges } from '../changes/bus';
import { createScopedRecordService } from '../lib/scoped-records';
import type { HoursRepository, HoursRow } from './repository';

export type HoursValues = z.output<typeof HoursRequest>;

export function createHoursService(hours: HoursRepository, announce: AnnounceChanges) {
  return createScopedRecordService<HoursRow, HoursValues>(hours, announce, {
    notFound: 'Çalışma saati bulunamadı',
    duplicate: { field: 'dayOfWeek', message: 'Bu gün için zaten çalışma saati tanımlanmış' },
  });
}
