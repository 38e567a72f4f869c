// The translations screen's parts: the per-language count strip, the view switch and filters, and the
// list of translations with its loading, empty and no-match states.
import { SearchOutlined } from '@ant-design/icons';
import { errorMessage, LANGUAGES, TABLE_LABELS, TRANSLATABLE_TABLES, tr, type TranslatableTable } from '@menu/shared';
import { EmptyState, QueryFailedAlert, RecordGrid, SkeletonCardGrid } from '@menu/shared/ui';
import { Button, Col, Flex, Input, Row, Segmented, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TranslationsPageState, TranslationsView } from '../hooks/use-translations-page';
import { LanguageTag } from './language-tag';
import { TranslationCard } from './translation-card';

const GRID_COL = { xs: 24, md: 12, xl: 8 } as const;
const t = tr.schedule.translations;

export function LanguageCounts({ counts }: { counts: Record<string, number> }) {
  return (
    <Flex gap={8} wrap role="list" aria-label={t.countsLabel} style={{ marginBottom: 20 }}>
      {LANGUAGES.map((l) => (
        <span role="listitem" key={l.code}>
          <LanguageTag code={l.code} count={counts[l.code] ?? 0} />
        </span>
      ))}
    </Flex>
  );
}

export function TranslationFilters({ page }: { page: TranslationsPageState }) {
  const { view, filters } = page;
  return (
    <>
      <Segmented<TranslationsView>
        aria-label={t.view}
        value={view}
        onChange={page.changeView}
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
            value={filters.search}
            onChange={(e) => page.setSearch(e.target.value)}
          />
        </Col>
        <Col xs={12} md={6}>
          <Select<string>
            allowClear
            aria-label={t.languageFilter}
            placeholder={view === 'missing' ? t.missing.language : t.allLanguages}
            value={filters.language ?? undefined}
            onChange={(v) => page.setLanguage(v ?? null)}
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
            value={filters.table ?? undefined}
            onChange={(v) => page.setTable(v ?? null)}
            options={TRANSLATABLE_TABLES.map((x) => ({ value: x, label: TABLE_LABELS[x] }))}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
    </>
  );
}

export function TranslationList({ page, newButton }: { page: TranslationsPageState; newButton: ReactNode }) {
  const { translations, all, visible, actions } = page;
  const list = () => {
    if (translations.isPending)
      return <SkeletonCardGrid count={6} col={GRID_COL} cover={false} label={tr.common.loading} />;
    if (!translations.data) return null;
    if (all.length === 0) return <EmptyState title={t.empty} description={t.emptyHint} action={newButton} />;
    if (visible.length === 0)
      return (
        <EmptyState title={t.noMatch} action={<Button onClick={page.clearFilters}>{tr.common.clearFilters}</Button>} />
      );
    return (
      <>
        {page.filtering ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }} role="status">
            {t.found(visible.length)}
          </Typography.Text>
        ) : null}
        <RecordGrid items={visible} keyOf={(x) => x.id} label={t.listLabel} col={GRID_COL}>
          {(x) => (
            <TranslationCard
              translation={x}
              record={page.records.get(`${x.tableName as TranslatableTable}:${x.recordId}`)}
              restaurantName={page.nameOf(x.restaurantId)}
              deleting={actions.deletingId === x.id}
              readOnly={!page.writable.includes(x.tableName as TranslatableTable)}
              onEdit={page.openForm}
              onDelete={actions.confirmDelete}
            />
          )}
        </RecordGrid>
      </>
    );
  };
  return (
    <>
      <QueryFailedAlert query={translations} title={(error) => errorMessage(error, 'load', t.loadFailed)} />
      {list()}
    </>
  );
}
