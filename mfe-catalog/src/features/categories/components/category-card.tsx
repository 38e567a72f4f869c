// One category: emoji icon, name, description, order, status, restaurant, creation date and its actions.
import { CalendarOutlined, ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { availabilitySummary, categoryEmoji, formatLongDate, tr, type Category } from '@menu/shared';
import { CardTitle, DeleteAction, EditAction, RecordCard, type RecordCardCallbacks } from '@menu/shared/ui';
import { Flex, Switch, Typography } from 'antd';

const text = tr.catalog.categories;

export interface CategoryCardProps extends RecordCardCallbacks<Category> {
  category: Category;
  restaurantName: string;
}

export function CategoryCard(props: CategoryCardProps) {
  const { category: c, restaurantName, toggling, deleting, onEdit, onToggle, onDelete } = props;
  return (
    <RecordCard
      name={c.name}
      opacity={c.isActive ? 1 : 0.8}
      gap={10}
      actions={[
        <EditAction key="edit" label={text.editAria(c.name)} onClick={() => onEdit(c)} />,
        <DeleteAction key="delete" label={text.deleteAria(c.name)} onClick={() => onDelete(c)} loading={deleting} />,
      ]}
    >
      <Flex gap={14} align="flex-start">
        <span
          role="img"
          aria-label={c.icon ?? 'utensils'}
          style={{
            fontSize: 32,
            lineHeight: '52px',
            width: 52,
            height: 52,
            textAlign: 'center',
            borderRadius: 12,
            background: '#fff7f0',
            flex: '0 0 auto',
          }}
        >
          {categoryEmoji(c.icon)}
        </span>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <CardTitle name={c.name} level={4} active={c.isActive} />
          <Typography.Text type="secondary">{text.order(c.displayOrder)}</Typography.Text>
        </Flex>
      </Flex>
      {c.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: c.description }} style={{ margin: 0 }}>
          {c.description}
        </Typography.Paragraph>
      ) : null}
      {c.availability.length ? (
        <Typography.Text style={{ fontSize: 13 }}>
          <span
            role="img"
            aria-label={text.availability.label}
            title={text.availability.label}
            style={{ marginInlineEnd: 6 }}
          >
            <ClockCircleOutlined />
          </span>
          {availabilitySummary(c.availability)}
        </Typography.Text>
      ) : null}
      <Flex vertical gap={4} style={{ marginTop: 'auto', paddingTop: 8, borderTop: '1px solid #f0f0f0' }}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <ShopOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
          {restaurantName}
        </Typography.Text>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <CalendarOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {text.createdOn(formatLongDate(c.createdDate))}
          </Typography.Text>
          <Switch
            size="small"
            checked={c.isActive}
            loading={toggling}
            onChange={() => onToggle(c)}
            aria-label={text.toggleAria(c.name)}
          />
        </Flex>
      </Flex>
    </RecordCard>
  );
}
