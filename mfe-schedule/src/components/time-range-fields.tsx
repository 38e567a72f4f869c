// The closed checkbox and the opening/closing times shared by the hours and special-day forms: ticking
// "closed" hides the times and clears them (SPEC section 4: closing clears times to null).
import { tr } from '@menu/shared';
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
