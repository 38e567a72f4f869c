// A record's description in its form: a text area growing from two lines to five, its length counted against
// the request schema's limit.
import { Form, Input, type FormItemProps } from 'antd';

export interface DescriptionItemProps {
  label: string;
  rules: FormItemProps['rules'];
  placeholder: string;
  maxLength: number;
}

export function DescriptionItem({ label, rules, placeholder, maxLength }: DescriptionItemProps) {
  return (
    <Form.Item name="description" label={label} rules={rules}>
      <Input.TextArea placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={maxLength} showCount />
    </Form.Item>
  );
}
