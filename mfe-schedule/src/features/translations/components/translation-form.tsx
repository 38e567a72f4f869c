// Create/edit form of a translation: restaurant, language (the eight of the spec), table, field (reset to
// the table's first field when the table changes), the record picked by its Turkish name,
// the Turkish original beside the text box, and the text (typed right to left for Arabic).
import {
  FIELD_LABELS,
  LANGUAGES,
  RTL_LANGUAGES,
  TABLE_LABELS,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_TABLES,
  TranslationRequest,
  tr,
  type LanguageCode,
  type Restaurant,
  type TranslatableTable,
  type Translation,
} from '@menu/shared';
import { Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { clearErrors, FormDrawer, FormErrorBanner, RestaurantSelect, useFormSubmit } from '@menu/shared/ui';
import { useTranslatableRecords, type TranslationValues } from '../api/translations-api';

export interface TranslationFormValues {
  restaurantId: number | null;
  languageCode: LanguageCode;
  tableName: TranslatableTable;
  fieldName: string;
  recordId: number | null;
  translatedText: string;
}

const t = tr.schedule.translations;
const FIELDS = ['restaurantId', 'languageCode', 'tableName', 'fieldName', 'recordId', 'translatedText'] as const;

/** A new translation defaults to English, Products, Name. */
export function toFormValues(
  translation: Translation | null,
  defaultRestaurantId: number | null,
): TranslationFormValues {
  if (!translation)
    return {
      restaurantId: defaultRestaurantId,
      languageCode: 'en',
      tableName: 'Products',
      fieldName: 'Name',
      recordId: null,
      translatedText: '',
    };
  return {
    restaurantId: translation.restaurantId,
    languageCode: translation.languageCode as LanguageCode,
    tableName: translation.tableName as TranslatableTable,
    fieldName: translation.fieldName,
    recordId: translation.recordId,
    translatedText: translation.translatedText,
  };
}

export interface TranslationFormProps {
  open: boolean;
  translation: Translation | null;
  translations: Translation[];
  restaurants: Restaurant[];
  /** The tables the signed-in user may translate (a Manager: not the restaurant's own record). */
  tables?: readonly TranslatableTable[];
  defaultRestaurantId: number | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: TranslationValues) => Promise<void>;
}

