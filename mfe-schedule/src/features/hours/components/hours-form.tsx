// Create/edit form of one weekday's hours. Checked in the order of docs/screens.md with the shared HoursRequest
// schema (restaurant, both times when open, close after open), then one entry per restaurant and day.
import { DAY_NAMES, HoursRequest, tr, type Hours } from '@menu/shared';
import { Form, Select } from 'antd';
import {
  ScheduleFormDrawer,
  type RestaurantRecordFormProps,
  type ScheduleFormSpec,
  type ScheduleFormValues,
} from '@menu/shared/ui';
import type { HoursValues } from '../api/hours-api';

export interface HoursFormValues extends ScheduleFormValues {
  dayOfWeek: number | null;
}

const t = tr.schedule.hours;
const HOURS_FORM: ScheduleFormSpec<typeof HoursRequest, HoursFormValues, Hours> = {
  name: 'hours',
  titles: { create: t.newHours, edit: t.editHours },
  schema: HoursRequest,
  fields: ['restaurantId', 'dayOfWeek', 'openTime', 'closeTime'],
  // A new entry starts on the restaurant's first day without hours.
  initialValues: (entry, hours, restaurantId) => ({
    dayOfWeek: entry ? entry.dayOfWeek : firstFreeDay(hours, restaurantId),
  }),
  toInput: (raw) => ({ dayOfWeek: raw.dayOfWeek ?? '' }),
  slot: { field: 'dayOfWeek', taken: t.duplicate },
};
/** Monday first, Sunday last. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The first day of the week (Monday first) without an entry for the restaurant, else Monday. */
export function firstFreeDay(hours: readonly Hours[], restaurantId: number | null): number {
  const taken = new Set(hours.filter((h) => h.restaurantId === restaurantId).map((h) => h.dayOfWeek));
  return WEEK.find((d) => !taken.has(d)) ?? 1;
}

export interface HoursFormProps extends RestaurantRecordFormProps<HoursValues> {
  entry: Hours | null;
  /** Every entry loaded, for the one-per-day rule and to mark the days already set. */
  hours: Hours[];
}

/** The parent gives each opening a new `key`, so nothing typed last time leaks into the next form. */
export function HoursForm({ entry, hours, ...drawer }: HoursFormProps) {
  const [form] = Form.useForm<HoursFormValues>();
  const restaurantId = Form.useWatch('restaurantId', form) as number | null | undefined;
  const taken = new Set(
    hours.filter((h) => h.restaurantId === restaurantId && h.id !== entry?.id).map((h) => h.dayOfWeek),
  );

  return (
    <ScheduleFormDrawer
      spec={HOURS_FORM}
      form={form}
      record={entry}
      records={hours}
      {...drawer}
      // A new entry follows the restaurant: suggest its first day without hours.
      onChange={(changed) => {
        if (!entry && 'restaurantId' in changed)
          form.setFieldsValue({ dayOfWeek: firstFreeDay(hours, changed.restaurantId ?? null) });
      }}
    >
      <Form.Item name="dayOfWeek" label={t.day} required>
        <Select<number>
          placeholder={t.dayPlaceholder}
          options={WEEK.map((d) => ({
            value: d,
            label: taken.has(d) ? `${DAY_NAMES[d]} (${t.dayTaken})` : DAY_NAMES[d],
          }))}
          optionRender={(o) => <span style={{ opacity: taken.has(Number(o.value)) ? 0.6 : 1 }}>{o.label}</span>}
          listHeight={7 * 32 + 8}
        />
      </Form.Item>
    </ScheduleFormDrawer>
  );
}
