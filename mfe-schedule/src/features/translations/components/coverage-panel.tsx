// How far each language is: for the chosen restaurant, the share of the menu's records (active categories,
// products, variants, add-ons) whose name and, separately, whose description is translated. Choosing a
// language lists what it lacks ("Eksik çeviriler").
import { errorMessage, TABLE_LABELS, tr, type TranslatableTable, type TranslationCoverage } from '@menu/shared';
import { LoadFailedAlert, RestaurantSelect } from '@menu/shared/ui';
import type { Restaurant } from '@menu/shared';
import { Button, Card, Flex, Grid, Progress, Skeleton, Tooltip, Typography } from 'antd';
import { useCoverage } from '../api/translations-api';
import { LanguageTag, languageLabel } from './language-tag';

const t = tr.schedule.translations.coverage;

type Share = TranslationCoverage['languages'][number]['name'];

/** Whole percent, rounded down so that 99.6 % never reads as done; nothing to translate is done. */
export function percentOf({ translated, total }: Share): number {
  return total === 0 ? 100 : Math.floor((translated / total) * 100);
}

function ShareBar({ label, share, language }: { label: string; share: Share; language: string }) {
  const percent = percentOf(share);
  const detail = share.total === 0 ? '—' : `%${percent} · ${t.share(share.translated, share.total)}`;
  return (
    <Flex vertical style={{ flex: '1 1 0', minWidth: 0 }}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {label}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 13, whiteSpace: 'nowrap' }}>{detail}</Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={percent === 100 ? 'success' : 'normal'}
        aria-label={t.percentLabel(label, languageLabel(language), percent, share.translated, share.total)}
        style={{ margin: 0 }}
      />
    </Flex>
  );
}

export interface CoveragePanelProps {
  restaurantId: number | null;
  restaurants: Restaurant[];
  onRestaurantChange: (id: number | null) => void;
  /** The language whose missing translations are listed now, if any. */
  selected: string | null;
  onShowMissing: (languageCode: string) => void;
}

export function CoveragePanel({
  restaurantId,
  restaurants,
  onRestaurantChange,
  selected,
  onShowMissing,
}: CoveragePanelProps) {
  const coverage = useCoverage(restaurantId);
  const wide = Grid.useBreakpoint().md ?? true;
  const empty = coverage.data?.languages.every((l) => l.name.total === 0);
  return (
    <Card
      size="small"
      title={<span id="coverage-title">{t.title}</span>}
      aria-labelledby="coverage-title"
      role="region"
      style={{ marginBottom: 20 }}
      extra={
        restaurants.length > 1 ? (
          <div style={{ width: 200, maxWidth: '50vw' }}>
            <RestaurantSelect
              restaurants={restaurants}
              value={restaurantId}
              onChange={onRestaurantChange}
              aria-label={t.restaurant}
            />
          </div>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t.hint}
      </Typography.Paragraph>
      {coverage.isError ? (
        <LoadFailedAlert
          title={errorMessage(coverage.error, 'load', t.loadFailed)}
          onRetry={() => coverage.refetch()}
          retrying={coverage.isFetching}
        />
      ) : coverage.isPending ? (
        restaurantId == null ? null : (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        )
      ) : empty ? (
        <Typography.Text type="secondary">{t.noRecords}</Typography.Text>
      ) : (
        <Flex vertical gap={4} role="list" aria-label={t.title}>
          {coverage.data.languages.map((l) => {
            const tag = (
              <Tooltip
                title={l.tables
                  .filter((x) => x.name.total > 0)
                  .map(
                    (x) =>
                      `${TABLE_LABELS[x.tableName as TranslatableTable] ?? x.tableName}: ${t.name} ${t.share(x.name.translated, x.name.total)}, ${t.description} ${t.share(x.description.translated, x.description.total)}`,
                  )
                  .join(' · ')}
              >
                <span>
                  <LanguageTag code={l.languageCode} />
                </span>
              </Tooltip>
            );
            const button = (
              <Button
                size="small"
                type={selected === l.languageCode ? 'primary' : 'default'}
                disabled={percentOf(l.name) === 100 && percentOf(l.description) === 100}
                onClick={() => onShowMissing(l.languageCode)}
                aria-label={t.showMissing(languageLabel(l.languageCode))}
              >
                {tr.schedule.translations.viewMissing}
              </Button>
            );
            const bars = (
              <Flex gap={16} style={{ flex: '1 1 auto', minWidth: 0 }}>
                <ShareBar label={t.name} share={l.name} language={l.languageCode} />
                <ShareBar label={t.description} share={l.description} language={l.languageCode} />
              </Flex>
            );
            return (
              <div
                key={l.languageCode}
                role="listitem"
                style={{
                  padding: '8px 12px',
                  borderRadius: 8,
                  background: selected === l.languageCode ? '#fff7e6' : undefined,
                }}
              >
                {wide ? (
                  <Flex align="center" gap={16}>
                    <div style={{ flex: '0 0 130px' }}>{tag}</div>
                    {bars}
                    {button}
                  </Flex>
                ) : (
                  <Flex vertical gap={6}>
                    <Flex justify="space-between" align="center" gap={8}>
                      {tag}
                      {button}
                    </Flex>
                    {bars}
                  </Flex>
                )}
              </div>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