/** The parent gives each opening a new `key`, so nothing typed last time leaks into the next form. */
export function TranslationForm({
  open,
  translation,
  translations,
  restaurants,
  tables = TRANSLATABLE_TABLES,
  defaultRestaurantId,
  saving,
  onClose,
  onSubmit,
}: TranslationFormProps) {
  const [form] = Form.useForm<TranslationFormValues>();
  const [banner, setBanner] = useState<string | null>(null);
  const initial = toFormValues(translation, defaultRestaurantId);
  const restaurantId = (Form.useWatch('restaurantId', form) ?? initial.restaurantId) as number | null;
  const languageCode = (Form.useWatch('languageCode', form) ?? initial.languageCode) as string;
  const tableName = (Form.useWatch('tableName', form) ?? initial.tableName) as TranslatableTable;
  const fieldName = (Form.useWatch('fieldName', form) ?? initial.fieldName) as string;
  const recordId = (Form.useWatch('recordId', form) ?? initial.recordId) as number | null;
  const records = useTranslatableRecords(tableName, restaurantId);
  const rtl = RTL_LANGUAGES.includes(languageCode);

  const exists = (id: number) =>
    translations.some(
      (x) =>
        x.restaurantId === restaurantId &&
        x.languageCode === languageCode &&
        x.tableName === tableName &&
        x.recordId === id &&
        x.fieldName === fieldName &&
        x.id !== translation?.id,
    );
  const chosen = records.data?.find((r) => r.id === recordId);
  const original = chosen?.fields[fieldName] ?? null;

  const { submit: save } = useFormSubmit(form, {
    schema: TranslationRequest,
    fields: FIELDS,
    validate: false,
    onBanner: setBanner,
    toInput: (raw: TranslationFormValues) => ({
      ...raw,
      restaurantId: raw.restaurantId ?? '',
      recordId: raw.recordId ?? '',
    }),
    check: (v) =>
      translations.some(
        (x) =>
          x.restaurantId === v.restaurantId &&
          x.languageCode === v.languageCode &&
          x.tableName === v.tableName &&
          x.recordId === v.recordId &&
          x.fieldName === v.fieldName &&
          x.id !== translation?.id,
      )
        ? { field: 'recordId', message: t.duplicate }
        : null,
    submit: (data) => onSubmit(data),
  });

  // Records by their Turkish name; the id is added only where two records read the same.
  const named = (records.data ?? []).map((r) => ({ r, name: r.context ? `${r.context} › ${r.name}` : r.name }));
  const repeated = new Set(named.filter((x, i) => named.findIndex((y) => y.name === x.name) !== i).map((x) => x.name));
  const recordOptions = named.map(({ r, name }) => ({
    value: r.id,
    label: repeated.has(name) ? `${name} (#${r.id})` : name,
    search: `${name} ${r.id}`,
    done: exists(r.id),
  }));

  return (
    <FormDrawer
      open={open}
      width={680}
      title={translation ? t.editTranslation : t.newTranslation}
      editing={!!translation}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <FormErrorBanner message={banner} />
      <Form<TranslationFormValues>
        form={form}
        name="translation"
        layout="vertical"
        initialValues={initial}
        disabled={saving}
        onFinish={() => void save()}
        onValuesChange={(changed: Partial<TranslationFormValues>) => {
          clearErrors(form, changed, banner, setBanner);
          // Fields depend on the table: changing the table resets the field to its first field; the record belongs to the table and restaurant.
          if ('tableName' in changed && changed.tableName)
            form.setFieldsValue({ fieldName: TRANSLATABLE_FIELDS[changed.tableName][0], recordId: null });
          if ('restaurantId' in changed) form.setFieldsValue({ recordId: null });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="restaurantId" label={tr.common.restaurant} required>
              <RestaurantSelect restaurants={restaurants} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="languageCode" label={t.language} required>
              <Select
                options={LANGUAGES.map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }))}
                listHeight={8 * 32 + 8}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="tableName" label={t.table} required>
              <Select options={tables.map((x) => ({ value: x, label: TABLE_LABELS[x] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="fieldName" label={t.field} required>
              <Select
                options={TRANSLATABLE_FIELDS[tableName].map((f) => ({ value: f, label: FIELD_LABELS[f] ?? f }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="recordId" label={t.record} required extra={restaurantId == null ? t.recordHint : undefined}>
          <Select<number>
            showSearch={{ optionFilterProp: 'search' }}
            placeholder={t.recordPlaceholder}
            disabled={restaurantId == null}
            loading={records.isFetching}
            options={recordOptions}
            labelRender={(o) => o.label ?? (records.isError ? t.recordsFailed : t.recordsLoading)}
            notFoundContent={records.isFetching ? t.recordsLoading : records.isError ? t.recordsFailed : t.recordsEmpty}
            optionRender={(o) => (
              <span>
                {o.label}
                {o.data.done ? (
                  <Tag color="green" style={{ marginInlineStart: 8 }}>
                    {t.alreadyTranslated}
                  </Tag>
                ) : null}
              </span>
            )}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <div style={{ marginBottom: 24 }}>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                {t.original} ({FIELD_LABELS[fieldName] ?? fieldName})
              </Typography.Text>
              <div
                role="note"
                aria-label={t.original}
                lang="tr"
                style={{
                  minHeight: 96,
                  padding: '8px 12px',
                  background: '#fafafa',
                  border: '1px solid #f0f0f0',
                  borderRadius: 8,
                  whiteSpace: 'pre-line',
                  color: original ? undefined : 'rgba(0,0,0,0.62)',
                }}
              >
                {chosen ? original || t.originalEmpty : t.recordPlaceholder}
              </div>
            </div>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="translatedText" label={t.text} required>
              <Input.TextArea
                dir={rtl ? 'rtl' : 'ltr'}
                lang={languageCode}
                placeholder={t.textPlaceholder}
                autoSize={{ minRows: 4, maxRows: 10 }}
                maxLength={4000}
                style={{ textAlign: rtl ? 'right' : 'left' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </FormDrawer>
  );
}
