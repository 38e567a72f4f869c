// The translations screen ('Çeviriler'): a per-language count strip, the coverage per language of the
// chosen restaurant's menu, search (text or record id), language and table filters, cards and a create/edit
// drawer; "Eksik çeviriler" lists instead what the chosen language lacks, each with a quick add; the
// translation sheet (Excel) goes out to a translator and comes back through a preview.
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  useEditLink,
  canWriteTranslationsOf,
  LANGUAGES,
  TABLE_LABELS,
  TRANSLATABLE_TABLES,
  tr,
  type TranslatableTable,
  type Translation,
  useRestaurantChoices,
  useScopedUser,
  errorMessage,
} from '@menu/shared';
import { EmptyState, LoadFailedAlert, PageHeader, SkeletonCardGrid } from '@menu/shared/ui';
import { Button, Col, Flex, Input, Row, Segmented, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useRecordNames, useTranslations } from '../api/translations-api';
import { useTranslationActions } from '../hooks/use-translation-actions';
import { CoveragePanel } from './coverage-panel';
import { LanguageTag } from './language-tag';
import { MissingList } from './missing-list';
import { TranslationCard } from './translation-card';
import { countByLanguage, filterTranslations } from './translation-filter';
import { TranslationForm } from './translation-form';
import { TranslationSheetButton } from './translation-sheet';

const GRID_COL = { xs: 24, md: 12, xl: 8 } as const;
const t = tr.schedule.translations;

export function TranslationsPage() {
  const translations = useTranslations();
  const actions = useTranslationActions();
  const user = useScopedUser();
  const writable = useMemo(() => TRANSLATABLE_TABLES.filter((x) => canWriteTranslationsOf(user, x)), [user]);
  const { restaurants, nameOf, single } = useRestaurantChoices();
  const defaultId = single ?? null;
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [view, setView] = useState<'all' | 'missing'>('all');
  const [chosenRestaurant, setChosenRestaurant] = useState<number | null>(null);
  const coverageRestaurant = chosenRestaurant ?? defaultId ?? restaurants[0]?.id ?? null;
  const [form, setForm] = useState<{ open: boolean; translation: Translation | null; key: number }>({
    open: false,
    translation: null,
    key: 0,
  });

  const all = useMemo(() => translations.data ?? [], [translations.data]);
  const counts = useMemo(() => countByLanguage(all), [all]);
  const visible = useMemo(() => filterTranslations(all, { search, language, table }), [all, search, language, table]);
  const tablesInUse = useMemo(() => TRANSLATABLE_TABLES.filter((x) => all.some((tr) => tr.tableName === x)), [all]);
  const records = useRecordNames(tablesInUse);
  const filtering = search.trim() !== '' || language != null || table != null;

  const openForm = (translation: Translation | null) => setForm((f) => ({ open: true, translation, key: f.key + 1 }));
  useEditLink(translations.data, openForm);
  const newButton = (
    <Button
      type="primary"
      size="large"
      icon={<PlusOutlined />}
      onClick={() => openForm(null)}
      aria-label={t.newTranslation}
    >
      {t.newTranslation}
    </Button>
  );
  const showMissing = (code: string) => {
    setLanguage(code);
    setView('missing');
  };

  return (
    <section aria-labelledby="translations-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="translations-title">{t.title}</span>}
        subtitle={t.subtitle}
        extra={
          <Flex gap={8} wrap>
            <TranslationSheetButton restaurantId={coverageRestaurant} />
            {newButton}
          </Flex>
        }
      />

      <Flex gap={8} wrap role="list" aria-label={t.countsLabel} style={{ marginBottom: 20 }}>
        {LANGUAGES.map((l) => (
          <span role="listitem" key={l.code}>
            <LanguageTag code={l.code} count={counts[l.code] ?? 0} />
          </span>
        ))}
      </Flex>

      <CoveragePanel
        restaurantId={coverageRestaurant}
        restaurants={restaurants}
        onRestaurantChange={setChosenRestaurant}
        selected={view === 'missing' ? language : null}
        onShowMissing={showMissing}
      />

      <Segmented<'all' | 'missing'>
        aria-label={t.view}
        value={view}
        onChange={(v) => {
          setView(v);
          if (v === 'missing' && language === 'tr') setLanguage(null);
        }}
        options={[
          { value: 'all', label: t.viewAll },
          { value: 'missing', label: t.viewMissing },
        ]}
        style={{ marginBottom: 12 }}
      />

      <Row gutter={[12, 12]} style={{ marginBottom: 20 }}>
        <Col xs={24} md={12}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t.search}
            aria-label={t.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Col>
        <Col xs={12} md={6}>
          <Select<string>
            allowClear
            aria-label={t.languageFilter}
            placeholder={view === 'missing' ? tr.schedule.translations.missing.language : t.allLanguages}
            value={language ?? undefined}
            onChange={(v) => setLanguage(v ?? null)}
            options={LANGUAGES.filter((l) => view === 'all' || l.code !== 'tr').map((l) => ({
              value: l.code,
              label: `${l.label} (${l.code})`,
            }))}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} md={6}>
          <Select<string>
            allowClear
            aria-label={t.tableFilter}
            placeholder={t.allTables}
            value={table ?? undefined}
            onChange={(v) => setTable(v ?? null)}
            options={TRANSLATABLE_TABLES.map((x) => ({ value: x, label: TABLE_LABELS[x] }))}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>

      {view === 'missing' ? (
        <MissingList restaurantId={coverageRestaurant} languageCode={language} search={search} table={table} />
      ) : null}

      {view === 'missing' ? null : translations.isError ? (
        <LoadFailedAlert
          title={errorMessage(translations.error, 'load', t.loadFailed)}
          onRetry={() => translations.refetch()}
          retrying={translations.isFetching}
        />
      ) : null}

      {view === 'missing' ? null : translations.isPending ? (
        <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : translations.data && all.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} action={newButton} />
      ) : translations.data && visible.length === 0 ? (
        <EmptyState
          title={t.noMatch}
          action={
            <Button
              onClick={() => {
                setSearch('');
                setLanguage(null);
                setTable(null);
              }}
            >
              {tr.common.clearFilters}
            </Button>
          }
        />
      ) : translations.data ? (
        <>
          {filtering ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }} role="status">
              {t.found(visible.length)}
            </Typography.Text>
          ) : null}
          <Row gutter={[16, 16]} role="list" aria-label={t.listLabel}>
            {visible.map((x) => (
              <Col key={x.id} {...GRID_COL} role="listitem" style={{ display: 'flex' }}>
                <TranslationCard
                  translation={x}
                  record={records.get(`${x.tableName as TranslatableTable}:${x.recordId}`)}
                  restaurantName={nameOf(x.restaurantId)}
                  deleting={actions.deletingId === x.id}
                  readOnly={!writable.includes(x.tableName as TranslatableTable)}
                  onEdit={openForm}
                  onDelete={actions.confirmDelete}
                />
              </Col>
            ))}
          </Row>
        </>
      ) : null}

      <TranslationForm
        key={form.key}
        open={form.open}
        translation={form.translation}
        translations={all}
        restaurants={restaurants}
        tables={writable}
        defaultRestaurantId={defaultId}
        saving={actions.saving}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSubmit={async (values) => {
          await actions.save(values, form.translation);
          setForm((f) => ({ ...f, open: false }));
        }}
      />
    </section>
  );
}
