// A record's translations in one form ("Çevir" on a product's card and form): for each foreign language a tab
// with the record's translatable fields (name, description, ingredients) beside their Turkish text, read with
// GET /Translations filtered to the record and saved at once with PUT /Translations/record (all or nothing;
// an emptied field removes its translation). Lives in the toolkit because the catalog remote opens it and the
// translations screen reads the same keys.
import { TranslationOutlined } from '@ant-design/icons';
import {
  apiClient,
  canWriteTranslationsOf,
  createQueryKeys,
  errorMessage,
  FIELD_LABELS,
  LANGUAGES,
  listOf,
  RTL_LANGUAGES,
  TRANSLATABLE_FIELDS,
  TranslationSchema,
  tr,
  useScopedUser,
  type TranslatableTable,
  type Translation,
} from '@menu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Flex, Input, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormDrawer } from '../../ui/components/form-drawer';

/** The translations' query keys, one factory for the screens that read or change translations. */
export const translationKeys = createQueryKeys('translations');

const text = tr.schedule.translations.recordForm;
const FOREIGN = LANGUAGES.filter((l) => l.code !== 'tr');
const TranslationList = listOf(TranslationSchema);

export interface TranslatedRecord {
  tableName: TranslatableTable;
  recordId: number;
  restaurantId: number;
  name: string;
  /** The Turkish text of each field ('Name', 'Description', 'Ingredients'); empty fields are offered only when translated before. */
  originals: Record<string, string | null | undefined>;
}

const key = (language: string, field: string) => `${language}:${field}`;

function RecordTranslationsForm({ record, onClose }: { record: TranslatedRecord; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: translationKeys.of('record', record.tableName, record.recordId),
    queryFn: (): Promise<Translation[]> =>
      apiClient.get('/Translations', TranslationList, {
        searchParams: { restaurantId: record.restaurantId, tableName: record.tableName, recordId: record.recordId },
      }),
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const initial = useMemo(
    () => new Map((saved.data ?? []).map((t) => [key(t.languageCode, t.fieldName), t.translatedText])),
    [saved.data],
  );
  const fields = TRANSLATABLE_FIELDS[record.tableName].filter(
    (f) => (record.originals[f] ?? '').trim() !== '' || FOREIGN.some((l) => initial.has(key(l.code, f))),
  );
  const value = (language: string, field: string) =>
    edits[key(language, field)] ?? initial.get(key(language, field)) ?? '';

  const save = useMutation({
    mutationFn: () =>
      apiClient.put('/Translations/record', {
        restaurantId: record.restaurantId,
        tableName: record.tableName,
        recordId: record.recordId,
        texts: FOREIGN.flatMap((l) =>
          fields.map((f) => ({ languageCode: l.code, fieldName: f, translatedText: value(l.code, f).trim() })),
        ),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: translationKeys.all });
      void message.success(text.saved);
      onClose();
    },
    onError: (e) => setError(errorMessage(e, 'save', text.saveFailed)),
  });

  return (
    <FormDrawer
      open
      width={640}
      title={text.title(record.name)}
      editing={false}
      saving={save.isPending}
      onClose={onClose}
      onSave={() => save.mutate()}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {text.hint}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      {saved.isError ? (
        <Alert type="error" showIcon title={errorMessage(saved.error, 'load', text.loadFailed)} />
      ) : saved.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Tabs
          items={FOREIGN.map((l) => {
            const missing = fields.filter((f) => value(l.code, f).trim() === '').length;
            const rtl = RTL_LANGUAGES.includes(l.code);
            return {
              key: l.code,
              label: (
                <Badge count={missing} size="small" offset={[8, -2]} color="#faad14" title={text.missing(missing)}>
                  <span lang={l.code}>{l.code.toUpperCase()}</span>
                </Badge>
              ),
              children: (
                <Flex vertical gap={16}>
                  <Typography.Text strong lang={l.code}>
                    {l.label}
                  </Typography.Text>
                  {fields.map((f) => {
                    const id = `record-translation-${l.code}-${f}`;
                    const long = f !== 'Name';
                    const props = {
                      id,
                      value: value(l.code, f),
                      onChange: (e: { target: { value: string } }) =>
                        setEdits((x) => ({ ...x, [key(l.code, f)]: e.target.value })),
                      dir: rtl ? 'rtl' : 'ltr',
                      lang: l.code,
                      maxLength: 4000,
                      disabled: save.isPending,
                      style: { textAlign: rtl ? 'right' : 'left' },
                    } as const;
                    return (
                      <Flex vertical gap={4} key={f}>
                        <label htmlFor={id} style={{ fontWeight: 500 }}>
                          {FIELD_LABELS[f] ?? f} ({l.label})
                        </label>
                        <Typography.Text type="secondary" lang="tr" style={{ whiteSpace: 'pre-line', fontSize: 13 }}>
                          {text.original}: {record.originals[f] || '—'}
                        </Typography.Text>
                        {long ? (
                          <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 8 }} />
                        ) : (
                          <Input {...props} />
                        )}
                      </Flex>
                    );
                  })}
                </Flex>
              ),
            };
          })}
        />
      )}
    </FormDrawer>
  );
}

/** "Çevir": opens the record's translations; shown only to those who may write them. */
export function RecordTranslationsButton({
  record,
  type = 'default',
}: {
  record: TranslatedRecord;
  type?: 'default' | 'text';
}) {
  const user = useScopedUser();
  const [open, setOpen] = useState(false);
  if (!canWriteTranslationsOf(user, record.tableName)) return null;
  return (
    <>
      <Button
        type={type}
        icon={<TranslationOutlined />}
        onClick={() => setOpen(true)}
        aria-label={text.openLabel(record.name)}
      >
        {text.open}
      </Button>
      {open ? <RecordTranslationsForm record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
