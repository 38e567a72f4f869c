// Create/edit form in a modal. Validation is the shared CategoryRequest schema, so the fields show the same
// Turkish messages the API answers with; empty description and icon are sent as null.
import { CATEGORY_ICONS, CategoryRequest, tr, type Category, type RestaurantOption } from '@menu/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DescriptionItem,
  FormModal,
  RecordForm,
  TimeInput,
  zodFieldRules,
  useFormSubmit,
  searchBy,
} from '@menu/shared/ui';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useRef } from 'react';
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
  availability: Array<{ days: number[]; from: string; to: string }>;
}

export function toFormValues(category: Category | null, defaultRestaurant?: number, nextOrder = 0): CategoryFormValues {
  return {
    restaurantId: category?.restaurantId ?? defaultRestaurant,
    name: category?.name ?? '',
    description: category?.description ?? '',
    displayOrder: category?.displayOrder ?? nextOrder,
    icon: category?.icon ?? undefined,
    isActive: category?.isActive ?? true,
    availability: category?.availability ?? [],
  };
}

const windowText = tr.catalog.categories.availability;
const DAY_OPTIONS = windowText.weekdays.map((label, i) => ({
  value: i + 1,
  label: <span title={windowText.weekdayNames[i]}>{label}</span>,
}));
/** A new window: breakfast every day, the most common reason for one. */
const NEW_WINDOW = { days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' };

/** The category's time-of-day windows: days, from, to; none means all day. */
function AvailabilityFields() {
  return (
    <Form.List name="availability">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              styles={{ body: { padding: 12 } }}
              role="group"
              aria-label={`${windowText.label} ${index + 1}`}
            >
              <Form.Item name={[field.name, 'days']} label={windowText.days} style={{ marginBottom: 8 }}>
                <Checkbox.Group options={DAY_OPTIONS} />
              </Form.Item>
              <Flex gap={12} align="flex-end" wrap>
                <Form.Item name={[field.name, 'from']} label={windowText.from} style={{ marginBottom: 0, width: 120 }}>
                  <TimeInput />
                </Form.Item>
                <Form.Item name={[field.name, 'to']} label={windowText.to} style={{ marginBottom: 0, width: 120 }}>
                  <TimeInput />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  danger
                  type="text"
                  onClick={() => remove(field.name)}
                  aria-label={`${windowText.remove} (${index + 1})`}
                >
                  {windowText.remove}
                </Button>
              </Flex>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => add(NEW_WINDOW)}
            disabled={fields.length >= 10}
            style={{ alignSelf: 'flex-start' }}
          >
            {windowText.add}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
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
  /** A new category's proposed order: the end of the list. */
  nextOrder?: number;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: CategoryBody) => Promise<void>;
}

export function CategoryForm({
  open,
  category,
  restaurants,
  defaultRestaurant,
  nextOrder = 0,
  saving,
  onClose,
  onSubmit,
}: CategoryFormProps) {
  const [form] = Form.useForm<CategoryFormValues>();

  // Each opening starts clean: no value typed or error shown last time (the modal stays mounted). The proposed
  // order is read once per opening (a ref), so a list refetch while the dialog is open keeps what was typed.
  const order = useRef(nextOrder);
  order.current = nextOrder;
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toFormValues(category, defaultRestaurant, order.current));
    }
  }, [open, category, defaultRestaurant, form]);

  const { submit: save } = useFormSubmit(form, {
    schema: CategoryRequest,
    submit: (data) => onSubmit({ ...data, ...(category ? { id: category.id } : {}) }),
  });

  return (
    <FormModal
      open={open}
      title={category ? text.editCategory : text.newCategory}
      editing={!!category}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <RecordForm<CategoryFormValues>
        form={form}
        name="category"
        initialValues={toFormValues(category, defaultRestaurant)}
        saving={saving}
        onSave={() => void save()}
      >
        <Form.Item name="restaurantId" label={text.fields.restaurantId} required rules={rules('restaurantId')}>
          <Select options={restaurants} placeholder={tr.common.selectRestaurant} showSearch={searchBy()} />
        </Form.Item>
        <Form.Item name="name" label={text.fields.name} required rules={rules('name')}>
          <Input placeholder={text.placeholders.name} maxLength={100} autoComplete="off" />
        </Form.Item>
        <DescriptionItem
          label={text.fields.description}
          rules={rules('description')}
          placeholder={text.placeholders.description}
          maxLength={1000}
        />
        <Form.Item name="icon" label={text.fields.icon} rules={rules('icon')}>
          <Select
            options={ICON_OPTIONS}
            placeholder={text.placeholders.icon}
            allowClear
            showSearch={searchBy()}
            listHeight={320}
          />
        </Form.Item>
        <Form.Item
          name="displayOrder"
          label={text.fields.displayOrder}
          rules={rules('displayOrder')}
          extra={text.displayOrderHint}
        >
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="isActive" label={text.fields.isActive} valuePropName="checked" extra={text.isActiveHint}>
          <Switch checkedChildren={tr.common.active} unCheckedChildren={tr.common.passive} />
        </Form.Item>
        <Form.Item label={windowText.label} extra={windowText.hint} style={{ marginBottom: 8 }}>
          <AvailabilityFields />
        </Form.Item>
      </RecordForm>
    </FormModal>
  );
}
