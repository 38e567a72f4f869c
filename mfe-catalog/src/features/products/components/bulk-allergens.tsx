// Allergens on many products at once: choose products (or take every product the list shows),
// the allergens to add and those to take off; the server applies it to all of them or none.
import { TagsOutlined } from '@ant-design/icons';
import { apiClient, BulkAllergensRequest, errorDetail, listOf, ProductSchema, tr, type Product } from '@menu/shared';
import { useFormSubmit } from '@menu/shared/ui';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Modal } from 'antd';
import { useState } from 'react';
import { ALLERGEN_OPTIONS } from './product-form-parts';
import { ProductsPicker } from './products-picker';

const text = tr.catalog.products.bulkAllergens;
const Products = listOf(ProductSchema);

interface Values {
  productIds: number[];
  add: string[];
  remove: string[];
}

export function BulkAllergensButton({ products, shown }: { products: Product[]; shown: Product[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<TagsOutlined />} onClick={() => setOpen(true)} disabled={!products.length}>
        {text.open}
      </Button>
      {open ? <BulkAllergensDialog products={products} shown={shown} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BulkAllergensDialog({
  products,
  shown,
  onClose,
}: {
  products: Product[];
  shown: Product[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { submit } = useFormSubmit(form, {
    schema: BulkAllergensRequest,
    submit: async (body) => {
      setSaving(true);
      try {
        const updated = await apiClient.post('/products/allergens', body, Products);
        await queryClient.invalidateQueries({ queryKey: catalogKeys.products.all });
        void message.success(text.done(updated.length));
        onClose();
      } catch (error) {
        void message.error(`${text.failed}: ${errorDetail(error)}`);
      } finally {
        setSaving(false);
      }
    },
  });
  return (
    <Modal
      open
      title={text.title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={text.apply}
      cancelText={tr.common.cancel}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ productIds: [], add: [], remove: [] }}
        disabled={saving}
      >
        <ProductsPicker form={form} products={products} shown={shown} />
        <Form.Item name="add" label={text.add}>
          <Checkbox.Group
            options={ALLERGEN_OPTIONS}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '6px 12px' }}
          />
        </Form.Item>
        <Form.Item name="remove" label={text.remove}>
          <Checkbox.Group
            options={ALLERGEN_OPTIONS}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '6px 12px' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
