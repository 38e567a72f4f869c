// The frame of the hours and special-day forms: the drawer, the banner for a message no field owns, the
// restaurant first, the form's own fields, and Enter submitting; a change clears the message it answers
// (ticking "closed" the times' too). Plus their submit: the restaurant, the closed flag and the times as the
// request takes them, the form's own fields, the one 'both times' message put on the empty time, and the
// form's one-per-slot check among the loaded records.
import { tr, type Restaurant } from '@menu/shared';
import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useFormSubmit } from '../../toolkit/records/form-submit.ui';
import { clearErrors } from '../../toolkit/records/form-values.ui';
import { FormDrawer } from './form-drawer';
import { FormErrorBanner } from './form-error-banner';
import { RestaurantSelect } from './restaurant-select';
import { padTime } from './time-input';
import { markEmptyTimes, TIME_FIELD_LINKS } from './time-range-fields';

export interface ScheduleFormDrawerProps<V> {
  form: FormInstance<V>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  open: boolean;
  title: string;
  editing: boolean;
  saving: boolean;
  banner: string | null;
  setBanner: (message: string | null) => void;
  initialValues: V;
  restaurants: Restaurant[];
  onClose: () => void;
  onSave: () => void;
  /** What else a change does (after its messages are cleared). */
  onChange?: (changed: Partial<V>) => void;
  children: ReactNode;
}

export function ScheduleFormDrawer<V extends object>(props: ScheduleFormDrawerProps<V>) {
  const { form, banner, setBanner, saving, onSave } = props;
  return (
    <FormDrawer
      open={props.open}
      title={props.title}
      editing={props.editing}
      saving={saving}
      onClose={props.onClose}
      onSave={onSave}
    >
      <FormErrorBanner message={banner} />
      <Form<V>
        form={form}
        name={props.name}
        layout="vertical"
        initialValues={props.initialValues}
        disabled={saving}
        onFinish={onSave}
        onValuesChange={(changed: Partial<V>) => {
          clearErrors(form, changed, banner, setBanner, TIME_FIELD_LINKS);
          props.onChange?.(changed);
        }}
      >
        <Form.Item name="restaurantId" label={tr.common.restaurant} required>
          <RestaurantSelect restaurants={props.restaurants} />
        </Form.Item>
        {props.children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </FormDrawer>
  );
}

/** The closed flag and the times as the request takes them: none on a closed day, '9:30' as '09:30'. */
function timeRangeInput(raw: { isClosed: boolean; openTime?: string; closeTime?: string }) {
  return {
    isClosed: raw.isClosed,
    openTime: raw.isClosed ? '' : padTime(raw.openTime ?? ''),
    closeTime: raw.isClosed ? '' : padTime(raw.closeTime ?? ''),
  };
}

interface TimedValues {
  restaurantId: number | null;
  isClosed: boolean;
  openTime?: string;
  closeTime?: string;
}

export interface ScheduleSubmitOptions<S extends z.ZodType, F> {
  schema: S;
  fields: readonly string[];
  /** The form's own fields as the request takes them (the restaurant and the times are added). */
  toInput: (values: F) => object;
  /** One record per restaurant and slot (a weekday, a date): the slot's field, the records loaded, the one edited. */
  slot: { field: string; records: readonly SlotRecord[]; editingId: number | undefined; taken: string };
  submit: (data: z.output<S>) => Promise<unknown>;
}

type SlotRecord = { id: number; restaurantId: number } & object;

/** Refuses a record whose restaurant already has one in the slot (the record edited aside), on the slot's field. */
function slotCheck<S extends z.ZodType>({ field, records, editingId, taken }: ScheduleSubmitOptions<S, never>['slot']) {
  const slotOf = (record: object) => (record as Record<string, unknown>)[field];
  return (data: z.output<S>) => {
    const v = data as { restaurantId: number };
    const clash = records.some(
      (r) => r.restaurantId === v.restaurantId && slotOf(r) === slotOf(v) && r.id !== editingId,
    );
    return clash ? { field, message: taken } : null;
  };
}

/** The submit of an hours or special-day form, and the banner it fills (for ScheduleFormDrawer). */
export function useScheduleFormSubmit<S extends z.ZodType, F extends TimedValues>(
  form: FormInstance<F>,
  options: ScheduleSubmitOptions<S, F>,
) {
  const [banner, setBanner] = useState<string | null>(null);
  const { submit } = useFormSubmit(form, {
    schema: options.schema,
    fields: options.fields,
    validate: false,
    onBanner: setBanner,
    toInput: (raw: F) => ({ restaurantId: raw.restaurantId ?? '', ...options.toInput(raw), ...timeRangeInput(raw) }),
    adjust: markEmptyTimes,
    check: slotCheck(options.slot),
    submit: (data) => options.submit(data),
  });
  return { banner, setBanner, save: () => void submit() };
}
