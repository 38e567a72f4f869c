// The closed checkbox and the opening/closing times of the hours and special-day forms: ticking "closed"
// hides the times and clears them (docs/screens.md, States and transitions: closing clears times to null).
import { TIMES_REQUIRED_MESSAGE, tr } from '@menu/shared';
import { Checkbox, Col, Form, Row, type FormInstance } from 'antd';
import { TimeInput } from './time-input';

export interface TimeRangeFieldsProps {
  form: FormInstance;
}

export function TimeRangeFields({ form }: TimeRangeFieldsProps) {
  const isClosed = Form.useWatch('isClosed', form) as boolean | undefined;
  return (
    <>
      <Form.Item name="isClosed" valuePropName="checked" extra={isClosed ? tr.schedule.closedHint : undefined}>
        <Checkbox
          onChange={(e) => {
            if (e.target.checked) {
              form.setFieldsValue({ openTime: '', closeTime: '' });
              form.setFields([
                { name: 'openTime', errors: [] },
                { name: 'closeTime', errors: [] },
              ]);
            }
          }}
        >
          {tr.schedule.closedLabel}
        </Checkbox>
      </Form.Item>
      {isClosed ? null : (
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="openTime" label={tr.schedule.openTime} required>
              <TimeInput />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="closeTime" label={tr.schedule.closeTime} required>
              <TimeInput />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}

/** Ticking 'closed' clears the times' messages too (for clearErrors). */
export const TIME_FIELD_LINKS = { isClosed: ['openTime', 'closeTime'] } as const;

/** 'Açılış ve kapanış saatleri zorunludur' is reported once: put it on whichever time is empty. */
export function markEmptyTimes(fields: Map<string, string>, raw: { openTime?: unknown; closeTime?: unknown }) {
  const message = fields.get('openTime');
  if (message !== TIMES_REQUIRED_MESSAGE) return;
  fields.delete('openTime');
  if (!raw.openTime) fields.set('openTime', message);
  if (!raw.closeTime) fields.set('closeTime', message);
}
