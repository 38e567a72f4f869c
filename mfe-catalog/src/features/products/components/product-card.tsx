// One product: picture, name, category, price (struck through when discounted), diet badges, availability
// and the actions (availability toggle, edit, translate, delete).
import { FireOutlined, StarFilled } from '@ant-design/icons';
import {
  ALLERGEN_ICONS,
  ALLERGEN_NAMES,
  CONTENT_ICONS,
  formatLira,
  isAllergenCode,
  tr,
  type Product,
  type SoldOutChoice,
} from '@menu/shared';
import { Flex, Switch, Tag, Typography } from 'antd';
import { memo } from 'react';
import {
  CardTitle,
  DeleteAction,
  EditAction,
  RecordCard,
  RecordTranslationsButton,
  type RecordCardCallbacks,
} from '@menu/shared/ui';
import { PriceHistoryButton } from './price-history';
import { ProductImage } from './product-image';
import { SoldOutMenu } from './sold-out';
import { translatedProduct } from './translated-product';
import { isOnSale, soldOutLabel } from '../lib/sold-out';

const text = tr.catalog.products;

export interface ProductCardProps extends RecordCardCallbacks<Product> {
  product: Product;
  categoryName: string;
  restaurantName?: string;
  onSoldOut?: (p: Product, choice: SoldOutChoice) => void;
}

/** Diet, spiciness, time, energy, portion, alcohol and pork as tags; the allergens as a line. */
function ProductTags({ p }: { p: Product }) {
  return (
    <>
      <Flex gap={4} wrap>
        {p.isVegan ? (
          <Tag color="green">{text.fields.isVegan}</Tag>
        ) : p.isVegetarian ? (
          <Tag color="green">{text.fields.isVegetarian}</Tag>
        ) : null}
        {p.isGlutenFree ? <Tag color="blue">{text.fields.isGlutenFree}</Tag> : null}
        {p.isSpicy ? (
          <Tag color="volcano" icon={<FireOutlined />}>
            {text.spicy(p.spicyLevel)}
          </Tag>
        ) : null}
        {p.preparationTime ? <Tag>{text.minutes(p.preparationTime)}</Tag> : null}
        {p.calories ? <Tag>{text.kcal(p.calories)}</Tag> : null}
        {p.portionGrams ? <Tag>{text.grams(p.portionGrams)}</Tag> : null}
        {p.containsAlcohol ? (
          <Tag>
            {CONTENT_ICONS.alcohol} {text.fields.containsAlcohol}
          </Tag>
        ) : null}
        {p.containsPork ? (
          <Tag>
            {CONTENT_ICONS.pork} {text.fields.containsPork}
          </Tag>
        ) : null}
      </Flex>
      {p.allergens.length ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {text.fields.allergens}:{' '}
          {p.allergens
            .filter(isAllergenCode)
            .map((a) => `${ALLERGEN_ICONS[a]} ${ALLERGEN_NAMES[a]}`)
            .join(', ')}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** The price, or the discounted price beside the struck-through one. */
function ProductPrice({ p }: { p: Product }) {
  const discounted = p.discountedPrice != null && p.discountedPrice < p.price;
  return (
    <Flex align="baseline" gap={8} wrap style={{ marginTop: 'auto' }}>
      {discounted ? (
        <>
          <Typography.Text strong style={{ fontSize: 18, color: '#d4380d' }}>
            {formatLira(p.discountedPrice)}
          </Typography.Text>
          <Typography.Text delete type="secondary">
            {formatLira(p.price)}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatLira(p.price)}
        </Typography.Text>
      )}
    </Flex>
  );
}

export const ProductCard = memo(function ProductCard({
  product: p,
  categoryName,
  restaurantName,
  toggling,
  deleting,
  onEdit,
  onToggle,
  onDelete,
  onSoldOut,
}: ProductCardProps) {
  const onSale = isOnSale(p);
  const label = soldOutLabel(p);
  return (
    <RecordCard
      name={p.name}
      style={{ overflow: 'hidden' }}
      bodyStyle={{ padding: 16 }}
      cover={
        <div style={{ position: 'relative', opacity: onSale ? 1 : 0.55 }}>
          <ProductImage image={p.image} name={p.name} />
          {p.isFeatured ? (
            <Tag color="gold" icon={<StarFilled />} style={{ position: 'absolute', top: 10, left: 10 }}>
              {text.featured}
            </Tag>
          ) : null}
        </div>
      }
      actions={[
        <EditAction key="edit" label={text.editAria(p.name)} onClick={() => onEdit(p)} />,
        <RecordTranslationsButton key="translate" type="text" record={translatedProduct(p)} />,
        <PriceHistoryButton key="prices" productId={p.id} name={p.name} onCard />,
        <DeleteAction key="delete" label={text.deleteAria(p.name)} onClick={() => onDelete(p)} loading={deleting} />,
      ]}
    >
      <CardTitle name={p.name} level={5} active={p.isAvailable} on={text.available} off={text.unavailable} />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {restaurantName ? `${categoryName} · ${restaurantName}` : categoryName}
      </Typography.Text>
      {p.description ? (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: p.description }}
          style={{ margin: 0, fontSize: 13 }}
        >
          {p.description}
        </Typography.Paragraph>
      ) : null}
      <ProductTags p={p} />
      <ProductPrice p={p} />
      <Flex justify="space-between" align="center" gap={8} style={{ paddingTop: 8, borderTop: '1px solid #f0f0f0' }}>
        <Typography.Text type={label ? 'danger' : 'secondary'} style={{ fontSize: 13 }}>
          {label ?? text.available}
        </Typography.Text>
        {onSoldOut ? <SoldOutMenu product={p} onChoose={(choice) => onSoldOut(p, choice)} /> : null}
        <Switch
          size="small"
          checked={onSale}
          loading={toggling}
          onChange={() => onToggle(p)}
          aria-label={text.availableAria(p.name)}
        />
      </Flex>
    </RecordCard>
  );
});
