// "Eksik çeviriler": what the menu shows that has no translation in the chosen language, each with its
// Turkish text and a box to add the translation there and then (saved through the usual create call, so
// the same rules and messages apply). An added line leaves the list when the lists reload.
import {
  errorMessage,
  FIELD_LABELS,
  matchesSearch,
  RTL_LANGUAGES,
  TABLE_LABELS,
  tr,
  type MissingTranslation,
  type TranslatableTable,
} from '@menu/shared';
import { EmptyState, LoadFailedAlert } from '@menu/shared/ui';
import { App, Button, Card, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMissingTranslations, useSaveTranslation } from '../api/translations-api';
import { languageLabel } from './language-tag';

const t = tr.schedule.translations.missing;

function recordName(m: MissingTranslation): string {
  return m.context ? `${m.context} › ${m.name}` : m.name;
}

function QuickAdd({
  item,
  restaurantId,
  languageCode,
}: {
  item: MissingTranslation;
  restaurantId: number;
  languageCode: string;
}) {
  const { message } = App.useApp();
  const save = useSaveTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rtl = RTL_LANGUAGES.includes(languageCode);
  const field = FIELD_LABELS[item.fieldName] ?? item.fieldName;
  const submit = async () => {
    if (!text.trim()) {
      setError(tr.schedule.translations.textRequired);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        id: null,
        values: {
          restaurantId,
          languageCode: languageCode as never,
          tableName: item.tableName as TranslatableTable,
          recordId: item.recordId,
          fieldName: item.fieldName,
          translatedText: text.trim(),
        },
      });
      void message.success(t.added);
    } catch (e) {
      setError(errorMessage(e, 'save', tr.schedule.saveFailed));
    }
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void submit()}
          dir={rtl ? 'rtl' : 'ltr'}
          lang={languageCode}
          maxLength={4000}
          placeholder={t.placeholder(languageLabel(languageCode))}
          aria-label={t.inputLabel(recordName(item), field, languageLabel(languageCode))}
          status={error ? 'error' : undefined}
          disabled={save.isPending}
        />
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          aria-label={t.addLabel(recordName(item), field)}
        >
          {t.add}
        </Button>
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export interface MissingListProps {
  restaurantId: number | null;
  languageCode: string | null;
  search: string;
  table: string | null;
}

export function MissingList({ restaurantId, languageCode, search, table }: MissingListProps) {
  const missing = useMissingTranslations(restaurantId, languageCode);
  if (restaurantId == null || languageCode == null) return <EmptyState title={t.pickLanguage} />;
  if (missing.isError)
    return (
      <LoadFailedAlert
        title={errorMessage(missing.error, 'load', t.loadFailed)}
        onRetry={() => missing.refetch()}
        retrying={missing.isFetching}
      />
    );
  if (missing.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const language = languageLabel(languageCode);
  const visible = missing.data.filter(
    (m) => (!table || m.tableName === table) && matchesSearch(search, recordName(m), m.original),
  );
  if (missing.data.length === 0) return <EmptyState title={t.none(language)} />;
  if (visible.length === 0) return <EmptyState title={tr.schedule.translations.noMatch} />;
  return (
    <>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }} role="status">
        {t.count(visible.length, language)}
      </Typography.Text>
      <Flex vertical gap={12} role="list" aria-label={t.listLabel}>
        {visible.map((m) => (
          <Card
            key={`${m.tableName}:${m.recordId}:${m.fieldName}`}
            size="small"
            role="listitem"
            aria-label={`${recordName(m)} (${FIELD_LABELS[m.fieldName] ?? m.fieldName})`}
          >
            <Flex gap={16} wrap>
              <Flex vertical gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Flex gap={6} wrap align="center">
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {TABLE_LABELS[m.tableName as TranslatableTable] ?? m.tableName}
                  </Tag>
                  <Tag style={{ marginInlineEnd: 0 }}>{FIELD_LABELS[m.fieldName] ?? m.fieldName}</Tag>
                  <Typography.Text strong>{recordName(m)}</Typography.Text>
                </Flex>
                <Typography.Paragraph
                  lang="tr"
                  style={{ margin: 0, whiteSpace: 'pre-line' }}
                  ellipsis={{
                    rows: 3,
                    expandable: 'collapsible',
                    symbol: (expanded) => (expanded ? 'Daha az' : 'Devamı'),
                  }}
                >
                  <Typography.Text type="secondary">{t.original}: </Typography.Text>
                  {m.original}
                </Typography.Paragraph>
              </Flex>
              <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                <QuickAdd item={m} restaurantId={restaurantId} languageCode={languageCode} />
              </div>
            </Flex>
          </Card>
        ))}
      </Flex>
    </>
  );
}
