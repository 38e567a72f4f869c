// A record's form inside a drawer or a modal: labels above their fields, every field locked while saving, and
// Enter in a text box saving like any form. The drawer's or the modal's save button sits outside the form, so a
// hidden submit button gives the browser's Enter its target.
import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface RecordFormProps<V> extends Omit<FormProps<V>, 'layout' | 'disabled' | 'onFinish' | 'children'> {
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function RecordForm<V>({ saving, onSave, children, ...form }: RecordFormProps<V>) {
  return (
    <Form<V> layout="vertical" disabled={saving} onFinish={() => onSave()} {...form}>
      {children}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );
}
