// Create/edit form of a special day, checked in the order of docs/screens.md with the shared SpecialDayRequest schema
// (restaurant, date, both times when open, close after open), then one special day per restaurant and date.
import { SpecialDayRequest, tr, type SpecialDay } from '@menu/shared';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  dateToDayjs,
  dayjsToDate,
  ScheduleFormDrawer,
  type RestaurantRecordFormProps,
  type ScheduleFormSpec,
  type ScheduleFormValues,
} from '@menu/shared/ui';
import type { SpecialDayValues } from '../api/special-days-api';

export interface SpecialDayFormValues extends ScheduleFormValues {
  date: Dayjs | null;
  name: string;
  note: string;
}

const t = tr.schedule.specialDays;
const SPECIAL_DAY_FORM: ScheduleFormSpec<typeof SpecialDayRequest, SpecialDayFormValues, SpecialDay> = {
  name: 'special-day',
  titles: { create: t.newSpecialDay, edit: t.editSpecialDay },
  schema: SpecialDayRequest,
  fields: ['restaurantId', 'date', 'name', 'openTime', 'closeTime', 'note'],
  initialValues: (day) => ({ date: day ? dateToDayjs(day.date) : null, name: day?.name ?? '', note: day?.note ?? '' }),
  toInput: (raw) => ({ date: dayjsToDate(raw.date), name: raw.name, note: raw.note }),
  slot: { field: 'date', taken: t.duplicate },
};

export interface SpecialDayFormProps extends RestaurantRecordFormProps<SpecialDayValues> {
  day: SpecialDay | null;
  days: SpecialDay[];
}

/** The parent gives each opening a new `key`, so nothing typed last time leaks into the next form. */
export function SpecialDayForm({ day, days, ...drawer }: SpecialDayFormProps) {
  const [form] = Form.useForm<SpecialDayFormValues>();

  return (
    <ScheduleFormDrawer
      spec={SPECIAL_DAY_FORM}
      form={form}
      record={day}
      records={days}
      {...drawer}
      afterTimes={
        <Form.Item name="note" label={t.note}>
          <Input.TextArea
            placeholder={t.notePlaceholder}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
            showCount
          />
        </Form.Item>
      }
    >
      <Form.Item name="date" label={t.date} required>
        <DatePicker format="DD.MM.YYYY" placeholder={t.datePlaceholder} style={{ width: '100%' }} needConfirm={false} />
      </Form.Item>
      <Form.Item name="name" label={t.name}>
        <Input placeholder={t.namePlaceholder} maxLength={100} />
      </Form.Item>
    </ScheduleFormDrawer>
  );
}
