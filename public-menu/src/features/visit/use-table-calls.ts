// The table's calls on the diner's phone: send one (or get the table's open one back), cancel, and follow its
// state while it waits (a light poll every few seconds while the page is visible; the live menu stream will
// replace it). A call that could not be sent keeps what was asked, for "try again".
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallError, cancelCall, createCall, currentCalls, type CallKind, type DinerCall } from './calls-api';

const POLL_MS = 5000;

export interface TableCalls {
  calls: DinerCall[];
  sending: CallKind | null;
  failure: { kind: CallKind; reason: CallError['reason']; message: string } | null;
  call(kind: CallKind): void;
  cancel(callId: number): void;
  retry(): void;
}

const live = (c: DinerCall) => c.status === 'open' || c.status === 'acknowledged';

export function useTableCalls(apiBase: string, qr: string | null, enabled: boolean): TableCalls {
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

  // The table's waiting calls when the page opens (another phone at the table may have called).
  useEffect(() => {
    if (enabled && qr) void refresh();
  }, [enabled, qr, refresh]);

  const waiting = calls.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  const call = useCallback(
    (kind: CallKind) => {
      if (!qr) return;
      setSending(kind);
      setFailure(null);
      createCall(apiBase, qr, kind)
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
    [apiBase, qr],
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

  return { calls, sending, failure, call, cancel, retry };
}
