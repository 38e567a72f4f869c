// Orders grouped by table for the board: each table's open rounds (oldest first), how many were accepted and
// their sum (the table's bill so far, in kuruş so it adds up exactly), and the tables in the order their
// oldest round arrived.
import type { TableOrder } from '@menu/shared';

export interface OrderTable {
  key: string;
  qrCodeId: number | null;
  tableNumber: string;
  orders: TableOrder[];
  /** Accepted and served rounds: what "Masayı kapat" closes. */
  acceptedCount: number;
  acceptedTotal: number;
  /** Rounds waiting for Kabul et / Reddet. */
  waiting: number;
}

const kurus = (lira: number) => Math.round(lira * 100);

export function ordersByTable(orders: TableOrder[]): OrderTable[] {
  const tables = new Map<string, OrderTable>();
  const sorted = [...orders].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  for (const order of sorted) {
    const key = order.qrCodeId != null ? `qr-${order.qrCodeId}` : `table-${order.tableNumber}`;
    let table = tables.get(key);
    if (!table) {
      table = {
        key,
        qrCodeId: order.qrCodeId,
        tableNumber: order.tableNumber,
        orders: [],
        acceptedCount: 0,
        acceptedTotal: 0,
        waiting: 0,
      };
      tables.set(key, table);
    }
    table.orders.push(order);
    if (order.status === 'accepted' || order.status === 'served') {
      table.acceptedCount += 1;
      table.acceptedTotal = (kurus(table.acceptedTotal) + kurus(order.total)) / 100;
    }
    if (order.status === 'sent') table.waiting += 1;
  }
  return [...tables.values()];
}
