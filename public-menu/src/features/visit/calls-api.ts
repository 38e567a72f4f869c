// The diner's calls to staff, with plain fetch (no schema library in the menu): create, cancel, and the state
// of the table's calls. The visit's id and token prove the phone is at the table.
import type { DinerCall } from '@menu/shared/menu';
import { visitProof } from './qr-visit';

export type CallKind = DinerCall['kind'];
export type { DinerCall };

/** Why a call was not sent: no connection, a refusal the server explained, or too many calls. */
export class CallError extends Error {
  constructor(
    readonly reason: 'offline' | 'refused' | 'tooMany' | 'closed' | 'off',
    message: string = reason,
  ) {
    super(message);
  }
}

/** Waits briefly for the visit (started as the page opened) to be recorded. */
async function proof(qr: string): Promise<{ logId: number; token: string }> {
  for (let i = 0; i < 20; i++) {
    const found = visitProof(qr);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new CallError('offline');
}

async function send(url: string, body: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new CallError('offline');
  }
  if (res.ok) return res;
  const message = await res
    .json()
    .then((b: { message?: string }) => b.message ?? '')
    .catch(() => '');
  if (res.status === 429) throw new CallError('tooMany', message);
  if (res.status === 409) throw new CallError(/kapalı/i.test(message) ? 'closed' : 'off', message);
  if (res.status >= 500) throw new CallError('offline', message);
  throw new CallError('refused', message);
}

export async function createCall(apiBase: string, qr: string, kind: CallKind): Promise<DinerCall> {
  const res = await send(`${apiBase}/api/public/tables/${qr}/calls`, { kind, ...(await proof(qr)) });
  return (await res.json()) as DinerCall;
}

export async function cancelCall(apiBase: string, qr: string, callId: number): Promise<void> {
  await send(`${apiBase}/api/public/calls/${callId}/cancel`, await proof(qr));
}

export async function currentCalls(apiBase: string, qr: string): Promise<DinerCall[]> {
  const found = visitProof(qr);
  if (!found) return [];
  const res = await send(`${apiBase}/api/public/tables/${qr}/calls/current`, found);
  return (await res.json()) as DinerCall[];
}
