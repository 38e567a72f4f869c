// Create/edit form of a special day, checked in the order of docs/screens.md with the shared SpecialDayRequest schema
// (restaurant, date, both times when open, close after open), then one special day per restaurant and date.
import { SpecialDayRequest, tr, type SpecialDay } from '@menu/shared';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  dateToDayjs,
  dayjsToDate,
  ScheduleFormDrawer,
  TimeRangeFields,
  useScheduleFormSubmit,
  wireTimeToInput,
  type RestaurantRecordFormProps,
} from '@menu/shared/ui';
import type { SpecialDayValues } from '../api/special-days-api';

export interface SpecialDayFormValues {
  restaurantId: number | null;
  date: Dayjs | null;
  name: string;
  isClosed: boolean;
  openTime: string;
  closeTime: string;
  note: string;
}

const t = tr.schedule.specialDays;
const FIELDS = ['restaurantId', 'date', 'name', 'openTime', 'closeTime', 'note'] as const;

export function toFormValues(day: SpecialDay | null, defaultRestaurantId: number | null): SpecialDayFormValues {
  if (!day)
    return {
      restaurantId: defaultRestaurantId,
      date: null,
      name: '',
      isClosed: false,
      openTime: '',
      closeTime: '',
      note: '',
    };
  return {
    restaurantId: day.restaurantId,
    date: dateToDayjs(day.date),
    name: day.name ?? '',
    isClosed: day.isClosed,
    openTime: wireTimeToInput(day.openTime),
    closeTime: wireTimeToInput(day.closeTime),
    note: day.note ?? '',
  };
}

export interface SpecialDayFormProps extends RestaurantRecordFormProps<SpecialDayValues> {
  day: SpecialDay | null;
  days: SpecialDay[];
}

/** The parent gives each opening a new `key`, so nothing typed last time leaks into the next form. */
export function SpecialDayForm({ day, days, defaultRestaurantId, onSubmit, ...drawer }: SpecialDayFormProps) {
  const [form] = Form.useForm<SpecialDayFormValues>();

  const { save, ...bannerState } = useScheduleFormSubmit(form, {
    schema: SpecialDayRequest,
    fields: FIELDS,
    toInput: (raw: SpecialDayFormValues) => ({
      date: dayjsToDate(raw.date),
      name: raw.name,
      note: raw.note,
    }),
    slot: { field: 'date', records: days, editingId: day?.id, taken: t.duplicate },
    submit: onSubmit,
  });

  return (
    <ScheduleFormDrawer<SpecialDayFormValues>
      form={form}
      name="special-day"
      title={day ? t.editSpecialDay : t.newSpecialDay}
      editing={!!day}
      {...drawer}
      {...bannerState}
      initialValues={toFormValues(day, defaultRestaurantId)}
      onSave={save}
    >
      <Form.Item name="date" label={t.date} required>
        <DatePicker format="DD.MM.YYYY" placeholder={t.datePlaceholder} style={{ width: '100%' }} needConfirm={false} />
      </Form.Item>
      <Form.Item name="name" label={t.name}>
        <Input placeholder={t.namePlaceholder} maxLength={100} />
      </Form.Item>
      <TimeRangeFields form={form} />
      <Form.Item name="note" label={t.note}>
        <Input.TextArea
          placeholder={t.notePlaceholder}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={1000}
          showCount
        />
      </Form.Item>
    </ScheduleFormDrawer>
  );
}
