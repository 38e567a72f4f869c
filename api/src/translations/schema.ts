// Response and query shapes of the translation routes; requests reuse the shared TranslationRequest.
import { z } from 'zod';
import { LANGUAGE_CODES, serverText, TRANSLATABLE_TABLES, type TranslatableTable } from '@menu/shared/contract';
import type { TranslationRow } from './repository';

export const TranslationResponse = z
  .object({
    id: z.number().int(),
    translationId: z.number().int(),
    restaurantId: z.number().int(),
    languageCode: z.string(),
    tableName: z.string(),
    recordId: z.number().int(),
    fieldName: z.string(),
    translatedText: z.string(),
    createdDate: z.string(),
  })
  .meta({ id: 'Translation' });
export type TranslationResponse = z.infer<typeof TranslationResponse>;

const numberQuery = (message: string) => z.string().regex(/^\d{1,10}$/, message).transform(Number).optional();
const tableQuery = z.enum(TRANSLATABLE_TABLES as [TranslatableTable, ...TranslatableTable[]], { error: 'Geçersiz tablo' });

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

export const TranslatableRecordResponse = z
  .object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    name: z.string(),
    context: z.string().nullable(),
    fields: z.record(z.string(), z.string().nullable()),
  })
  .meta({ id: 'TranslatableRecord' });

export function translationToWire(row: TranslationRow): TranslationResponse {
  return {
    id: row.id,
    translationId: row.id,
    restaurantId: row.restaurantId,
    languageCode: row.languageCode,
    tableName: row.tableName,
    recordId: row.recordId,
    fieldName: row.fieldName,
    translatedText: row.translatedText,
    createdDate: row.createdDate.toISOString(),
  };
}
