// Translation rules: restaurant scoping, the record must exist in its table and restaurant, and one
// translation per restaurant, language, table, record and field (a database constraint answered 409).
import { z } from 'zod';
import {
  canWriteTranslationsOf,
  RESTAURANT_TRANSLATIONS_FORBIDDEN,
  serverText,
  type TranslatableTable,
  type TranslationRequest,
} from '@menu/shared/contract';
import { assertCanSee, assertCanWriteInto, listScope, type AuthPrincipal } from '../auth/scope';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';
import type { AnnounceChanges } from '../changes/bus';
import { updateAddition, type CatalogRoom, type TextsOf } from '../catalog/bounds';
import { createError, fieldError } from '../errors';
import { assertTranslationRules } from '../compliance/rules';
import type { TranslatableRecord, TranslationFilter, TranslationRepository, TranslationRow } from './repository';

export type TranslationValues = z.output<typeof TranslationRequest>;

export const TRANSLATION_NOT_FOUND = 'Çeviri bulunamadı';
export const TRANSLATION_DUPLICATE = 'Bu kayıt için aynı dil ve alan çevirisi zaten mevcut';
export const RECORD_NOT_FOUND = 'Seçilen kayıt bu tabloda ve restoranda bulunamadı';

const notFound = () => createError('NOT_FOUND', TRANSLATION_NOT_FOUND);
const translationTexts: TextsOf<Pick<TranslationValues, 'translatedText'>> = (t) => [t.translatedText];

/** A Manager translates the menu, not the restaurant's own record (manage_own_restaurant). */
function assertMayWrite(principal: AuthPrincipal, ...tables: string[]): void {
  if (tables.some((table) => !canWriteTranslationsOf(principal, table)))
    throw createError('FORBIDDEN', RESTAURANT_TRANSLATIONS_FORBIDDEN);
}

export function createTranslationService(
  translations: TranslationRepository,
  announce: AnnounceChanges,
  room: CatalogRoom,
) {
  async function assertRecordExists(values: TranslationValues): Promise<void> {
    const [record] = await translations.records(
      values.tableName,
      [values.restaurantId],
      values.restaurantId,
      values.recordId,
    );
    if (!record) throw fieldError('recordId', RECORD_NOT_FOUND);
  }

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('fieldName', TRANSLATION_DUPLICATE, 'CONFLICT');
      if (isForeignKeyViolation(error)) throw fieldError('restaurantId', serverText.restaurantNotFound);
      throw error;
    }
  }

  return {
    list(principal: AuthPrincipal, filter: TranslationFilter): Promise<TranslationRow[]> {
      return translations.list(listScope(principal), filter);
    },

    records(principal: AuthPrincipal, table: TranslatableTable, restaurantId?: number): Promise<TranslatableRecord[]> {
      return translations.records(table, listScope(principal), restaurantId);
    },

    async get(principal: AuthPrincipal, id: number): Promise<TranslationRow> {
      const row = await translations.findById(id);
      if (!row) throw notFound();
      assertCanSee(principal, row.restaurantId, notFound());
      return row;
    },

    async create(principal: AuthPrincipal, values: TranslationValues): Promise<TranslationRow> {
      assertCanWriteInto(principal, values.restaurantId);
      assertMayWrite(principal, values.tableName);
      await assertRecordExists(values);
      assertTranslationRules(values);
      await room(values.restaurantId, { translations: 1, texts: translationTexts(values) });
      const row = await write(() => translations.insert(values));
      await announce([row.restaurantId]);
      return row;
    },

    async update(principal: AuthPrincipal, id: number, values: TranslationValues): Promise<TranslationRow> {
      const existing = await this.get(principal, id);
      assertMayWrite(principal, existing.tableName, values.tableName);
      assertCanWriteInto(principal, values.restaurantId);
      await assertRecordExists(values);
      assertTranslationRules(values);
      await room(values.restaurantId, updateAddition('translations', translationTexts, values, existing));
      const row = await write(() => translations.update(id, values));
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await this.get(principal, id);
      assertMayWrite(principal, existing.tableName);
      if (!(await translations.delete(id))) throw notFound();
      await announce([existing.restaurantId]);
    },
  };
}
