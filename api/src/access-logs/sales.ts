// The report's sales section: orders sent from the tables in the report's range and restaurants, per day in
// Turkey (orders, accepted orders, accepted revenue), the products sold most (accepted rounds), and the average
// accepted order. Accepted means accepted, served or closed: a round the kitchen took.
import { sql, type SQL } from 'drizzle-orm';
import { ACCEPTED_ORDER_STATUSES, type SalesReport } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ReportTable } from './export';
import type { ScopedFilter } from './repository';
import { REPORT_TIME_ZONE } from './report';

/** Products the section lists. */
export const TOP_PRODUCTS = 10;

const kurus = (v: unknown) => Math.round(Number(v ?? 0) * 100);

function where(filter: ScopedFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.scope !== 'all')
    parts.push(sql`o.restaurant_id = any(${sql.param(filter.scope.length ? filter.scope : [-1])}::int[])`);
  if (filter.restaurantId) parts.push(sql`o.restaurant_id = ${filter.restaurantId}`);
  if (filter.from) parts.push(sql`o.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`o.created_at < ${filter.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

export function createSalesRepository(db: Database) {
  const accepted = sql.param([...ACCEPTED_ORDER_STATUSES]);
  return {
    async sales(filter: ScopedFilter): Promise<SalesReport> {
      const w = where(filter);
      const [days, products] = await Promise.all([
        db.execute(sql`
          select (o.created_at at time zone ${REPORT_TIME_ZONE})::date::text as day,
                 count(*) as orders,
                 count(*) filter (where o.status = any(${accepted}::text[])) as accepted,
                 coalesce(sum(o.total) filter (where o.status = any(${accepted}::text[])), 0) as revenue
            from table_orders o where ${w}
           group by 1 order by 1`),
        db.execute(sql`
          select l.product_id, max(l.name) as name, sum(l.quantity) as quantity, sum(l.line_total) as revenue
            from table_orders o
            join table_order_lines l on l.restaurant_id = o.restaurant_id and l.order_id = o.id
           where ${w} and o.status = any(${accepted}::text[])
           group by l.product_id order by sum(l.quantity) desc, sum(l.line_total) desc limit ${TOP_PRODUCTS}`),
      ]);
      const dayRows = rowsOf<{ day: string; orders: string; accepted: string; revenue: string }>(days).map((r) => ({
        date: r.day,
        orders: Number(r.orders),
        acceptedOrders: Number(r.accepted),
        revenue: kurus(r.revenue) / 100,
      }));
      const orders = dayRows.reduce((n, d) => n + d.orders, 0);
      const acceptedOrders = dayRows.reduce((n, d) => n + d.acceptedOrders, 0);
      const revenueKurus = dayRows.reduce((n, d) => n + kurus(d.revenue), 0);
      return {
        orders,
        acceptedOrders,
        revenue: revenueKurus / 100,
        averageOrder: acceptedOrders ? Math.round(revenueKurus / acceptedOrders) / 100 : 0,
        days: dayRows,
        topProducts: rowsOf<{ product_id: number; name: string; quantity: string; revenue: string }>(products).map(
          (r) => ({
            productId: Number(r.product_id),
            name: r.name,
            quantity: Number(r.quantity),
            revenue: kurus(r.revenue) / 100,
          }),
        ),
      };
    },
  };
}
export type SalesRepository = ReturnType<typeof createSalesRepository>;

/** The sales section as the report's exported tables (CSV and XLSX). */
const ACCEPTED_ORDERS = 'Onaylanan sipariş';

export function salesTables(sales: SalesReport): ReportTable[] {
  return [
    {
      title: 'Satış özeti',
      columns: ['Ölçü', 'Değer'],
      rows: [
        ['Sipariş', sales.orders],
        [ACCEPTED_ORDERS, sales.acceptedOrders],
        ['Onaylanan ciro (₺)', sales.revenue],
        ['Ortalama sipariş (₺)', sales.averageOrder],
      ],
    },
    {
      title: 'Günlük satış',
      columns: ['Gün', 'Sipariş', ACCEPTED_ORDERS, 'Onaylanan ciro (₺)'],
      rows: sales.days.map((d) => [d.date, d.orders, d.acceptedOrders, d.revenue]),
    },
    {
      title: 'En çok satan ürünler',
      columns: ['Ürün', 'Adet', 'Ciro (₺)'],
      rows: sales.topProducts.map((p) => [p.name, p.quantity, p.revenue]),
    },
  ];
}
