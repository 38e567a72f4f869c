// The dialog a catalogue form opens in: the title, cancel and save ('Güncelle' when editing) under it, both
// waiting while it saves; it stays mounted while closed (forceRender), so its form instance is always there.
import { tr } from '@menu/shared';
import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormModalProps {
  open: boolean;
  title: string;
  editing: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  /** Width in pixels (antd's 520 without it). */
  width?: number;
  children: ReactNode;
}

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
