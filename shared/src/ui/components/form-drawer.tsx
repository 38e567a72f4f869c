// The drawer every schedule form opens in: 520 px (or `width`) on a desktop, the full width on a phone, with
// cancel and save at the bottom (FormFooter, which the restaurant and user forms use in their own frames).
import { tr } from '@menu/shared';
import { Button, Drawer, Flex, Grid } from 'antd';
import type { ReactNode } from 'react';

export interface FormDrawerProps {
  open: boolean;
  title: string;
  editing: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
  /** Desktop width in pixels (default 520). */
  width?: number;
}

/** Cancel and save ('Güncelle' when editing), right-aligned; both wait while saving. */
export function FormFooter({
  editing,
  saving,
  onCancel,
  onSave,
}: {
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel} disabled={saving}>
        {tr.common.cancel}
      </Button>
      <Button type="primary" loading={saving} onClick={onSave}>
        {editing ? tr.common.update : tr.common.save}
      </Button>
    </Flex>
  );
}

export function FormDrawer({ open, title, editing, saving, onClose, onSave, children, width = 520 }: FormDrawerProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={screens.md ? width : '100%'}
      placement="right"
      mask={{ closable: !saving }}
      destroyOnHidden
      footer={<FormFooter editing={editing} saving={saving} onCancel={onClose} onSave={onSave} />}
    >
      {children}
    </Drawer>
  );
}
