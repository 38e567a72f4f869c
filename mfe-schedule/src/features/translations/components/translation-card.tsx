// One translation: language badge, table, field, the text (right to left for Arabic), restaurant,
// record (its Turkish name; the id only while the name is unknown) with "Çevir" for all its languages at once,
// creation date in Turkish, edit and delete.
import { LockOutlined, ShopOutlined } from '@ant-design/icons';
import {
  FIELD_LABELS,
  formatLongDate,
  RESTAURANT_TRANSLATIONS_FORBIDDEN,
  RTL_LANGUAGES,
  TABLE_LABELS,
  tr,
  type TranslatableRecord,
  type TranslatableTable,
  type Translation,
} from '@menu/shared';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { DeleteAction, EditAction, RecordTranslationsButton } from '@menu/shared/ui';
import { LanguageTag } from './language-tag';

export interface TranslationCardProps {
  translation: Translation;
  record: TranslatableRecord | undefined;
  restaurantName: string;
  deleting: boolean;
  /** The signed-in user may not write this table's translations (a Manager and the restaurant's own record). */
  readOnly?: boolean;
  onEdit: (t: Translation) => void;
  onDelete: (t: Translation) => void;
}

const t = tr.schedule.translations;

export function TranslationCard({
  translation,
  record,
  restaurantName,
  deleting,
  readOnly = false,
  onEdit,
  onDelete,
}: TranslationCardProps) {
  const rtl = RTL_LANGUAGES.includes(translation.languageCode);
  const short =
    translation.translatedText.length > 40 ? `${translation.translatedText.slice(0, 40)}…` : translation.translatedText;
  const textId = `translation-${translation.id}-text`;
  const recordName = record ? (record.context ? `${record.context} › ${record.name}` : record.name) : null;
  return (
    <Card
      role="article"
      aria-labelledby={textId}
      size="small"
      style={{ width: '100%' }}
      styles={{ body: { padding: 16, display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex gap={6} wrap align="center">
          <LanguageTag code={translation.languageCode} />
          <Tag style={{ marginInlineEnd: 0 }}>
            {TABLE_LABELS[translation.tableName as TranslatableTable] ?? translation.tableName}
          </Tag>
          <Tag style={{ marginInlineEnd: 0 }}>{FIELD_LABELS[translation.fieldName] ?? translation.fieldName}</Tag>
        </Flex>
        {readOnly ? (
          <Tooltip title={RESTAURANT_TRANSLATIONS_FORBIDDEN}>
            <Tag icon={<LockOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
              {t.readOnly}
            </Tag>
          </Tooltip>
        ) : (
          <Flex gap={4} style={{ flex: '0 0 auto' }}>
            <EditAction iconOnly label={t.editLabel(short)} onClick={() => onEdit(translation)} />
            <DeleteAction
              iconOnly
              label={t.deleteLabel(short)}
              loading={deleting}
              onClick={() => onDelete(translation)}
            />
          </Flex>
        )}
      </Flex>
      <Typography.Paragraph
        id={textId}
        lang={translation.languageCode}
        dir={rtl ? 'rtl' : 'ltr'}
        style={{ margin: 0, fontSize: 16, textAlign: rtl ? 'right' : 'left', whiteSpace: 'pre-line' }}
        ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (expanded) => (expanded ? 'Daha az' : 'Devamı') }}
      >
        {translation.translatedText}
      </Typography.Paragraph>
      <div style={{ marginTop: 'auto', fontSize: 13 }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" style={{ minWidth: 0 }}>
            {t.record}:{' '}
            {recordName ? <Typography.Text>{recordName}</Typography.Text> : t.recordLabel(translation.recordId)}
          </Typography.Text>
          {record && !readOnly ? (
            <RecordTranslationsButton
              type="text"
              record={{
                tableName: translation.tableName as TranslatableTable,
                recordId: record.id,
                restaurantId: record.restaurantId,
                name: recordName ?? record.name,
                originals: record.fields,
              }}
            />
          ) : null}
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          <ShopOutlined aria-hidden /> {restaurantName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {tr.common.createdDate}: {formatLongDate(translation.createdDate)}
        </Typography.Text>
      </div>
    </Card>
  );
}
