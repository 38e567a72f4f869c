// The product form's four titled groups (basics, photo, contents and allergens, how it shows on the menu) and
// its footer. Each field's rules come from the shared ProductRequest, so the messages match the API's.
import {
  ALLERGEN_CODES,
  ALLERGEN_ICONS,
  ALLERGEN_NAMES,
  CONTENT_ICONS,
  hasPermission,
  PORTION_GRAMS_MAX,
  ProductRequest,
  tr,
  usePrintStatus,
  useSession,
  type Category,
  type Product,
  type RestaurantOption,
} from '@menu/shared';
import {
  DescriptionItem,
  ImageUploadField,
  RecordHistoryButton,
  RecordTranslationsButton,
  searchBy,
  zodFieldRules,
} from '@menu/shared/ui';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useId, useMemo, type ReactNode } from 'react';
import { priceText } from '../lib/product-form-values';
import { DiscountWarning } from './discount-warning';
import { PriceHistoryButton } from './price-history';
import { translatedProduct } from './translated-product';

const text = tr.catalog.products;
const f = text.fields;
const rules = zodFieldRules(ProductRequest.in);

const SPICY_OPTIONS = text.spicyLevels.map((label, i) => ({ value: i + 1, label }));
const DIET_FLAGS = ['isVegetarian', 'isVegan', 'isGlutenFree'] as const;
const DISPLAY_FLAGS = ['isAvailable', 'isFeatured'] as const;

/** One titled group of the form: a heading that names the region, so a phone user can tell where they are. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title
        id={id}
        level={5}
        style={{ marginTop: 0, marginBottom: 12, paddingBottom: 6, borderBottom: '1px solid #f0f0f0' }}
      >
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
/** The 14 allergens as checkboxes: icon and Turkish name (the names come from the menu's own list). */
export const ALLERGEN_OPTIONS = ALLERGEN_CODES.map((code) => ({
  value: code,
  label: (
    <span>
      <span aria-hidden="true">{ALLERGEN_ICONS[code]}</span> {ALLERGEN_NAMES[code]}
    </span>
  ),
}));

interface BasicsProps {
  product: Product | null;
  restaurants: RestaurantOption[];
  categories: Category[];
  saving: boolean;
}

/**
 * What the basics show of the values being typed: the chosen restaurant's categories (a passive one named so),
 * the prices, and whether a saved product's price was edited while printed lists exist (those lists will need
 * printing again).
 */
function useBasicsWatch(product: Product | null, categories: Category[]) {
  const restaurantId = Form.useWatch<number | undefined>('restaurantId');
  const price = Form.useWatch<string | undefined>('price');
  const discountedPrice = Form.useWatch<string | undefined>('discountedPrice');
  const prints = usePrintStatus(product?.restaurantId);
  const categoryOptions = useMemo(
    () =>
      categories
        .filter((c) => c.restaurantId === restaurantId)
        .map((c) => ({ value: c.id, label: c.isActive ? c.name : `${c.name} (${tr.common.passive})` })),
    [categories, restaurantId],
  );
  const priceEdited =
    product != null &&
    price !== undefined &&
    (price !== priceText(product.price) || (discountedPrice ?? '') !== priceText(product.discountedPrice));
  const reprintNeeded = priceEdited && (prints.data?.layouts.length ?? 0) > 0;
  return { restaurantId, price, discountedPrice, categoryOptions, reprintNeeded };
}

