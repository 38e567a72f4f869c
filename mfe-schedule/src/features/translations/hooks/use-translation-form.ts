// The translation form's state: what it holds, the choices it watches (restaurant, language, table, field,
// record), the records of the chosen table named in Turkish, the original text, the one-translation-per-slot
// rule, and the submit through the shared TranslationRequest schema.
import {
  RTL_LANGUAGES,
  TRANSLATABLE_FIELDS,
  TranslationRequest,
  tr,
  type LanguageCode,
  type TranslatableTable,
  type Translation,
} from '@menu/shared';
import { clearErrors, useFormSubmit } from '@menu/shared/ui';
import { Form } from 'antd';
import { useState } from 'react';
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

interface Slot {
  restaurantId: number | null;
  languageCode: string;
  tableName: string;
  recordId: number | null;
  fieldName: string;
}

export interface TranslationFormOptions {
  translation: Translation | null;
  translations: Translation[];
  defaultRestaurantId: number | null;
  onSubmit: (values: TranslationValues) => Promise<void>;
}

export function useTranslationForm({
  translation,
  translations,
  defaultRestaurantId,
  onSubmit,
}: TranslationFormOptions) {
  const [form] = Form.useForm<TranslationFormValues>();
  const [banner, setBanner] = useState<string | null>(null);
  const initial = toFormValues(translation, defaultRestaurantId);
  const restaurantId = (Form.useWatch('restaurantId', form) ?? initial.restaurantId) as number | null;
  const languageCode = (Form.useWatch('languageCode', form) ?? initial.languageCode) as string;
  const tableName = (Form.useWatch('tableName', form) ?? initial.tableName) as TranslatableTable;
  const fieldName = (Form.useWatch('fieldName', form) ?? initial.fieldName) as string;
  const recordId = (Form.useWatch('recordId', form) ?? initial.recordId) as number | null;
  const records = useTranslatableRecords(tableName, restaurantId);

  // Another translation (not the one edited) already fills this restaurant, language, record and field.
  const taken = (slot: Slot) =>
    translations.some(
      (x) =>
        x.restaurantId === slot.restaurantId &&
        x.languageCode === slot.languageCode &&
        x.tableName === slot.tableName &&
        x.recordId === slot.recordId &&
        x.fieldName === slot.fieldName &&
        x.id !== translation?.id,
    );
  const chosen = records.data?.find((r) => r.id === recordId);

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
    check: (v) => (taken(v) ? { field: 'recordId', message: t.duplicate } : null),
    submit: (data) => onSubmit(data),
  });

  // Records by their Turkish name; the id is added only where two records read the same.
  const named = (records.data ?? []).map((r) => ({ r, name: r.context ? `${r.context} › ${r.name}` : r.name }));
  const repeated = new Set(named.filter((x, i) => named.findIndex((y) => y.name === x.name) !== i).map((x) => x.name));
  const recordOptions = named.map(({ r, name }) => ({
    value: r.id,
    label: repeated.has(name) ? `${name} (#${r.id})` : name,
    search: `${name} ${r.id}`,
    done: taken({ restaurantId, languageCode, tableName, recordId: r.id, fieldName }),
  }));

  const onValuesChange = (changed: Partial<TranslationFormValues>) => {
    clearErrors(form, changed, banner, setBanner);
    // Fields depend on the table: changing the table resets the field to its first field; the record belongs to the table and restaurant.
    if ('tableName' in changed && changed.tableName)
      form.setFieldsValue({ fieldName: TRANSLATABLE_FIELDS[changed.tableName][0], recordId: null });
    if ('restaurantId' in changed) form.setFieldsValue({ recordId: null });
  };

  return {
    form,
    banner,
    initial,
    restaurantId,
    languageCode,
    tableName,
    fieldName,
    records,
    recordOptions,
    chosen,
    original: chosen?.fields[fieldName] ?? null,
    rtl: RTL_LANGUAGES.includes(languageCode),
    save,
    onValuesChange,
  };
}

export type TranslationFormState = ReturnType<typeof useTranslationForm>;
