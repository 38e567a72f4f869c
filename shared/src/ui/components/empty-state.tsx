// A friendly empty list: a title, an optional hint and an optional call to action.
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div
      role="status"
      style={{ padding: '48px 16px', background: '#fff', borderRadius: 12, border: '1px dashed #d9d9d9' }}
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
              {title}
            </Typography.Text>
            {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
