// The diner's orders with plain fetch (no schema library in the menu): send the cart and read the visit's
// rounds. The visit's id and token prove the phone is at the table; the Idempotency-Key makes a retried send
// (after a dropped connection) the same order on the server.
import type { DinerOrder } from '@menu/shared/menu';

export type { DinerOrder };

export interface VisitProof {
  logId: number;
  token: string;
}

/** One line as sent: ids and quantity only (the server prices it from the menu). */
export interface OrderLineInput {
  productId: number;
  variantId: number | null;
  addonIds: number[];
  quantity: number;
  note?: string;
}

/** Why an order was not sent: no connection (retry with the same key), a refusal the server explained, too many. */
export class OrderError extends Error {
  constructor(
    readonly reason: 'offline' | 'refused' | 'tooMany',
    message: string = reason,
  ) {
    super(message);
  }
}

/** A key no other send of this phone uses (crypto.randomUUID needs a secure page; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function explain(res: Response): Promise<never> {
  const message = await res
    .json()
    .then((b: { message?: string }) => b.message ?? '')
    .catch(() => '');
  if (res.status === 429) throw new OrderError('tooMany', message);
  if (res.status >= 500) throw new OrderError('offline', message);
  throw new OrderError('refused', message);
}

export async function sendOrder(
  apiBase: string,
  qr: string,
  proof: VisitProof,
  body: { lines: OrderLineInput[]; note?: string },
  key: string,
): Promise<DinerOrder> {
  let res: Response;
  try {
    res = await fetch(`${apiBase}/api/public/tables/${encodeURIComponent(qr)}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ ...proof, ...body }),
      cache: 'no-store',
    });
  } catch {
    throw new OrderError('offline');
  }
  if (!res.ok) return explain(res);
  return (await res.json()) as DinerOrder;
}

export async function visitOrders(apiBase: string, qr: string, proof: VisitProof): Promise<DinerOrder[]> {
  const query = `logId=${proof.logId}&token=${encodeURIComponent(proof.token)}`;
  let res: Response;
  try {
    res = await fetch(`${apiBase}/api/public/tables/${encodeURIComponent(qr)}/orders?${query}`, { cache: 'no-store' });
  } catch {
    throw new OrderError('offline');
  }
  if (!res.ok) return explain(res);
  return (await res.json()) as DinerOrder[];
}
