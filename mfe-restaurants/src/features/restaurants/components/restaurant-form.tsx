// Create/edit form in a drawer (full width on phones). Validation is the shared RestaurantRequest schema,
// so the fields show the same Turkish messages the API would answer with.
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  RestaurantRequest,
  tr,
  type Restaurant,
  type RestaurantValues,
} from '@menu/shared';
import { FormFooter, ImageUploadField, RecordForm, useFormSubmit, zodFieldRules } from '@menu/shared/ui';
import { App, Col, Divider, Drawer, Form, Grid, Input, Row, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { ColourField } from './colour-field';

/**
 * What the form holds: every field of the shared request as typed (text, not null; the switches as booleans),
 * checked and normalised on save. Derived from the request, so a field added there is a field the form must fill.
 */
export type RestaurantFormValues = {
  [K in keyof RestaurantValues]-?: RestaurantValues[K] extends boolean ? boolean : string;
};

export function toFormValues(restaurant: Restaurant | null): RestaurantFormValues {
  return {
    name: restaurant?.name ?? '',
    description: restaurant?.description ?? '',
    address: restaurant?.address ?? '',
    phone: restaurant?.phone ?? '',
    email: restaurant?.email ?? '',
    website: restaurant?.website ?? '',
    logo: restaurant?.logo ?? '',
    backgroundImage: restaurant?.backgroundImage ?? '',
    primaryColor: restaurant?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: restaurant?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    acceptsCalls: restaurant?.acceptsCalls ?? true,
    acceptsOrders: restaurant?.acceptsOrders ?? false,
    isActive: restaurant?.isActive ?? true,
  };
}

const rules = zodFieldRules(RestaurantRequest);
const f = tr.restaurants.fields;
const p = tr.restaurants.placeholders;

export interface RestaurantFormProps {
  open: boolean;
  /** The record being edited; null for a new restaurant. */
  restaurant: Restaurant | null;
  saving: boolean;
  /** False: saving is refused with the permission message of docs/screens.md. */
  canSave: boolean;
  onClose: () => void;
  /** Resolves when saved (the drawer then closes); rejects to keep the form open with what was typed. */
  onSubmit: (values: RestaurantValues) => Promise<void>;
}

export function RestaurantForm({ open, restaurant, saving, canSave, onClose, onSubmit }: RestaurantFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RestaurantFormValues>();
  const screens = Grid.useBreakpoint();
  const editing = restaurant !== null;

  // Every opening starts from the record (or the defaults), whatever was left in the form last time.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, restaurant, form]);

  const { submit } = useFormSubmit(form, { schema: RestaurantRequest, submit: (data) => onSubmit(data) });
  function save() {
    if (!canSave) return void message.error(tr.restaurants.noPermission);
    void submit();
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? tr.restaurants.editRestaurant : tr.restaurants.newRestaurant}
      size={screens.md ? 600 : '100%'}
      placement="right"
      destroyOnHidden
      mask={{ closable: !saving }}
      footer={<FormFooter editing={editing} saving={saving} onCancel={onClose} onSave={save} />}
    >
      <RecordForm<RestaurantFormValues>
        form={form}
        name="restaurant"
        initialValues={toFormValues(restaurant)}
        requiredMark
        saving={saving}
        onSave={save}
      >
        <SectionTitle>{tr.restaurants.sections.general}</SectionTitle>
        <Form.Item name="name" label={f.name} required rules={rules('name')}>
          <Input placeholder={p.name} maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="description" label={f.description} rules={rules('description')}>
          <Input.TextArea placeholder={p.description} rows={3} maxLength={2000} showCount />
        </Form.Item>
        <SwitchItem name="isActive" hint={tr.restaurants.isActiveHint} on={tr.common.active} off={tr.common.passive} />
        <SwitchItem name="acceptsCalls" hint={tr.restaurants.acceptsCallsHint} on={tr.common.on} off={tr.common.off} />
        <SwitchItem
          name="acceptsOrders"
          hint={tr.restaurants.acceptsOrdersHint}
          on={tr.common.on}
          off={tr.common.off}
        />

        <SectionTitle>{tr.restaurants.sections.contact}</SectionTitle>
        {/* Address, logo and background are marked required but not checked: a restaurant may open its menu before it has them. */}
        <Form.Item name="address" label={f.address} required rules={rules('address')}>
          <Input.TextArea placeholder={p.address} rows={2} maxLength={500} autoComplete="street-address" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={f.phone} rules={rules('phone')}>
              <Input placeholder={p.phone} type="tel" maxLength={50} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={f.email} rules={rules('email')}>
              <Input placeholder={p.email} type="email" inputMode="email" autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="website" label={f.website} rules={rules('website')} extra={tr.restaurants.websiteHint}>
          <Input placeholder={p.website} inputMode="url" autoComplete="url" />
        </Form.Item>

        <SectionTitle>{tr.restaurants.sections.images}</SectionTitle>
        <Form.Item name="logo" label={f.logo} required rules={rules('logo')}>
          <ImageField label={f.logo} shape="square" />
        </Form.Item>
        <Form.Item name="backgroundImage" label={f.backgroundImage} required rules={rules('backgroundImage')}>
          <ImageField label={f.backgroundImage} shape="wide" />
        </Form.Item>

        <SectionTitle>{tr.restaurants.sections.brand}</SectionTitle>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="primaryColor" label={f.primaryColor} rules={rules('primaryColor')}>
              <ColourField label={f.primaryColor} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="secondaryColor" label={f.secondaryColor} rules={rules('secondaryColor')}>
              <ColourField label={f.secondaryColor} />
            </Form.Item>
          </Col>
        </Row>
      </RecordForm>
    </Drawer>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Divider titlePlacement="start" style={{ marginTop: 8 }}>
      <Typography.Text strong>{children}</Typography.Text>
    </Divider>
  );
}

/** An on/off setting of the restaurant, under its field label, with the words of its two states. */
function SwitchItem(props: {
  name: 'isActive' | 'acceptsCalls' | 'acceptsOrders';
  hint: string;
  on: string;
  off: string;
}) {
  return (
    <Form.Item name={props.name} label={f[props.name]} valuePropName="checked" extra={props.hint}>
      <Switch checkedChildren={props.on} unCheckedChildren={props.off} />
    </Form.Item>
  );
}

/** An image of the restaurant: its labels name the field, square for the logo, wide for the background. */
function ImageField({
  label,
  shape,
  ...field
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
  shape: 'square' | 'wide';
}) {
  return (
    <ImageUploadField
      {...field}
      size={shape === 'square' ? { width: 72, height: 72 } : { width: 128, height: 72 }}
      labels={{
        upload: tr.restaurants.upload,
        uploading: tr.restaurants.uploading,
        uploaded: tr.restaurants.uploaded,
        uploadFailed: tr.restaurants.uploadFailed,
        remove: tr.restaurants.removeImage,
        removeAria: `${label}: ${tr.restaurants.removeImage}`,
        preview: tr.restaurants.imagePreview(label),
        uploadAria: tr.restaurants.uploadAria(label),
        placeholder: tr.restaurants.placeholders.image,
        hint: tr.restaurants.imageHint,
      }}
    />
  );
}
