// Create/edit form in a modal. Validation is the shared CategoryRequest schema, so the fields show the same
// Turkish messages the API answers with; empty description and icon are sent as null.
import { CATEGORY_ICONS, CategoryRequest, tr, type Category, type RestaurantOption } from '@menu/shared';
import { zodFieldRules, useFormSubmit } from '@menu/shared/ui';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import type { CategoryBody } from '../api/category-body';

const text = tr.catalog.categories;
const rules = zodFieldRules(CategoryRequest);

export interface CategoryFormValues {
  restaurantId?: number;
  name: string;
  description: string;
  displayOrder: number | null;
  icon?: string;
  isActive: boolean;
}

export function toFormValues(category: Category | null, defaultRestaurant?: number): CategoryFormValues {
  return {
    restaurantId: category?.restaurantId ?? defaultRestaurant,
    name: category?.name ?? '',
    description: category?.description ?? '',
    displayOrder: category?.displayOrder ?? 0,
    icon: category?.icon ?? undefined,
    isActive: category?.isActive ?? true,
  };
}

const ICON_OPTIONS = CATEGORY_ICONS.map((i) => ({
  value: i.key,
  label: `${i.emoji} ${i.label}`,
}));

export interface CategoryFormProps {
  open: boolean;
  category: Category | null;
  restaurants: RestaurantOption[];
  defaultRestaurant?: number;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: CategoryBody) => Promise<void>;
}

export function CategoryForm({ open, category, restaurants, defaultRestaurant, saving, onClose, onSubmit }: CategoryFormProps) {
  const [form] = Form.useForm<CategoryFormValues>();

  useEffect(() => {
    if (open) form.setFieldsValue(toFormValues(category, defaultRestaurant));
  }, [open, category, defaultRestaurant, form]);

  const { submit: save } = useFormSubmit(form, { schema: CategoryRequest, submit: (data) => onSubmit({ ...data, ...(category ? { id: category.id } : {}) }) });


  return (
    <Modal
      open={open}
      title={category ? text.editCategory : text.newCategory}
      onCancel={onClose}
      onOk={() => void save()}
      okText={category ? tr.common.update : tr.common.save}
      cancelText={tr.common.cancel}
      confirmLoading={saving}
      mask={{ closable: !saving }}
      forceRender
      destroyOnHidden={false}
    >
      <Form<CategoryFormValues> form={form} name="category" layout="vertical" initialValues={toFormValues(category, defaultRestaurant)} onFinish={() => void save()} disabled={saving}>
        <Form.Item name="restaurantId" label={text.fields.restaurantId} required rules={rules('restaurantId')}>
          <Select options={restaurants} placeholder={tr.common.selectRestaurant} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="name" label={text.fields.name} required rules={rules('name')}>
          <Input placeholder={text.placeholders.name} maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={text.fields.description} rules={rules('description')}>
          <Input.TextArea placeholder={text.placeholders.description} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="icon" label={text.fields.icon} rules={rules('icon')}>
          <Select options={ICON_OPTIONS} placeholder={text.placeholders.icon} allowClear showSearch={{ optionFilterProp: 'label' }} listHeight={320} />
        </Form.Item>
        <Form.Item name="displayOrder" label={text.fields.displayOrder} rules={rules('displayOrder')} extra={text.displayOrderHint}>
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="isActive" label={text.fields.isActive} valuePropName="checked" extra={text.isActiveHint}>
          <Switch checkedChildren={tr.common.active} unCheckedChildren={tr.common.passive} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
