// The sold-out taps: on a card, one tap ("Tükendi — 1 saat", "gün sonuna kadar", "ben açana kadar", or back on
// sale), and for many products at once in a dialog; a timed sold-out ends by itself on the server.
import { StopOutlined } from '@ant-design/icons';
import { SOLD_OUT_CHOICES, tr, type Product, type SoldOutChoice } from '@menu/shared';
import { Button, Dropdown, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useSoldOut } from '../api/sold-out';
import { ProductsPicker } from './products-picker';

const text = tr.catalog.products.soldOut;
const LABELS: Record<SoldOutChoice, string> = {
  hour: text.hour,
  day: text.day,
  manual: text.manual,
  available: text.available,
};

export function SoldOutMenu({ product, onChoose }: { product: Product; onChoose: (c: SoldOutChoice) => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: SOLD_OUT_CHOICES.map((c) => ({ key: c, label: LABELS[c] })),
        onClick: ({ key }) => onChoose(key as SoldOutChoice),
      }}
    >
      <Button size="small" icon={<StopOutlined />} aria-label={text.menuAria(product.name)}>
        {text.menu}
      </Button>
    </Dropdown>
  );
}

interface Values {
  productIds: number[];
  until: SoldOutChoice;
}

export function BulkSoldOutButton({ products, shown }: { products: Product[]; shown: Product[] }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const soldOut = useSoldOut();
  const apply = async () => {
    const values = await form.validateFields();
    await soldOut.mutateAsync(values);
    setOpen(false);
  };
  return (
    <>
      <Button size="large" icon={<StopOutlined />} onClick={() => setOpen(true)} disabled={!products.length}>
        {text.bulkOpen}
      </Button>
      <Modal
        open={open}
        title={text.bulkTitle}
        onCancel={() => setOpen(false)}
        onOk={() => void apply().catch(() => undefined)}
        okText={text.apply}
        cancelText={tr.common.cancel}
        confirmLoading={soldOut.isPending}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" initialValues={{ productIds: [], until: 'hour' }} preserve={false}>
          <ProductsPicker
            form={form}
            products={products}
            shown={shown}
            rules={[{ required: true, type: 'array', min: 1, message: tr.catalog.products.bulkAllergens.pickOne }]}
          />
          <Form.Item name="until" label={text.choice}>
            <Radio.Group options={SOLD_OUT_CHOICES.map((c) => ({ value: c, label: LABELS[c] }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
