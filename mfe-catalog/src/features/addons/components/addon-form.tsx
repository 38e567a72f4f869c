// Create/edit modal with a live preview (name, price, inferred type and tier) and pricing tips by tier.
import { AddonRequest, formatLira, tr, type Addon, type RestaurantOption } from '@menu/shared';
import { addonTier, type AddonTier } from '../lib/addon-kinds';
import { FormModal, RecordForm, zodFieldRules, useFormSubmit, searchBy } from '@menu/shared/ui';
import { Card, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import type { AddonBody } from '../api/addons-api';
import { AddonTierTag, AddonTypeTag } from './addon-labels';

const text = tr.catalog.addons;
const rules = zodFieldRules(AddonRequest);
const TIERS: AddonTier[] = ['free', 'economic', 'medium', 'premium'];

export interface AddonFormValues {
  restaurantId?: number;
  name: string;
  description: string;
  price: number | null;
  isActive: boolean;
}

function toFormValues(a: Addon | null, restaurantId?: number): AddonFormValues {
  return {
    restaurantId: a?.restaurantId ?? restaurantId,
    name: a?.name ?? '',
    description: a?.description ?? '',
    price: a?.price ?? 0,
    isActive: a?.isActive ?? true,
  };
}

export interface AddonFormProps {
  open: boolean;
  addon: Addon | null;
  restaurants: RestaurantOption[];
  defaultRestaurant?: number;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: AddonBody) => Promise<void>;
}

export function AddonForm({ open, addon, restaurants, defaultRestaurant, saving, onClose, onSubmit }: AddonFormProps) {
  const [form] = Form.useForm<AddonFormValues>();
  const name = Form.useWatch('name', form) ?? '';
  const price = Number(Form.useWatch('price', form) ?? 0) || 0;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toFormValues(addon, defaultRestaurant));
    }
  }, [open, addon, defaultRestaurant, form]);

  const { submit: save } = useFormSubmit(form, {
    schema: AddonRequest,
    submit: (data) => onSubmit({ ...data, ...(addon ? { id: addon.id } : {}) }),
  });

  const tier = addonTier(price);
  return (
    <FormModal
      open={open}
      title={addon ? text.editAddon : text.newAddon}
      editing={!!addon}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      width={640}
    >
      <RecordForm<AddonFormValues>
        form={form}
        name="addon"
        initialValues={toFormValues(addon, defaultRestaurant)}
        saving={saving}
        onSave={() => void save()}
      >
        <Form.Item name="restaurantId" label={text.fields.restaurantId} required rules={rules('restaurantId')}>
          <Select options={restaurants} placeholder={text.placeholders.restaurant} showSearch={searchBy()} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item name="name" label={text.fields.name} required rules={rules('name')}>
              <Input placeholder={text.placeholders.name} maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="price" label={text.fields.price} required rules={rules('price')}>
              <InputNumber min={0} step={0.01} precision={2} decimalSeparator="," style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={text.fields.description} rules={rules('description')}>
          <Input.TextArea
            placeholder={text.placeholders.description}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={1000}
          />
        </Form.Item>
        <Form.Item name="isActive" label={text.fields.isActive} valuePropName="checked">
          <Switch checkedChildren={tr.common.active} unCheckedChildren={tr.common.passive} />
        </Form.Item>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12}>
            <Card size="small" title={text.preview} style={{ height: '100%', background: '#fafafa' }}>
              <Flex vertical gap={6} role="group" aria-label={text.preview}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {name.trim() || text.previewName}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 18 }}>{formatLira(price)}</Typography.Text>
                <Flex gap={6} wrap>
                  <AddonTypeTag name={name} />
                  <AddonTierTag price={price} />
                </Flex>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} sm={12}>
            <Card size="small" title={text.pricingTips} style={{ height: '100%' }}>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {TIERS.map((t) => (
                  <li
                    key={t}
                    style={{ fontWeight: t === tier ? 600 : 400, color: t === tier ? undefined : '#8c8c8c' }}
                    aria-current={t === tier ? 'true' : undefined}
                  >
                    {text.tips[t]}
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        </Row>
      </RecordForm>
    </FormModal>
  );
}
