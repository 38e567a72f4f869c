// One variant in the grid: name, product, modifier and resulting price, default and status toggles, actions.
import { StarFilled } from '@ant-design/icons';
import { formatLira, tr, type Product, type Variant } from '@menu/shared';
import { variantPrice } from '../lib/variant-price';
import { ActiveTag, DeleteAction, EditAction, RecordCard } from '@menu/shared/ui';
import { Flex, Tag, Typography } from 'antd';
import { VariantSwitch, type VariantFlag } from './variant-switch';

const text = tr.catalog.variants;

export function signedLira(n: number): string {
  return n > 0 ? `+${formatLira(n)}` : n < 0 ? `−${formatLira(-n)}` : formatLira(0);
}

export interface VariantCardProps {
  variant: Variant;
  product?: Product;
  onEdit: (v: Variant) => void;
  onDelete: (v: Variant) => void;
  onToggle: (v: Variant, flag: VariantFlag) => void;
  busy?: boolean;
}

export function VariantCard({ variant: v, product, onEdit, onDelete, onToggle, busy }: VariantCardProps) {
  return (
    <RecordCard
      name={v.name}
      opacity={v.isActive ? 1 : 0.75}
      actions={[
        <EditAction key="edit" label={text.editAria(v.name)} onClick={() => onEdit(v)} />,
        <DeleteAction key="delete" label={text.deleteAria(v.name)} onClick={() => onDelete(v)} />,
      ]}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {v.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {product?.name ?? text.unknownProduct}
          </Typography.Text>
        </div>
        <Flex gap={4} style={{ flex: '0 0 auto' }}>
          {v.isDefault ? (
            <Tag color="gold" icon={<StarFilled />} style={{ marginInlineEnd: 0 }}>
              {text.default}
            </Tag>
          ) : null}
          <ActiveTag active={v.isActive} />
        </Flex>
      </Flex>
      {v.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
          {v.description}
        </Typography.Paragraph>
      ) : null}
      <Flex align="baseline" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {product ? formatLira(variantPrice(product.price, v.priceModifier)) : signedLira(v.priceModifier)}
        </Typography.Text>
        {product ? <Typography.Text type="secondary">({signedLira(v.priceModifier)})</Typography.Text> : null}
      </Flex>
      <Flex gap={16} wrap style={{ marginTop: 'auto', paddingTop: 8, borderTop: '1px solid #f0f0f0' }}>
        <Flex gap={6} align="center">
          <VariantSwitch variant={v} flag="isActive" disabled={busy} onToggle={onToggle} />
          <Typography.Text style={{ fontSize: 13 }}>{text.fields.isActive}</Typography.Text>
        </Flex>
        <Flex gap={6} align="center">
          <VariantSwitch variant={v} flag="isDefault" disabled={busy} onToggle={onToggle} />
          <Typography.Text style={{ fontSize: 13 }}>{text.fields.isDefault}</Typography.Text>
        </Flex>
      </Flex>
    </RecordCard>
  );
}
