// The translations screen's state: the list and what the search and filters leave of it, the view (all or
// what a language lacks), the restaurant the coverage and the sheet are for, and the form drawer (also
// opened by an edit link from another screen).
import {
  canWriteTranslationsOf,
  TRANSLATABLE_TABLES,
  useEditLink,
  useRestaurantChoices,
  useScopedUser,
  type Translation,
} from '@menu/shared';
import { restaurantRecordForm, useRecordEditor } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import { useRecordNames, useTranslations } from '../api/translations-api';
import { countByLanguage, filterTranslations } from '../components/translation-filter';
import { useTranslationActions } from './use-translation-actions';

export type TranslationsView = 'all' | 'missing';

export function useTranslationsPage() {
  const translations = useTranslations();
  const actions = useTranslationActions();
  const user = useScopedUser();
  const writable = useMemo(() => TRANSLATABLE_TABLES.filter((x) => canWriteTranslationsOf(user, x)), [user]);
  const { restaurants, nameOf, single } = useRestaurantChoices();
  const defaultId = single ?? null;
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [view, setView] = useState<TranslationsView>('all');
  const [chosenRestaurant, setChosenRestaurant] = useState<number | null>(null);
  const coverageRestaurant = chosenRestaurant ?? defaultId ?? restaurants[0]?.id ?? null;
  const editor = useRecordEditor<Translation>();

  const all = useMemo(() => translations.data ?? [], [translations.data]);
  const counts = useMemo(() => countByLanguage(all), [all]);
  const visible = useMemo(() => filterTranslations(all, { search, language, table }), [all, search, language, table]);
  const tablesInUse = useMemo(() => TRANSLATABLE_TABLES.filter((x) => all.some((tr) => tr.tableName === x)), [all]);
  const records = useRecordNames(tablesInUse);

  useEditLink(translations.data, editor.edit);

  return {
    translations,
    actions,
    writable,
    restaurants,
    nameOf,
    defaultId,
    filters: { search, language, table },
    setSearch,
    setLanguage,
    setTable,
    filtering: search.trim() !== '' || language != null || table != null,
    clearFilters: () => {
      setSearch('');
      setLanguage(null);
      setTable(null);
    },
    view,
    changeView: (next: TranslationsView) => {
      setView(next);
      // Turkish is the original: it is never missing.
      if (next === 'missing' && language === 'tr') setLanguage(null);
    },
    showMissing: (code: string) => {
      setLanguage(code);
      setView('missing');
    },
    coverageRestaurant,
    setChosenRestaurant,
    editor,
    openForm: editor.edit,
    /** The form drawer's wiring: a new translation starts with the user's only restaurant. */
    form: restaurantRecordForm(editor, { restaurants, newRecordRestaurant: defaultId }, actions),
    all,
    counts,
    visible,
    records,
  };
}

export type TranslationsPageState = ReturnType<typeof useTranslationsPage>;
