// The words of calling staff from the table, taken from the menu's own words in the diner's language (one file per
// language, like every other word of the menu), shaped for the table-service bar.
import type { MenuText } from '../../i18n/menu-text';
import type { CallKind } from './calls-api';

export interface CallText {
  title: string;
  waiter: string;
  bill: string;
  printedMenu: string;
  /** The call's state and age: "Garson çağrıldı · 2 dk". */
  waiting: (kind: CallKind, minutes: number) => string;
  coming: string;
  cancel: string;
  sendFailed: string;
  retry: string;
  callsOff: string;
  closed: string;
  noTable: string;
  tooMany: string;
}

export function callText(t: MenuText): CallText {
  const called: Record<CallKind, string> = {
    waiter: t.calledWaiter,
    bill: t.calledBill,
    'printed-menu': t.calledPrintedMenu,
  };
  return {
    title: t.callTitle,
    waiter: t.callWaiter,
    bill: t.callBill,
    printedMenu: t.callPrintedMenu,
    waiting: (kind, minutes) => `${called[kind]} · ${minutes < 1 ? t.callJustNow : t.callAge(minutes)}`,
    coming: t.callComing,
    cancel: t.callCancel,
    sendFailed: t.callSendFailed,
    retry: t.callRetry,
    callsOff: t.callsOff,
    closed: t.callClosed,
    noTable: t.callNoTable,
    tooMany: t.callTooMany,
  };
}
