// The list's search and filters: text or record id (case-insensitive, Turkish-aware), language, table.
import { matchesSearch, type Translation } from '@menu/shared';

export interface TranslationFilter {
  search: string;
  language: string | null;
  table: string | null;
}

export function filterTranslations(
  list: readonly Translation[],
  { search, language, table }: TranslationFilter,
): Translation[] {
  return list.filter(
    (t) =>
      (!language || t.languageCode === language) &&
      (!table || t.tableName === table) &&
      matchesSearch(search, t.translatedText, t.recordId),
  );
}

/** Count of translations per language code. */
export function countByLanguage(list: readonly Translation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of list) counts[t.languageCode] = (counts[t.languageCode] ?? 0) + 1;
  return counts;
}
