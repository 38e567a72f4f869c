// The products a bulk change applies to (allergens, sold out): a searchable multiple choice, and a link that
// takes every product the list shows.
import { tr, type Product } from '@menu/shared';
import { searchBy } from '@menu/shared/ui';
import { Button, Form, Select, type FormInstance, type FormRule } from 'antd';

const text = tr.catalog.products.bulkAllergens;

interface ProductsPickerProps {
  form: FormInstance;
  /** Every product that may be chosen, and those the list shows now. */
  products: Product[];
  shown: Product[];
  rules?: FormRule[];
}

export function ProductsPicker({ form, products, shown, rules }: ProductsPickerProps) {
  return (
    <Form.Item
      name="productIds"
      label={text.products}
      rules={rules}
      extra={
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() =>
            form.setFieldValue(
              'productIds',
              shown.map((p) => p.id),
            )
          }
        >
          {text.selectShown(shown.length)}
        </Button>
      }
    >
      <Select
        mode="multiple"
        allowClear
        placeholder={text.productsPlaceholder}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
        showSearch={searchBy()}
        maxTagCount="responsive"
      />
    </Form.Item>
  );
}
