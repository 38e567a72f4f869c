// One special day: the date in Turkish, its name, 'Kapalı' or the hours, the note, the restaurant;
// past days faded with '(Geçmiş)', upcoming ones highlighted.
import { CalendarOutlined, ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { formatTime, tr, type SpecialDay } from '@menu/shared';
import { DeleteAction, EditAction } from '@menu/shared/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { formatDayLong, type SpecialDayState } from './special-day-state';

export interface SpecialDayCardProps {
  day: SpecialDay;
  state: SpecialDayState;
  restaurantName: string;
  deleting: boolean;
  onEdit: (day: SpecialDay) => void;
  onDelete: (day: SpecialDay) => void;
}

const t = tr.schedule.specialDays;

export function SpecialDayCard({ day, state, restaurantName, deleting, onEdit, onDelete }: SpecialDayCardProps) {
  const dateText = formatDayLong(day.date);
  const label = day.name ? `${day.name} (${dateText})` : dateText;
  const titleId = `special-day-${day.id}-title`;
  const past = state === 'past';
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      size="small"
      data-state={state}
      style={{
        width: '100%',
        opacity: past ? 0.55 : 1,
        background: past ? '#fafafa' : '#fff',
        borderColor: past ? undefined : '#91caff',
        boxShadow: past ? 'none' : '0 2px 8px rgba(22,119,255,0.12)',
      }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Flex gap={6} wrap align="center" style={{ marginBottom: 4 }}>
            {state === 'today' ? (
              <Tag color="blue">{t.today}</Tag>
            ) : state === 'upcoming' ? (
              <Tag color="processing">{t.upcoming}</Tag>
            ) : null}
            {day.isClosed ? <Tag color="red">{tr.schedule.closed}</Tag> : null}
          </Flex>
          <Typography.Title level={4} id={titleId} style={{ margin: 0, fontSize: 18 }}>
            {day.name || t.unnamed}
            {past ? (
              <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 14, marginInlineStart: 6 }}>
                {t.past}
              </Typography.Text>
            ) : null}
          </Typography.Title>
          <Typography.Text style={{ display: 'block' }}>
            <CalendarOutlined aria-hidden /> {dateText}
          </Typography.Text>
        </div>
        <Flex gap={4}>
          <EditAction iconOnly label={t.editLabel(label)} onClick={() => onEdit(day)} />
          <DeleteAction iconOnly label={t.deleteLabel(label)} loading={deleting} onClick={() => onDelete(day)} />
        </Flex>
      </Flex>
      {day.isClosed ? null : (
        <Typography.Text
          strong
          style={{ display: 'block', marginTop: 8, fontSize: 16, fontVariantNumeric: 'tabular-nums' }}
        >
          <ClockCircleOutlined aria-hidden style={{ color: '#52c41a', marginInlineEnd: 8 }} />
          {formatTime(day.openTime)} - {formatTime(day.closeTime)}
        </Typography.Text>
      )}
      {day.note ? (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}
          ellipsis={{ rows: 3, tooltip: day.note }}
        >
          {day.note}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', marginTop: 8, fontSize: 13 }}>
        <ShopOutlined aria-hidden /> {restaurantName}
      </Typography.Text>
    </Card>
  );
}
