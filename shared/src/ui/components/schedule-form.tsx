// The frame of the hours and special-day forms, each described once by its spec: the drawer and its title, the
// banner for a message no field owns, the restaurant first, the form's own fields around the times (the frame's
// fields, with their starting values), and Enter submitting; a change clears the message it answers (ticking
// "closed" the times' too). And their submit, which the frame runs: the restaurant, the closed flag and the
// times as the request takes them, the form's own fields, the one 'both times' message put on the empty time,
// and the one-per-slot check among the loaded records.
import { tr, type Restaurant } from '@menu/shared';
import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useFormSubmit } from '../../toolkit/records/form-submit.ui';
import { clearErrors, wireTimeToInput } from '../../toolkit/records/form-values.ui';
import { FormDrawer } from './form-drawer';
import { FormErrorBanner } from './form-error-banner';
import { RecordForm } from './record-form';
import { RestaurantSelect } from './restaurant-select';
import { padTime } from './time-input';
import { markEmptyTimes, TIME_FIELD_LINKS, TimeRangeFields } from './time-range-fields';

/**
 * What one schedule form is, written once beside its fields: its name (its fields' ids start with it), its
 * titles, its request schema and fields in the order their messages are checked, its own fields' starting
 * values and how the request takes them (the frame adds the restaurant and the times), and its
 * one-record-per-slot rule.
 */
export interface ScheduleFormSpec<S extends z.ZodType, F, R extends ScheduleRecord = ScheduleRecord> {
  name: string;
  titles: { create: string; edit: string };
  schema: S;
  fields: readonly string[];
  /** The form's own fields of the record edited, or of a new one (given every record loaded and the default restaurant). */
  initialValues: (
    record: R | null,
    records: readonly R[],
    defaultRestaurantId: number | null,
  ) => Omit<F, keyof ScheduleFormValues>;
  toInput: (values: F) => object;
  /** One record per restaurant and slot (a weekday, a date): the slot's field, and the message when it is taken. */
  slot: { field: string; taken: string };
}

export interface ScheduleFormDrawerProps<S extends z.ZodType, V, R extends ScheduleRecord> {
  spec: ScheduleFormSpec<S, V, R>;
  form: FormInstance<V>;
  /** The record edited (null: a new one) and every record loaded, for the one-per-slot check. */
  record: R | null;
  records: readonly R[];
  /** The restaurant a new record starts with (null: none chosen). */
  defaultRestaurantId: number | null;
  open: boolean;
  saving: boolean;
  restaurants: Restaurant[];
  onClose: () => void;
  /** Resolves when saved; rejects to keep the form open with what was typed. */
  onSubmit: (data: z.output<S>) => Promise<unknown>;
  /** What else a change does (after its messages are cleared). */
  onChange?: (changed: Partial<V>) => void;
  /** The form's own fields: before the times, and (afterTimes) after them. */
  children: ReactNode;
  afterTimes?: ReactNode;
}

export function ScheduleFormDrawer<S extends z.ZodType, V extends ScheduleFormValues, R extends ScheduleRecord>(
  props: ScheduleFormDrawerProps<S, V, R>,
) {
  const { spec, form, record, records, defaultRestaurantId, saving } = props;
  // The frame's fields and the form's own make the whole of V.
  const initialValues = {
    ...scheduleFormValues(record, defaultRestaurantId),
    ...spec.initialValues(record, records, defaultRestaurantId),
  } as V;
  const { banner, setBanner, save } = useScheduleFormSubmit(form, props);
  return (
    <FormDrawer
      open={props.open}
      title={record ? spec.titles.edit : spec.titles.create}
      editing={record !== null}
      saving={saving}
      onClose={props.onClose}
      onSave={save}
    >
      <FormErrorBanner message={banner} />
      <RecordForm<V>
        form={form}
        name={spec.name}
        initialValues={initialValues}
        saving={saving}
        onSave={save}
        onValuesChange={(changed: Partial<V>) => {
          clearErrors(form, changed, banner, setBanner, TIME_FIELD_LINKS);
          props.onChange?.(changed);
        }}
      >
        <Form.Item name="restaurantId" label={tr.common.restaurant} required>
          <RestaurantSelect restaurants={props.restaurants} />
        </Form.Item>
        {props.children}
        <TimeRangeFields form={form} />
        {props.afterTimes}
      </RecordForm>
    </FormDrawer>
  );
}

/** The frame's fields of a saved record (the times as the time inputs show them), or of a new one. */
function scheduleFormValues(record: ScheduleRecord | null, defaultRestaurantId: number | null): ScheduleFormValues {
  if (!record) return { restaurantId: defaultRestaurantId, isClosed: false, openTime: '', closeTime: '' };
  return {
    restaurantId: record.restaurantId,
    isClosed: record.isClosed,
    openTime: wireTimeToInput(record.openTime),
    closeTime: wireTimeToInput(record.closeTime),
  };
}

/** The closed flag and the times as the request takes them: none on a closed day, '9:30' as '09:30'. */
function timeRangeInput(raw: { isClosed: boolean; openTime?: string; closeTime?: string }) {
  return {
    isClosed: raw.isClosed,
    openTime: raw.isClosed ? '' : padTime(raw.openTime ?? ''),
    closeTime: raw.isClosed ? '' : padTime(raw.closeTime ?? ''),
  };
}

/** The fields the frame owns in every schedule form: the restaurant, the closed flag and the times. */
export interface ScheduleFormValues {
  restaurantId: number | null;
  isClosed: boolean;
  openTime: string;
  closeTime: string;
}

type SlotRecord = { id: number; restaurantId: number } & object;
/** A saved hours entry or special day, as the frame reads its own fields. */
type ScheduleRecord = SlotRecord & { isClosed: boolean; openTime?: string | null; closeTime?: string | null };

/** Refuses a record whose restaurant already has one in the slot (the record edited aside), on the slot's field. */
function slotCheck<S extends z.ZodType>(
  { field, taken }: ScheduleFormSpec<S, never>['slot'],
  records: readonly SlotRecord[],
  editingId: number | undefined,
) {
  const slotOf = (record: object) => (record as Record<string, unknown>)[field];
  return (data: z.output<S>) => {
    const v = data as { restaurantId: number };
    const clash = records.some(
      (r) => r.restaurantId === v.restaurantId && slotOf(r) === slotOf(v) && r.id !== editingId,
    );
    return clash ? { field, message: taken } : null;
  };
}

/** The drawer's submit, and the banner it fills for a message no field owns. */
function useScheduleFormSubmit<S extends z.ZodType, F extends ScheduleFormValues, R extends ScheduleRecord>(
  form: FormInstance<F>,
  {
    spec,
    record,
    records,
    onSubmit,
  }: Pick<ScheduleFormDrawerProps<S, F, R>, 'spec' | 'record' | 'records' | 'onSubmit'>,
) {
  const [banner, setBanner] = useState<string | null>(null);
  const { submit } = useFormSubmit(form, {
    schema: spec.schema,
    fields: spec.fields,
    validate: false,
    onBanner: setBanner,
    toInput: (raw: F) => ({ restaurantId: raw.restaurantId ?? '', ...spec.toInput(raw), ...timeRangeInput(raw) }),
    adjust: markEmptyTimes,
    check: slotCheck(spec.slot, records, record?.id),
    submit: (data) => onSubmit(data),
  });
  return { banner, setBanner, save: () => void submit() };
}
