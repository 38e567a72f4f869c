// The dialog a catalogue form opens in: the title, cancel and save ('Güncelle' when editing) under it, both
// waiting while it saves; it stays mounted while closed (forceRender), so its form instance is always there.
import { tr } from '@menu/shared';
import { Modal } from 'antd';
import type { FormDrawerProps } from './form-drawer';

/** The same frame props as the drawer's (its width: antd's 520 px without one). */
export type FormModalProps = FormDrawerProps;

export function FormModal({ open, title, editing, saving, onClose, onSave, width, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onSave}
      okText={editing ? tr.common.update : tr.common.save}
      cancelText={tr.common.cancel}
      confirmLoading={saving}
      mask={{ closable: !saving }}
      forceRender
      width={width}
    >
      {children}
    </Modal>
  );
}
