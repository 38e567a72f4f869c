// The list view: variants by product and display order, with up/down reorder inside each product
// (the first of a product cannot go up, the last cannot go down).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatLira, tr, type Product, type Variant } from '@menu/shared';
import { variantPrice } from '../lib/variant-price';
import { Button, Flex, Table, Tag } from 'antd';
import { signedLira } from './variant-card';
import { VariantSwitch } from './variant-switch';

const text = tr.catalog.variants;

export interface VariantTableProps {
  variants: Variant[];
  /** Every variant (unfiltered), to know a variant's neighbours within its product. */
  allVariants: Variant[];
  productById: Map<number, Product>;
  movingId?: number;
  onMove: (v: Variant, direction: 'up' | 'down') => void;
  onEdit: (v: Variant) => void;
  onDelete: (v: Variant) => void;
  onToggle: (v: Variant, flag: 'isActive' | 'isDefault') => void;
}

/** Each product's first and last variant in display order: the first cannot go up, the last cannot go down. */
function productEdges(variants: Variant[]): Map<number, { first: number; last: number }> {
  const edges = new Map<number, { first: number; last: number }>();
  for (const v of [...variants].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)) {
    const e = edges.get(v.productId);
    if (!e) edges.set(v.productId, { first: v.id, last: v.id });
    else e.last = v.id;
  }
  return edges;
}

interface MoveButtonsProps {
  v: Variant;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (v: Variant, direction: 'up' | 'down') => void;
}

function MoveButtons({ v, first, last, moving, onMove }: MoveButtonsProps) {
  return (
    <Flex gap={4} align="center">
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={text.moveUp(v.name)}
        disabled={first}
        loading={moving}
        onClick={() => onMove(v, 'up')}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={text.moveDown(v.name)}
        disabled={last}
        onClick={() => onMove(v, 'down')}
      />
      <span style={{ color: '#8c8c8c', fontSize: 12 }}>{v.displayOrder}</span>
    </Flex>
  );
}

export function VariantTable({
  variants,
  allVariants,
  productById,
  movingId,
  onMove,
  onEdit,
  onDelete,
  onToggle,
}: VariantTableProps) {
  const edges = productEdges(allVariants);
  return (
    <Table<Variant>
      rowKey="id"
      dataSource={variants}
      pagination={variants.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 820 }}
      aria-label={text.listLabel}
      locale={{ emptyText: tr.common.noMatches }}
      columns={[
        {
          title: text.fields.displayOrder,
          key: 'order',
          width: 120,
          render: (_, v) => (
            <MoveButtons
              v={v}
              first={edges.get(v.productId)?.first === v.id}
              last={edges.get(v.productId)?.last === v.id}
              moving={movingId === v.id}
              onMove={onMove}
            />
          ),
        },
        {
          title: text.fields.productId,
          key: 'product',
          render: (_, v) => productById.get(v.productId)?.name ?? text.unknownProduct,
        },
        {
          title: text.fields.name,
          dataIndex: 'name',
          render: (name: string, v) => (
            <Flex gap={6} wrap>
              <strong>{name}</strong>
              {v.isDefault ? <Tag color="gold">{text.default}</Tag> : null}
            </Flex>
          ),
        },
        {
          title: text.fields.priceModifier,
          key: 'modifier',
          align: 'right',
          render: (_, v) => signedLira(v.priceModifier),
        },
        {
          title: text.finalPrice,
          key: 'final',
          align: 'right',
          render: (_, v) => {
            const p = productById.get(v.productId);
            return p ? formatLira(variantPrice(p.price, v.priceModifier)) : '-';
          },
        },
        {
          title: text.fields.isActive,
          key: 'active',
          width: 80,
          render: (_, v) => <VariantSwitch variant={v} flag="isActive" onToggle={onToggle} />,
        },
        {
          title: text.fields.isDefault,
          key: 'default',
          width: 100,
          render: (_, v) => <VariantSwitch variant={v} flag="isDefault" onToggle={onToggle} />,
        },
        {
          title: '',
          key: 'actions',
          width: 96,
          render: (_, v) => (
            <Flex gap={4}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={text.editAria(v.name)}
                onClick={() => onEdit(v)}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={text.deleteAria(v.name)}
                onClick={() => onDelete(v)}
              />
            </Flex>
          ),
        },
      ]}
    />
  );
}
