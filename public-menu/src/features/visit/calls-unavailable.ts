// Why the table's call buttons are off, if they are.
import type { OpenState } from '@menu/shared/menu';
import type { CallsUnavailable } from './components/table-service-bar';

interface CallsState {
  acceptsCalls: boolean;
  /** The table's QR code from the address. */
  qr: string | null;
  /** Whether the address has been read (the server render does not know it). */
  located: boolean;
  openState: OpenState;
}

export function callsUnavailable({ acceptsCalls, qr, located, openState }: CallsState): CallsUnavailable {
  // A restaurant that wrote no hours for today has not said it is closed (the API takes calls then too). The
  // server render does not know the address: it offers the calls, and the boot script's mark on <html> hides
  // them (showing why) when the page was opened without a table, until hydration knows.
  const closedNow = !openState.isOpen && openState.today.source !== 'none';
  if (!acceptsCalls) return qr ? 'callsOff' : null;
  if (closedNow) return 'closed';
  if (!qr) return located ? 'noTable' : 'unknownTable';
  return null;
}
