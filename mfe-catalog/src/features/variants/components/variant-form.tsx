// Create/edit modal with the price preview (base price plus modifier, two decimals, in lira).
import { formatLira, tr, VariantRequest, type Product, type Variant } from '@menu/shared';
import { variantPrice } from '../lib/variant-price';
import { FormModal, RecordForm, zodFieldRules, useFormSubmit, searchBy } from '@menu/shared/ui';
import { Card, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { VariantBody } from '../api/save-variant';

const text = tr.catalog.variants;
const f = text.fields;
const rules = zodFieldRules(VariantRequest);

export interface VariantFormValues {
  productId?: number;
  name: string;
  description: string;
  priceModifier: number | null;
  isDefault: boolean;
  displayOrder: number | null;
  isActive: boolean;
}

function toFormValues(v: Variant | null, productId?: number): VariantFormValues {
  return {
    productId: v?.productId ?? productId,
    name: v?.name ?? '',
    description: v?.description ?? '',
    priceModifier: v?.priceModifier ?? 0,
    isDefault: v?.isDefault ?? false,
    displayOrder: v?.displayOrder ?? 0,
    isActive: v?.isActive ?? true,
  };
}

export interface VariantFormProps {
  open: boolean;
  variant: Variant | null;
  products: Product[];
  /** Shown after each product's name when several restaurants are listed. */
  restaurantNameOf?: (id: number) => string;
  defaultProduct?: number;
  /** A new variant's proposed order in a product: the end of its list. */
  nextOrder?: (productId: number) => number;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: VariantBody) => Promise<void>;
}

/** The product's price and the variant's price with the modifier, as the diner will see it. */
function PricePreview({ base, modifier }: { base: Product | undefined; modifier: unknown }) {
  return (
    <Card size="small" title={text.pricePreview} style={{ background: '#fafafa' }}>
      {base ? (
        <Flex justify="space-between" wrap gap={8} role="group" aria-label={text.pricePreview}>
          <Typography.Text type="secondary">
            {text.basePrice}: {formatLira(base.price)}
          </Typography.Text>
          <Typography.Text strong>
            {text.finalPrice}: {formatLira(variantPrice(base.price, Number(modifier) || 0))}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{text.selectProductForPreview}</Typography.Text>
      )}
    </Card>
  );
}

export function VariantForm({
  open,
  variant,
  products,
  restaurantNameOf,
  defaultProduct,
  nextOrder,
  saving,
  onClose,
  onSubmit,
}: VariantFormProps) {
  const [form] = Form.useForm<VariantFormValues>();
  const productId = Form.useWatch('productId', form);
  const modifier = Form.useWatch('priceModifier', form);
  const orderOf = useRef(nextOrder);
  orderOf.current = nextOrder;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toFormValues(variant, defaultProduct));
      // Proposed once per opening (a ref: a list refetch while open does not overwrite what was typed).
      if (!variant && defaultProduct != null && orderOf.current)
        form.setFieldValue('displayOrder', orderOf.current(defaultProduct));
    }
  }, [open, variant, defaultProduct, form]);

  const productOptions = useMemo(
    () =>
      products.map((p) => ({
        value: p.id,
        label: restaurantNameOf ? `${p.name} · ${restaurantNameOf(p.restaurantId)}` : p.name,
      })),
    [products, restaurantNameOf],
  );
  const base = products.find((p) => p.id === productId);

  const { submit: save } = useFormSubmit(form, {
    schema: VariantRequest,
    submit: (data) => onSubmit({ ...data, ...(variant ? { id: variant.id } : {}) }),
  });

  return (
    <FormModal
      open={open}
      title={variant ? text.editVariant : text.newVariant}
      editing={!!variant}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      width={600}
    >
      <RecordForm<VariantFormValues>
        form={form}
        name="variant"
        initialValues={toFormValues(variant, defaultProduct)}
        saving={saving}
        onSave={() => void save()}
        onValuesChange={(changed: Partial<VariantFormValues>) => {
          // A new variant goes to the end of the chosen product's list unless an order was typed.
          if (!variant && changed.productId != null && nextOrder && !form.isFieldTouched('displayOrder'))
            form.setFieldValue('displayOrder', nextOrder(changed.productId));
        }}
      >
        <Form.Item name="productId" label={f.productId} required rules={rules('productId')}>
          <Select options={productOptions} placeholder={text.placeholders.product} showSearch={searchBy()} />
        </Form.Item>
        <Form.Item name="name" label={f.name} required rules={rules('name')}>
          <Input placeholder={text.placeholders.name} maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={f.description} rules={rules('description')}>
          <Input.TextArea
            placeholder={text.placeholders.description}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={1000}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="priceModifier"
              label={f.priceModifier}
              rules={rules('priceModifier')}
              extra={text.priceModifierHint}
            >
              <InputNumber step={0.01} precision={2} decimalSeparator="," style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="displayOrder" label={f.displayOrder} rules={rules('displayOrder')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={32} wrap>
          <Form.Item name="isActive" label={f.isActive} valuePropName="checked">
            <Switch checkedChildren={tr.common.active} unCheckedChildren={tr.common.passive} />
          </Form.Item>
          <Form.Item
            name="isDefault"
            label={f.isDefault}
            valuePropName="checked"
            extra={text.isDefaultHint}
            style={{ flex: 1, minWidth: 220 }}
          >
            <Switch checkedChildren={tr.common.yes} unCheckedChildren={tr.common.no} />
          </Form.Item>
        </Flex>
        <PricePreview base={base} modifier={modifier} />
      </RecordForm>
    </FormModal>
  );
}
