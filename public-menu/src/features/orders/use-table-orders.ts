// The visit's orders on the diner's phone: send the reviewed cart, list the rounds ("Siparişlerim") and follow
// their state. A send that did not get an answer (the connection dropped) is kept with its Idempotency-Key, so
// sending the same cart again ("Tekrar dene", even after a reload) sends the same key and the server answers the
// order it may already have stored.
// The page's live stream pushes the visit's `order` events (`applyChange`); while it is not open (`streaming`
// false: not yet, dropped, or no EventSource) a light poll every few seconds, while the page is visible and a
// round waits for staff, stands in.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  newIdempotencyKey,
  OrderError,
  sendOrder,
  visitOrders,
  type DinerOrder,
  type OrderLineInput,
  type VisitProof,
} from './orders-api';
import { useStandInPoll } from '../../components/use-stand-in-poll';

export interface OrderDraft {
  lines: OrderLineInput[];
  note?: string;
}

export interface TableOrders {
  orders: DinerOrder[];
  sending: boolean;
  failure: { reason: OrderError['reason']; message: string } | null;
  /** The order the last send created (the review shows its number and state). */
  lastSent: DinerOrder | null;
  send(draft: OrderDraft): Promise<DinerOrder | null>;
  /** An order pushed by the live stream (newer than what the page has). */
  applyChange(order: DinerOrder): void;
  dismiss(): void;
}

/** Rounds staff may still move on: the page follows them. */
export const isWaiting = (o: DinerOrder) => o.status === 'sent' || o.status === 'accepted';

interface Pending {
  key: string;
  body: string;
}
const pendingKey = (qr: string) => `qrmenu:order-pending:${qr}`;
const sentKey = (qr: string) => `qrmenu:orders:${qr}`;

function readPending(qr: string): Pending | null {
  try {
    const raw = sessionStorage.getItem(pendingKey(qr));
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* private mode: the key lives as long as the page */
  }
}
function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Merges a fresher copy of an order into the list (oldest first). */
function merge(list: DinerOrder[], order: DinerOrder): DinerOrder[] {
  const rest = list.filter((o) => o.orderId !== order.orderId);
  return [...rest, order].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId - b.orderId);
}

/** Waits briefly for the visit (started as the page opened) to be recorded. */
async function waitForProof(proof: () => VisitProof | null): Promise<VisitProof> {
  for (let i = 0; i < 20; i++) {
    const found = proof();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new OrderError('offline');
}

export function useTableOrders(
  apiBase: string,
  qr: string | null,
  enabled: boolean,
  proof: (qr: string) => VisitProof | null,
  streaming = false,
): TableOrders {
  const [orders, setOrders] = useState<DinerOrder[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<TableOrders['failure']>(null);
  const [lastSent, setLastSent] = useState<DinerOrder | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const refresh = useCallback(async () => {
    const found = qr ? proof(qr) : null;
    if (!qr || !found) return;
    try {
      const list = await visitOrders(apiBase, qr, found);
      if (mounted.current) setOrders(list);
    } catch {
      // the next poll tries again
    }
  }, [apiBase, qr, proof]);

  // After a reload: the rounds this visit sent.
  useEffect(() => {
    if (enabled && qr && readFlag(sentKey(qr))) void refresh();
  }, [enabled, qr, refresh]);

  const waiting = orders.some(isWaiting);
  useStandInPoll(waiting, streaming, refresh);

  const send = useCallback(
    async (draft: OrderDraft): Promise<DinerOrder | null> => {
      if (!qr) return null;
      const body = JSON.stringify(draft);
      // The same cart sent again after a failure keeps its key: the server answers the order it stored.
      const pending = readPending(qr);
      const key = pending && pending.body === body ? pending.key : newIdempotencyKey();
      writeStorage(pendingKey(qr), JSON.stringify({ key, body } satisfies Pending));
      setSending(true);
      setFailure(null);
      try {
        const order = await sendOrder(apiBase, qr, await waitForProof(() => proof(qr)), draft, key);
        writeStorage(pendingKey(qr), null);
        writeStorage(sentKey(qr), '1');
        if (mounted.current) {
          setOrders((list) => merge(list, order));
          setLastSent(order);
        }
        return order;
      } catch (error) {
        const e = error instanceof OrderError ? error : new OrderError('offline');
        // A refusal stored nothing: the next send is a new one.
        if (e.reason !== 'offline') writeStorage(pendingKey(qr), null);
        if (mounted.current) setFailure({ reason: e.reason, message: e.message });
        return null;
      } finally {
        if (mounted.current) setSending(false);
      }
    },
    [apiBase, qr, proof],
  );

  const applyChange = useCallback((order: DinerOrder) => {
    setOrders((list) => merge(list, order));
    setLastSent((last) => (last?.orderId === order.orderId ? order : last));
  }, []);
  const dismiss = useCallback(() => {
    setLastSent(null);
    setFailure(null);
  }, []);

  return { orders, sending, failure, lastSent, send, applyChange, dismiss };
}
