// The list's search and filters: text or record id (case-insensitive, Turkish-aware), language, table.
import type { Translation } from '@menu/shared';

export interface TranslationFilter {
  search: string;
  language: string | null;
  table: string | null;
}

/** Case-insensitive, Turkish-aware text for searching. */
export const foldSearch = (s: string) => s.toLocaleLowerCase('tr').normalize('NFC');
const fold = foldSearch;

export function filterTranslations(list: readonly Translation[], { search, language, table }: TranslationFilter): Translation[] {
  const q = fold(search.trim());
  return list.filter(
    (t) =>
      (!language || t.languageCode === language) &&
      (!table || t.tableName === table) &&
      (!q || fold(t.translatedText).includes(q) || String(t.recordId).includes(q)),
  );
}

/** Count of translations per language code. */
export function countByLanguage(list: readonly Translation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of list) counts[t.languageCode] = (counts[t.languageCode] ?? 0) + 1;
  return counts;
}
