// Many translations of one restaurant at once (the translation sheet, a record's "Çevir" form): each text is
// checked with the rules a single translation meets (the shared TranslationRequest, the record must exist in
// its table and restaurant, a Manager may not write the restaurant's own record), compared with what is saved
// (new, changed, unchanged), and applied in one transaction: all of it or, when any text is refused, nothing.
import {
  canWriteTranslationsOf,
  RESTAURANT_TRANSLATIONS_FORBIDDEN,
  TRANSLATABLE_TABLES,
  TranslationRequest,
  type TranslatableTable,
  type TranslationSheetPreview,
} from '@menu/shared/contract';
import type { AuthPrincipal } from '../auth/scope';
import type { AnnounceChanges } from '../changes/bus';
import type { CatalogRoom } from '../catalog/bounds';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { fieldError } from '../errors';
import { createTranslationRepository, type TranslationRow } from './repository';
import { RECORD_NOT_FOUND, TRANSLATION_DUPLICATE } from './service';

/** One text to set: where it came from (the sheet's row), what it translates, and the text. */
export interface TranslationCell {
  line: number;
  languageCode: string;
  tableName: string;
  recordId: number;
  fieldName: string;
  /** Trimmed; empty means "no translation" (removed when the caller asks for it, else left as it is). */
  text: string;
}

export interface BulkOptions {
  /** An empty text removes the saved translation (the record form) instead of leaving it (the sheet). */
  removeBlank: boolean;
  dryRun: boolean;
}

const keyOf = (c: { languageCode: string; tableName: string; recordId: number; fieldName: string }) =>
  `${c.languageCode}:${c.tableName}:${c.recordId}:${c.fieldName}`;

/** A problem of one row: the language it is about, when it is about one column. */
export const rowProblem = (languageCode: string | null, message: string) =>
  languageCode ? `${languageCode.toUpperCase()}: ${message}` : message;

/** The ids of each table's records in the restaurant. */
async function knownRecords(tx: Database, restaurantId: number): Promise<Set<string>> {
  const repo = createTranslationRepository(tx);
  const known = new Set<string>();
  // One table after another: `tx` is one connection, which runs one query at a time.
  for (const table of TRANSLATABLE_TABLES)
    for (const r of await repo.records(table, [restaurantId], restaurantId)) known.add(`${table}:${r.id}`);
  return known;
}

/** Each cell checked against the saved translations and the known records: the writes, and the preview. */
function plan(
  principal: AuthPrincipal,
  restaurantId: number,
  cells: TranslationCell[],
  saved: TranslationRow[],
  known: Set<string>,
  removeBlank: boolean,
) {
  const errors: TranslationSheetPreview['errors'] = [];
  const byKey = new Map(saved.map((row) => [keyOf(row), row]));
  const inserts: Array<Omit<TranslationCell, 'line' | 'text'> & { translatedText: string }> = [];
  const updates: Array<{ id: number; translatedText: string }> = [];
  const deletes: number[] = [];
  let unchanged = 0;
  for (const cell of cells) {
    const existing = byKey.get(keyOf(cell));
    if (cell.text === '') {
      if (removeBlank && existing) {
        if (!canWriteTranslationsOf(principal, cell.tableName))
          errors.push({ row: cell.line, message: rowProblem(cell.languageCode, RESTAURANT_TRANSLATIONS_FORBIDDEN) });
        else deletes.push(existing.id);
      }
      continue;
    }
    const parsed = TranslationRequest.safeParse({
      restaurantId,
      languageCode: cell.languageCode,
      tableName: cell.tableName,
      recordId: cell.recordId,
      fieldName: cell.fieldName,
      translatedText: cell.text,
    });
    if (!parsed.success) {
      errors.push({
        row: cell.line,
        message: rowProblem(cell.languageCode, parsed.error.issues[0]?.message ?? 'Geçersiz çeviri'),
      });
      continue;
    }
    if (!known.has(`${cell.tableName}:${cell.recordId}`)) {
      errors.push({ row: cell.line, message: rowProblem(null, RECORD_NOT_FOUND) });
      continue;
    }
    const text = parsed.data.translatedText;
    if (existing && existing.translatedText === text) {
      unchanged++;
      continue;
    }
    if (!canWriteTranslationsOf(principal, cell.tableName)) {
      errors.push({ row: cell.line, message: rowProblem(cell.languageCode, RESTAURANT_TRANSLATIONS_FORBIDDEN) });
      continue;
    }
    if (existing) updates.push({ id: existing.id, translatedText: text });
    else
      inserts.push({
        languageCode: parsed.data.languageCode,
        tableName: parsed.data.tableName as TranslatableTable,
        recordId: parsed.data.recordId,
        fieldName: parsed.data.fieldName,
        translatedText: text,
      });
  }
  // One message per row and language is enough; several of one row stay in the row's order.
  const preview: TranslationSheetPreview = {
    create: inserts.length,
    update: updates.length + deletes.length,
    unchanged,
    errors: errors.sort((a, b) => a.row - b.row),
  };
  return { preview, inserts, updates, deletes };
}

export function createTranslationBulk(db: Database, announce: AnnounceChanges, room: CatalogRoom) {
  return {
    /**
     * Checks the cells against the restaurant's records and translations and, unless it is a dry run or a cell
     * was refused, writes every change in one transaction (announced to the menus after it commits).
     * The caller has checked that the principal may write into the restaurant.
     */
    async apply(
      principal: AuthPrincipal,
      restaurantId: number,
      cells: TranslationCell[],
      options: BulkOptions,
    ): Promise<TranslationSheetPreview> {
      let preview: TranslationSheetPreview;
      try {
        preview = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const repo = createTranslationRepository(tx);
          // One after another: the transaction is one connection, which runs one query at a time.
          const saved = await repo.list([restaurantId], { restaurantId });
          const known = await knownRecords(tx, restaurantId);
          const planned = plan(principal, restaurantId, cells, saved, known, options.removeBlank);
          if (options.dryRun || planned.preview.errors.length) return planned.preview;
          await room(
            restaurantId,
            {
              translations: planned.inserts.length,
              texts: [...planned.inserts, ...planned.updates].map((x) => x.translatedText),
            },
            tx,
          );
          for (const values of planned.inserts) await repo.insert({ ...values, restaurantId });
          for (const { id, translatedText } of planned.updates) await repo.update(id, { translatedText });
          for (const id of planned.deletes) await repo.delete(id);
          return planned.preview;
        });
      } catch (error) {
        // Someone saved the same translation meanwhile: nothing was written, the caller may try again.
        if (isUniqueViolation(error)) throw fieldError('file', TRANSLATION_DUPLICATE, 'CONFLICT');
        throw error;
      }
      if (!options.dryRun && !preview.errors.length && preview.create + preview.update > 0)
        await announce([restaurantId]);
      return preview;
    },
  };
}
export type TranslationBulk = ReturnType<typeof createTranslationBulk>;
