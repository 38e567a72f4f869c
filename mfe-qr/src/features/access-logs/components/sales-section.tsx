// The report's sales section: orders sent from the tables in the same range and restaurants: orders, accepted
// orders and revenue, the average accepted order, per day, and the products sold most. Exported with the rest of
// the report's tables (CSV, Excel).
import { Card, Col, Empty, Row, Table } from 'antd';
import { formatLira, tr, type SalesReport } from '@menu/shared';
import { StatCard } from '@menu/shared/ui';

const t = tr.accessLogs.sales;

export function SalesSection({ sales, loading }: { sales: SalesReport | undefined; loading: boolean }) {
  return (
    <Card title={t.title} size="small" style={{ marginBottom: 16 }} loading={loading && !sales}>
      {!sales || sales.orders === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={12} lg={6}>
              <StatCard label={t.orders} value={sales.orders} />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard label={t.acceptedOrders} value={sales.acceptedOrders} />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard label={t.revenue} value={formatLira(sales.revenue)} />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard label={t.averageOrder} value={formatLira(sales.averageOrder)} />
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Table
                size="small"
                title={() => t.perDay}
                rowKey="date"
                pagination={false}
                scroll={{ y: 280 }}
                dataSource={sales.days}
                columns={[
                  { title: t.day, dataIndex: 'date' },
                  { title: t.orders, dataIndex: 'orders', align: 'right' },
                  { title: t.acceptedOrders, dataIndex: 'acceptedOrders', align: 'right' },
                  { title: t.revenue, dataIndex: 'revenue', align: 'right', render: (v: number) => formatLira(v) },
                ]}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Table
                size="small"
                title={() => t.topProducts}
                rowKey="productId"
                pagination={false}
                dataSource={sales.topProducts}
                columns={[
                  { title: t.product, dataIndex: 'name' },
                  { title: t.quantity, dataIndex: 'quantity', align: 'right' },
                  { title: t.revenue, dataIndex: 'revenue', align: 'right', render: (v: number) => formatLira(v) },
                ]}
              />
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
