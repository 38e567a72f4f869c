// The add-ons' list view: name, type, restaurant (for a user with several), price, tier, active switch, edit
// and delete.
import { formatLira, tr, type Addon } from '@menu/shared';
import { Button, Flex, Switch, Table } from 'antd';
import { AddonTierTag, AddonTypeTag } from './addon-labels';

const text = tr.catalog.addons;

interface AddonTableProps {
  addons: Addon[];
  /** Set when the user has several restaurants: the table names each add-on's. */
  restaurantNameOf?: (id: number) => string;
  togglingId: number | null | undefined;
  onToggle: (addon: Addon) => void;
  onEdit: (addon: Addon) => void;
  onDelete: (addon: Addon) => void;
}

export function AddonTable({ addons, restaurantNameOf, togglingId, onToggle, onEdit, onDelete }: AddonTableProps) {
  return (
    <Table<Addon>
      rowKey="id"
      dataSource={addons}
      pagination={addons.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      aria-label={text.listLabel}
      locale={{ emptyText: tr.common.noMatches }}
      columns={[
        { title: text.fields.name, dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
        { title: text.filters.type, key: 'type', render: (_, a) => <AddonTypeTag name={a.name} /> },
        ...(restaurantNameOf
          ? [
              {
                title: text.fields.restaurantId,
                key: 'restaurant',
                render: (_: unknown, a: Addon) => restaurantNameOf(a.restaurantId),
              },
            ]
          : []),
        { title: text.fields.price, key: 'price', align: 'right' as const, render: (_, a) => formatLira(a.price) },
        { title: text.tier, key: 'tier', render: (_, a) => <AddonTierTag price={a.price} /> },
        {
          title: text.fields.isActive,
          key: 'active',
          render: (_, a) => (
            <Switch
              size="small"
              checked={a.isActive}
              loading={togglingId === a.id}
              onChange={() => onToggle(a)}
              aria-label={text.activeAria(a.name)}
            />
          ),
        },
        {
          title: '',
          key: 'actions',
          width: 96,
          render: (_, a) => (
            <Flex gap={4}>
              <Button size="small" type="text" aria-label={text.editAria(a.name)} onClick={() => onEdit(a)}>
                {tr.common.edit}
              </Button>
              <Button size="small" type="text" danger aria-label={text.deleteAria(a.name)} onClick={() => onDelete(a)}>
                {tr.common.delete}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}
