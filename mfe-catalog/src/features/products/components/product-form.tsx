// The create/edit form (docs/screens.md), in four titled groups: basics, photo, contents and allergens,
// and how the product shows on the menu. Field rules come from the shared ProductRequest, so
// the messages match the API's; the whole schema runs on save for the rules across fields (discounted
// price below the price, spicy level 1-5 when spicy). Choosing another restaurant clears the category.
import { ProductRequest, tr, type Category, type Product, type RestaurantOption } from '@menu/shared';
import { useFormSubmit } from '@menu/shared/ui';
import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import type { ProductBody } from '../api/product-body';
import { toFormValues, type ProductFormValues } from '../lib/product-form-values';
import { BasicsSection, ContentsSection, DisplaySection, ImageSection, ProductFormFooter } from './product-form-parts';
import { ProductFormFrame } from './product-form-frame';

const text = tr.catalog.products;

export interface ProductFormProps {
  product: Product | null;
  restaurants: RestaurantOption[];
  categories: Category[];
  defaultRestaurant?: number;
  /** A new product's proposed order in a category: the end of its list. */
  nextOrder?: (categoryId: number) => number;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (body: ProductBody) => Promise<void>;
}

export function ProductForm({
  product,
  restaurants,
  categories,
  defaultRestaurant,
  nextOrder,
  saving,
  onCancel,
  onSubmit,
}: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(product, defaultRestaurant));
  }, [product, defaultRestaurant, form]);

  const { submit: save } = useFormSubmit(form, {
    schema: ProductRequest,
    scroll: true,
    submit: (data) => onSubmit({ ...data, ...(product ? { id: product.id } : {}) }),
  });

  return (
    <ProductFormFrame
      label={product ? text.editProduct : text.newProduct}
      title={product ? `${text.editProduct}: ${product.name}` : text.newProduct}
      onClose={onCancel}
    >
      <Form<ProductFormValues>
        form={form}
        name="product"
        layout="vertical"
        initialValues={toFormValues(product, defaultRestaurant)}
        disabled={saving}
        onFinish={() => void save()}
        onValuesChange={(changed: Partial<ProductFormValues>) => {
          // Categories belong to a restaurant: selecting a restaurant clears the chosen category.
          if ('restaurantId' in changed) form.setFieldValue('categoryId', undefined);
          // A new product goes to the end of the chosen category's list unless an order was typed.
          if (!product && changed.categoryId != null && nextOrder && !form.isFieldTouched('displayOrder'))
            form.setFieldValue('displayOrder', nextOrder(changed.categoryId));
          if (changed.isSpicy && !form.getFieldValue('spicyLevel')) form.setFieldValue('spicyLevel', 1);
        }}
        requiredMark
      >
        <BasicsSection product={product} restaurants={restaurants} categories={categories} saving={saving} />
        <ImageSection saving={saving} />
        <ContentsSection />
        <DisplaySection />
        {restaurants.length === 0 ? (
          <Alert type="warning" showIcon title={tr.common.selectRestaurant} style={{ marginBottom: 16 }} />
        ) : null}
        <ProductFormFooter product={product} saving={saving} onCancel={onCancel} />
      </Form>
    </ProductFormFrame>
  );
}
