// The table's calls on the diner's phone: send one (or get the table's open one back), cancel, and follow its
// state while it waits: pushed by the page's live stream (`applyChange`), or, while the page cannot stream, a
// light poll every few seconds while it is visible. A call that could not be sent keeps what was asked, for
// "try again".
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallError, cancelCall, createCall, currentCalls, type CallKind, type DinerCall } from './calls-api';
import { useStandInPoll } from '../../components/use-stand-in-poll';

export interface TableCalls {
  calls: DinerCall[];
  sending: CallKind | null;
  failure: { kind: CallKind; reason: CallError['reason']; message: string } | null;
  call(kind: CallKind): void;
  cancel(callId: number): void;
  retry(): void;
  /** A call of the table pushed by the live stream. */
  applyChange(call: DinerCall): void;
  /** Asks for the table's calls once (the stream opened again and may have missed a change). */
  refresh(): void;
}

const live = (c: DinerCall) => c.status === 'open' || c.status === 'acknowledged';

/** Whether this tab has a call waiting (so a reload asks for its state; a menu without one asks nothing). */
const waitingKey = (qr: string) => `qrmenu:calls:${qr}`;
function markWaiting(qr: string, waiting: boolean) {
  try {
    if (waiting) sessionStorage.setItem(waitingKey(qr), '1');
    else sessionStorage.removeItem(waitingKey(qr));
  } catch {
    /* private mode: the state is asked again after the next call */
  }
}
function hadWaiting(qr: string): boolean {
  try {
    return sessionStorage.getItem(waitingKey(qr)) === '1';
  } catch {
    return false;
  }
}

/**
 * `qr` is the table's code once the page knows its address; `currentQr` reads it from the address at the moment
 * of a tap (a tap held before hydration is replayed before the app has read the address).
 */
export function useTableCalls(
  apiBase: string,
  qr: string | null,
  enabled: boolean,
  currentQr: () => string | null = () => qr,
  /** The page's live stream is open: it pushes the calls' changes and no poll is needed. */
  streaming = false,
): TableCalls {
  const [calls, setCalls] = useState<DinerCall[]>([]);
  const [sending, setSending] = useState<CallKind | null>(null);
  const [failure, setFailure] = useState<TableCalls['failure']>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const refresh = useCallback(async () => {
    if (!qr) return;
    try {
      const next = await currentCalls(apiBase, qr);
      if (mounted.current) setCalls(next.filter(live));
    } catch {
      // the next poll tries again
    }
  }, [apiBase, qr]);

  // After a reload, the state of the call this tab made.
  useEffect(() => {
    if (enabled && qr && hadWaiting(qr)) void refresh();
  }, [enabled, qr, refresh]);

  const waiting = calls.length > 0;
  useEffect(() => {
    if (qr) markWaiting(qr, waiting);
  }, [qr, waiting]);
  useStandInPoll(waiting, streaming, refresh);

  const applyChange = useCallback((changed: DinerCall) => {
    setCalls((list) => {
      const known = list.some((c) => c.callId === changed.callId);
      const rest = list.filter((c) => c.callId !== changed.callId);
      // A new call of the table from another phone shows too; an ended one goes.
      return live(changed) ? [...rest, changed] : known ? rest : list;
    });
  }, []);
  const refreshOnce = useCallback(() => {
    if (waiting) void refresh();
  }, [waiting, refresh]);

  const call = useCallback(
    (kind: CallKind) => {
      const table = qr ?? currentQr();
      if (!table) return;
      setSending(kind);
      setFailure(null);
      createCall(apiBase, table, kind)
        .then((created) => {
          if (!mounted.current) return;
          setCalls((list) => [...list.filter((c) => c.callId !== created.callId), created]);
        })
        .catch((error: unknown) => {
          const e = error instanceof CallError ? error : new CallError('offline');
          if (mounted.current) setFailure({ kind, reason: e.reason, message: e.message });
        })
        .finally(() => mounted.current && setSending(null));
    },
    [apiBase, qr, currentQr],
  );

  const cancel = useCallback(
    (callId: number) => {
      if (!qr) return;
      setCalls((list) => list.filter((c) => c.callId !== callId));
      cancelCall(apiBase, qr, callId).catch(() => void refresh());
    },
    [apiBase, qr, refresh],
  );

  const retry = useCallback(() => {
    if (failure) call(failure.kind);
  }, [failure, call]);

  return { calls, sending, failure, call, cancel, retry, applyChange, refresh: refreshOnce };
}
