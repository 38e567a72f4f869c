// The create/edit form (docs/screens.md), in four titled groups: basics, photo, contents and allergens,
// and how the product shows on the menu. Field rules come from the shared ProductRequest, so
// the messages match the API's; the whole schema runs on save for the rules across fields (discounted
// price below the price, spicy level 1-5 when spicy). Choosing another restaurant clears the category.
import { ProductRequest, tr, usePrintStatus, type Category, type Product, type RestaurantOption } from '@menu/shared';
import { useFormSubmit } from '@menu/shared/ui';
import { Alert, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ProductBody } from '../api/product-body';
import { priceText, toFormValues, type ProductFormValues } from '../lib/product-form-values';
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
  const restaurantId = Form.useWatch('restaurantId', form);
  const isSpicy = Form.useWatch('isSpicy', form);
  const price = Form.useWatch('price', form);
  const discountedPrice = Form.useWatch('discountedPrice', form);
  // A saved product's price edited while printed lists exist: those lists will need printing again.
  const prints = usePrintStatus(product?.restaurantId);
  const priceEdited =
    product != null &&
    price !== undefined &&
    (price !== priceText(product.price) || (discountedPrice ?? '') !== priceText(product.discountedPrice));
  const reprintNeeded = priceEdited && (prints.data?.layouts.length ?? 0) > 0;

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(product, defaultRestaurant));
  }, [product, defaultRestaurant, form]);

  const categoryOptions = useMemo(
    () =>
      categories
        .filter((c) => c.restaurantId === restaurantId)
        .map((c) => ({ value: c.id, label: c.isActive ? c.name : `${c.name} (${tr.common.passive})` })),
    [categories, restaurantId],
  );

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
        <BasicsSection
          product={product}
          restaurants={restaurants}
          categoryOptions={categoryOptions}
          restaurantId={restaurantId}
          saving={saving}
          price={price}
          discountedPrice={discountedPrice}
          reprintNeeded={reprintNeeded}
        />
        <ImageSection saving={saving} />
        <ContentsSection isSpicy={isSpicy} />
        <DisplaySection />
        {restaurants.length === 0 ? (
          <Alert type="warning" showIcon title={tr.common.selectRestaurant} style={{ marginBottom: 16 }} />
        ) : null}
        <ProductFormFooter product={product} saving={saving} onCancel={onCancel} />
      </Form>
    </ProductFormFrame>
  );
}
