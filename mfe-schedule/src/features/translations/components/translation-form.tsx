// Create/edit form of a translation: restaurant, language (the eight of the spec), table, field (reset to
// the table's first field when the table changes), the record picked by its Turkish name,
// the Turkish original beside the text box, and the text (typed right to left for Arabic).
import {
  FIELD_LABELS,
  LANGUAGES,
  TABLE_LABELS,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_TABLES,
  tr,
  type TranslatableTable,
  type Translation,
} from '@menu/shared';
import { Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import {
  FormDrawer,
  FormErrorBanner,
  RecordForm,
  RestaurantSelect,
  type RestaurantRecordFormProps,
} from '@menu/shared/ui';
import type { TranslationValues } from '../api/translations-api';
import {
  useTranslationForm,
  type TranslationFormState,
  type TranslationFormValues,
} from '../hooks/use-translation-form';

const t = tr.schedule.translations;

export interface TranslationFormProps extends RestaurantRecordFormProps<TranslationValues> {
  translation: Translation | null;
  translations: Translation[];
  /** The tables the signed-in user may translate (a Manager: not the restaurant's own record). */
  tables?: readonly TranslatableTable[];
}

/** The parent gives each opening a new `key`, so nothing typed last time leaks into the next form. */
export function TranslationForm({
  open,
  restaurants,
  tables = TRANSLATABLE_TABLES,
  saving,
  onClose,
  ...options
}: TranslationFormProps) {
  const state = useTranslationForm(options);
  const { form } = state;

  return (
    <FormDrawer
      open={open}
      width={680}
      title={options.translation ? t.editTranslation : t.newTranslation}
      editing={!!options.translation}
      saving={saving}
      onClose={onClose}
      onSave={() => void state.save()}
    >
      <FormErrorBanner message={state.banner} />
      <RecordForm<TranslationFormValues>
        form={form}
        name="translation"
        initialValues={state.initial}
        saving={saving}
        onSave={() => void state.save()}
        onValuesChange={state.onValuesChange}
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
                options={TRANSLATABLE_FIELDS[state.tableName].map((f) => ({ value: f, label: FIELD_LABELS[f] ?? f }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <RecordField state={state} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <OriginalText state={state} />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="translatedText" label={t.text} required>
              <Input.TextArea
                dir={state.rtl ? 'rtl' : 'ltr'}
                lang={state.languageCode}
                placeholder={t.textPlaceholder}
                autoSize={{ minRows: 4, maxRows: 10 }}
                maxLength={4000}
                style={{ textAlign: state.rtl ? 'right' : 'left' }}
              />
            </Form.Item>
          </Col>
        </Row>
      </RecordForm>
    </FormDrawer>
  );
}

/** The record, searched by its Turkish name; the ones already translated in this slot are marked. */
function RecordField({ state: { restaurantId, records, recordOptions } }: { state: TranslationFormState }) {
  return (
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
  );
}

/** The Turkish original of the chosen record's field, beside the text box. */
function OriginalText({ state: { fieldName, chosen, original } }: { state: TranslationFormState }) {
  return (
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
  );
}
