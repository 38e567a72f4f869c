// Query shapes of the translation routes and a row as they answer it (TranslationWire); requests reuse the shared
// TranslationRequest.
import { z } from 'zod';
import {
  TranslationEntity,
  LANGUAGE_CODES,
  serverText,
  TRANSLATABLE_TABLES,
  type TranslatableTable,
  type TranslationWire,
} from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { TranslationRow } from './repository';

const numberQuery = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .optional();
const tableQuery = z.enum(TRANSLATABLE_TABLES as [TranslatableTable, ...TranslatableTable[]], {
  error: 'Geçersiz tablo',
});

export const TranslationListQuery = z.object({
  restaurantId: numberQuery(serverText.invalidRestaurantId),
  languageCode: z.enum(LANGUAGE_CODES, { error: 'Geçersiz dil' }).optional(),
  tableName: tableQuery.optional(),
  recordId: numberQuery(serverText.invalidRecordId),
});

export const TranslationRecordsQuery = z.object({
  table: tableQuery,
  restaurantId: numberQuery(serverText.invalidRestaurantId),
});

/** The coverage of one restaurant, and what one language lacks there. */
export const TranslationCoverageQuery = z.object({
  restaurantId: z
    .string()
    .regex(/^\d{1,10}$/, serverText.invalidRestaurantId)
    .transform(Number),
});
export const MissingTranslationsQuery = TranslationCoverageQuery.extend({
  languageCode: TranslationListQuery.shape.languageCode.unwrap(),
});

export function translationToWire(row: TranslationRow): z.infer<typeof TranslationWire> {
  return rowToWire(TranslationEntity, 'translationId', row);
}
