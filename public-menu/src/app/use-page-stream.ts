// Wires the page's one live stream (features/live) to the features it feeds: the menu's refetch, the table's
// calls and the visit's orders; tells the page whether it is streaming (the calls then stop polling).
import { useEffect } from 'react';
import { useLiveMenu } from '../features/live/use-live-menu';
import type { TableOrders } from '../features/orders/use-table-orders';
import { visitProof } from '../features/visit/qr-visit';
import type { TableCalls } from '../features/visit/use-table-calls';

export function usePageStream(
  apiBase: string,
  restaurantId: number | null,
  qr: string | null,
  live: boolean,
  refresh: () => void,
  calls: TableCalls,
  orders: TableOrders,
  onStreaming: (streaming: boolean) => void,
) {
  const mode = useLiveMenu({
    apiBase,
    restaurantId,
    enabled: live,
    qr,
    proof: visitProof,
    onMenuChange: refresh,
    onCall: calls.applyChange,
    onOrder: orders.applyChange,
    onReconnect: calls.refresh,
  });
  useEffect(() => onStreaming(mode === 'stream'), [mode, onStreaming]);
}