/** Name, restaurant, category (of the chosen restaurant), price and discounted price, description. */
export function BasicsSection({ product, restaurants, categories, saving }: BasicsProps) {
  const { restaurantId, price, discountedPrice, categoryOptions, reprintNeeded } = useBasicsWatch(product, categories);
  const noCategory = restaurantId != null && categoryOptions.length === 0;
  return (
    <FormSection title={text.sections.basics}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={f.name} required rules={rules('name')}>
            <Input placeholder={text.placeholders.name} maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="restaurantId" label={f.restaurantId} required rules={rules('restaurantId')}>
            <Select options={restaurants} placeholder={text.placeholders.restaurant} showSearch={searchBy()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name="categoryId"
            label={f.categoryId}
            required
            rules={rules('categoryId')}
            extra={noCategory ? <Typography.Text type="warning">{text.noCategoryHint}</Typography.Text> : undefined}
          >
            <Select
              options={categoryOptions}
              placeholder={restaurantId == null ? text.placeholders.categoryDisabled : text.placeholders.category}
              disabled={saving || restaurantId == null}
              showSearch={searchBy()}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label={f.price} required rules={rules('price')} extra={text.priceHint}>
            <Input inputMode="decimal" placeholder={text.placeholders.price} suffix="₺" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="discountedPrice"
            label={f.discountedPrice}
            rules={rules('discountedPrice')}
            extra={
              <>
                {text.discountHint}
                {product ? (
                  <DiscountWarning productId={product.id} price={price} discountedPrice={discountedPrice} />
                ) : null}
              </>
            }
          >
            <Input inputMode="decimal" placeholder={text.placeholders.price} suffix="₺" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      {reprintNeeded ? (
        <Alert
          type="warning"
          showIcon
          title={tr.priceList.reprintWarningTitle}
          description={tr.priceList.reprintWarning}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <DescriptionItem
        label={f.description}
        rules={rules('description')}
        placeholder={text.placeholders.description}
        maxLength={2000}
      />
    </FormSection>
  );
}

export function ImageSection({ saving }: { saving: boolean }) {
  return (
    <FormSection title={text.sections.image}>
      <Form.Item name="image" label={f.image} rules={rules('image')}>
        <ImageUploadField
          disabled={saving}
          size={{ width: 160, height: 120 }}
          labels={{
            upload: text.upload,
            uploading: text.uploading,
            uploaded: text.uploaded,
            uploadFailed: text.uploadFailed,
            remove: text.removeImage,
            preview: text.imagePreview,
            uploadAria: text.uploadAria,
            placeholder: text.imagePlaceholder,
            hint: text.imageHint,
            stored: text.imageStored,
            linked: text.imageLinked,
          }}
        />
      </Form.Item>
    </FormSection>
  );
}

/** Ingredients, figures, diet flags, spiciness, allergens, alcohol and pork. */
export function ContentsSection() {
  const isSpicy = Form.useWatch<boolean | undefined>('isSpicy');
  return (
    <FormSection title={text.sections.contents}>
      <Form.Item name="ingredients" label={f.ingredients} rules={rules('ingredients')}>
        <Input.TextArea
          placeholder={text.placeholders.ingredients}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={2000}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Form.Item name="calories" label={f.calories} rules={rules('calories')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="preparationTime" label={f.preparationTime} rules={rules('preparationTime')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="portionGrams" label={f.portionGrams} rules={rules('portionGrams')} extra={text.portionHint}>
            <InputNumber min={1} max={PORTION_GRAMS_MAX} precision={0} suffix="g" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap="4px 24px" wrap align="flex-start">
        {DIET_FLAGS.map((flag) => (
          <Form.Item key={flag} name={flag} label={f[flag]} valuePropName="checked" style={{ marginBottom: 12 }}>
            <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
          </Form.Item>
        ))}
        <Form.Item name="isSpicy" label={f.isSpicy} valuePropName="checked" style={{ marginBottom: 12 }}>
          <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
        </Form.Item>
        {isSpicy ? (
          <Form.Item name="spicyLevel" label={f.spicyLevel} required style={{ marginBottom: 12, minWidth: 180 }}>
            <Select options={SPICY_OPTIONS} />
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item name="allergens" label={f.allergens} rules={rules('allergens')} extra={text.allergensHint}>
        <Checkbox.Group
          options={ALLERGEN_OPTIONS}
          className="product-allergens"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '8px 16px' }}
        />
      </Form.Item>
      <Flex gap="4px 24px" wrap align="flex-start">
        <Form.Item
          name="containsAlcohol"
          label={
            <span>
              <span aria-hidden="true">{CONTENT_ICONS.alcohol}</span> {f.containsAlcohol}
            </span>
          }
          valuePropName="checked"
          style={{ marginBottom: 12 }}
        >
          <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
        </Form.Item>
        <Form.Item
          name="containsPork"
          label={
            <span>
              <span aria-hidden="true">{CONTENT_ICONS.pork}</span> {f.containsPork}
            </span>
          }
          valuePropName="checked"
          style={{ marginBottom: 12 }}
        >
          <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
        </Form.Item>
      </Flex>
    </FormSection>
  );
}

export function DisplaySection() {
  return (
    <FormSection title={text.sections.display}>
      <Flex gap="4px 24px" wrap align="flex-start">
        <Form.Item
          name="displayOrder"
          label={f.displayOrder}
          rules={rules('displayOrder')}
          style={{ marginBottom: 12, width: 160 }}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {DISPLAY_FLAGS.map((flag) => (
          <Form.Item key={flag} name={flag} label={f[flag]} valuePropName="checked" style={{ marginBottom: 12 }}>
            <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
          </Form.Item>
        ))}
      </Flex>
    </FormSection>
  );
}

interface FooterProps {
  product: Product | null;
  saving: boolean;
  onCancel: () => void;
}

/** A saved product's price history, translations and change trail; cancel and save. */
export function ProductFormFooter({ product, saving, onCancel }: FooterProps) {
  // The change trail is the users' area (Admin, SuperAdmin): a Manager edits products without it.
  const canSeeTrail = hasPermission(
    useSession((s) => s.user),
    'manage_users',
  );
  return (
    <Flex justify="flex-end" gap={8} wrap>
      {product ? (
        <Flex gap={8} wrap style={{ marginInlineEnd: 'auto' }}>
          <PriceHistoryButton productId={product.id} name={product.name} />
          <RecordTranslationsButton record={translatedProduct(product)} />
          {canSeeTrail ? <RecordHistoryButton entity="products" recordId={product.id} name={product.name} /> : null}
        </Flex>
      ) : null}
      <Button onClick={onCancel} disabled={saving}>
        {tr.common.cancel}
      </Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {product ? tr.common.update : tr.common.save}
      </Button>
    </Flex>
  );
}
