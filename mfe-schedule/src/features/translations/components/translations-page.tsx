// The translations screen ('Çeviriler'): a per-language count strip, the coverage per language of the
// chosen restaurant's menu, search (text or record id), language and table filters, cards and a create/edit
// drawer; "Eksik çeviriler" lists instead what the chosen language lacks, each with a quick add; the
// translation sheet (Excel) goes out to a translator and comes back through a preview.
import { tr } from '@menu/shared';
import { NewRecordButton, ScreenPage } from '@menu/shared/ui';
import { Flex } from 'antd';
import { useTranslationsPage } from '../hooks/use-translations-page';
import { CoveragePanel } from './coverage-panel';
import { MissingList } from './missing-list';
import { TranslationForm } from './translation-form';
import { LanguageCounts, TranslationFilters, TranslationList } from './translations-parts';
import { TranslationSheetButton } from './translation-sheet';

const t = tr.schedule.translations;

export function TranslationsPage() {
  const page = useTranslationsPage();
  const { view, filters, editor } = page;
  const newButton = <NewRecordButton label={t.newTranslation} onClick={() => page.openForm(null)} />;

  return (
    <ScreenPage
      id="translations"
      text={t}
      extra={
        <Flex gap={8} wrap>
          <TranslationSheetButton restaurantId={page.coverageRestaurant} />
          {newButton}
        </Flex>
      }
    >
      <LanguageCounts counts={page.counts} />

      <CoveragePanel
        restaurantId={page.coverageRestaurant}
        restaurants={page.restaurants}
        onRestaurantChange={page.setChosenRestaurant}
        selected={view === 'missing' ? filters.language : null}
        onShowMissing={page.showMissing}
      />

      <TranslationFilters page={page} />

      {view === 'missing' ? (
        <MissingList
          restaurantId={page.coverageRestaurant}
          languageCode={filters.language}
          search={filters.search}
          table={filters.table}
        />
      ) : (
        <TranslationList page={page} newButton={newButton} />
      )}

      <TranslationForm
        key={editor.key}
        translation={editor.editing}
        translations={page.all}
        tables={page.writable}
        {...page.form}
      />
    </ScreenPage>
  );
}
