// One weekday's hours: the day, the restaurant, a red 'Kapalı' badge or 'HH:MM - HH:MM', edit and delete.
import { ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { DAY_NAMES, formatTime, tr, type Hours } from '@menu/shared';
import { DeleteAction, EditAction } from '@menu/shared/ui';
import { Card, Flex, Tag, Typography } from 'antd';

export interface HoursCardProps {
  entry: Hours;
  restaurantName: string;
  deleting: boolean;
  onEdit: (entry: Hours) => void;
  onDelete: (entry: Hours) => void;
}

export function HoursCard({ entry, restaurantName, deleting, onEdit, onDelete }: HoursCardProps) {
  const day = DAY_NAMES[entry.dayOfWeek] ?? String(entry.dayOfWeek);
  const titleId = `hours-${entry.id}-title`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      size="small"
      style={{ width: '100%', borderInlineStart: `4px solid ${entry.isClosed ? '#ff4d4f' : '#52c41a'}` }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} id={titleId} style={{ margin: 0 }}>
            {day}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
            <ShopOutlined aria-hidden /> {restaurantName}
          </Typography.Text>
        </div>
        <Flex gap={4}>
          <EditAction iconOnly label={tr.schedule.hours.editLabel(day)} onClick={() => onEdit(entry)} />
          <DeleteAction
            iconOnly
            label={tr.schedule.hours.deleteLabel(day)}
            loading={deleting}
            onClick={() => onDelete(entry)}
          />
        </Flex>
      </Flex>
      <div style={{ marginTop: 12 }}>
        {entry.isClosed ? (
          <Tag color="red" style={{ fontSize: 14, padding: '2px 10px' }}>
            {tr.schedule.closed}
          </Tag>
        ) : (
          <Typography.Text strong style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>
            <ClockCircleOutlined aria-hidden style={{ color: '#52c41a', marginInlineEnd: 8 }} />
            {formatTime(entry.openTime)} - {formatTime(entry.closeTime)}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
