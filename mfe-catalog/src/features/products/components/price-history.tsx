// A product's price history: every change of its price and discounted price, when and by whom,
// newest first, in a dialog opened from the edit form. Read on demand; refreshed with the product lists.
import { HistoryOutlined } from '@ant-design/icons';
import {
  apiClient,
  formatDateTime,
  formatLira,
  listOf,
  loadAlertMessage,
  PriceChangeSchema,
  tr,
  type PriceChange,
} from '@menu/shared';
import { catalogKeys } from '@menu/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';

const text = tr.catalog.products.priceHistory;
const PriceHistoryList = listOf(PriceChangeSchema);

export function priceHistoryQuery(productId: number) {
  return {
    queryKey: catalogKeys.products.of('price-history', productId),
    queryFn: (): Promise<PriceChange[]> => apiClient.get(`/Products/${productId}/price-history`, PriceHistoryList),
  };
}

/** `onCard`: the product card's short action (one tap from the list); otherwise the form's full button. */
export function PriceHistoryButton({ productId, name, onCard }: { productId: number; name: string; onCard?: boolean }) {
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...priceHistoryQuery(productId), enabled: open });
  return (
    <>
      {onCard ? (
        <Button type="text" icon={<HistoryOutlined />} onClick={() => setOpen(true)} aria-label={text.shortLabel(name)}>
          {text.short}
        </Button>
      ) : (
        <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
          {text.open}
        </Button>
      )}
      <Modal
        open={open}
        title={text.title(name)}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{text.hint}</Typography.Paragraph>
        {history.isError ? (
          <Alert type="error" showIcon title={text.loadFailed} description={loadAlertMessage(history.error)} />
        ) : (
          <Table<PriceChange>
            size="small"
            loading={history.isPending}
            dataSource={history.data ?? []}
            rowKey={(row) => `${row.changedAt}-${row.price}-${row.discountedPrice}`}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: text.empty }}
            scroll={{ x: 520 }}
            columns={[
              { title: text.changedAt, dataIndex: 'changedAt', render: (v: string) => formatDateTime(v) },
              { title: text.price, dataIndex: 'price', align: 'right', render: (v: number) => formatLira(v) },
              {
                title: text.discountedPrice,
                dataIndex: 'discountedPrice',
                align: 'right',
                render: (v: number | null) => (v == null ? '—' : formatLira(v)),
              },
              {
                title: text.changedBy,
                dataIndex: 'changedBy',
                render: (v: string | null) =>
                  v ?? <Typography.Text type="secondary">{text.unknownUser}</Typography.Text>,
              },
            ]}
          />
        )}
      </Modal>
    </>
  );
}
