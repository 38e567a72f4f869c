// Special-day rules: one special day per restaurant and date, with the scoping and messages every plain
// restaurant record has (lib/scoped-records.ts).
import { z } from 'zod';
import type { SpecialDayRequest } from '@menu/shared/contract';
import type { AnnounceChanges } from '../changes/bus';
import { createScopedRecordService } from '../lib/scoped-records';
import type { SpecialDayRepository, SpecialDayRow } from './repository';

export type SpecialDayValues = z.output<typeof SpecialDayRequest>;

export function createSpecialDayService(days: SpecialDayRepository, announce: AnnounceChanges) {
  return createScopedRecordService<SpecialDayRow, SpecialDayValues>(days, announce, {
    notFound: 'Özel gün bulunamadı',
    duplicate: { field: 'date', message: 'Bu tarih için zaten özel gün tanımlanmış' },
  });
}
