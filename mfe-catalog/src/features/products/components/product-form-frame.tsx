// Where the product form opens: inline above the list on a tablet or a computer, a full-screen sheet on a phone
// (the list behind it stays where it was, and the form does not push it four screens down).
import { CloseOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Button, Card, Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';

export function ProductFormFrame({
  label,
  title,
  onClose,
  children,
}: {
  label: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = Grid.useBreakpoint().xs === true;
  if (phone) {
    return (
      <Drawer
        open
        onClose={onClose}
        title={title}
        placement="bottom"
        size="100%"
        styles={{ body: { padding: 16 } }}
        closable={{ 'aria-label': tr.common.close }}
      >
        <div role="region" aria-label={label}>
          {children}
        </div>
      </Drawer>
    );
  }
  return (
    <Card
      role="region"
      aria-label={label}
      title={title}
      extra={<Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={tr.common.close} />}
      style={{ marginBottom: 24, borderColor: '#ffd8bf' }}
    >
      {children}
    </Card>
  );
}
