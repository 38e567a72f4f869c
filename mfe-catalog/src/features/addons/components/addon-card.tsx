// One add-on: name, type and tier, description, price, restaurant, status switch, edit and delete.
import { ShopOutlined } from '@ant-design/icons';
import { formatLira, tr, type Addon } from '@menu/shared';
import { CardTitle, DeleteAction, EditAction, RecordCard, type RecordCardCallbacks } from '@menu/shared/ui';
import { Flex, Switch, Typography } from 'antd';
import { AddonTierTag, AddonTypeTag } from './addon-labels';

const text = tr.catalog.addons;

export interface AddonCardProps extends RecordCardCallbacks<Addon> {
  addon: Addon;
  restaurantName?: string;
}

export function AddonCard({ addon: a, restaurantName, toggling, onEdit, onDelete, onToggle }: AddonCardProps) {
  return (
    <RecordCard
      name={a.name}
      opacity={a.isActive ? 1 : 0.75}
      actions={[
        <EditAction key="edit" label={text.editAria(a.name)} onClick={() => onEdit(a)} />,
        <DeleteAction key="delete" label={text.deleteAria(a.name)} onClick={() => onDelete(a)} />,
      ]}
    >
      <CardTitle name={a.name} level={5} active={a.isActive} />
      <Flex gap={6} wrap>
        <AddonTypeTag name={a.name} />
        <AddonTierTag price={a.price} />
      </Flex>
      {a.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
          {a.description}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text strong style={{ fontSize: 18, marginTop: 'auto' }}>
        {formatLira(a.price)}
      </Typography.Text>
      <Flex justify="space-between" align="center" gap={8} style={{ paddingTop: 8, borderTop: '1px solid #f0f0f0' }}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {restaurantName ? (
            <>
              <ShopOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
              {restaurantName}
            </>
          ) : null}
        </Typography.Text>
        <Switch
          size="small"
          checked={a.isActive}
          loading={toggling}
          onChange={() => onToggle(a)}
          aria-label={text.activeAria(a.name)}
        />
      </Flex>
    </RecordCard>
  );
}
