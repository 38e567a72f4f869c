// The page's one live stream (GET /api/public/menu/{id}/live): the menu's changes, and with the visit's proof the
// visit's own calls and orders. A `menu` event makes the page fetch the menu again (one conditional request); a
// hidden tab closes the stream and a shown one opens it again (and fetches once, for what it missed). A browser
// without EventSource, or a stream that fails again and again (a proxy), checks the menu every 30 s instead.
import { useEffect, useRef, useState } from 'react';
import { MENU_LIVE_POLL_SECONDS, type DinerCall, type DinerOrder } from '@menu/shared/menu';

/** Errors in a row (without an open between them) after which the page stops streaming and polls. */
const MAX_FAILURES = 3;
/** While the visit's proof is not known yet (its start is on its way), how often the page looks for it. */
const PROOF_CHECK_MS = 2000;
const PROOF_CHECKS = 15;

export type LiveMode = 'off' | 'stream' | 'poll';

export interface LiveMenuOptions {
  apiBase: string;
  restaurantId: number | null;
  /** The menu on screen came from the server (not an offline copy or the sample). */
  enabled: boolean;
  /** The table's code; with it the stream carries the visit's own events once its proof is known. */
  qr: string | null;
  proof: (qr: string) => { logId: number; token: string } | null;
  /** Something the menu shows changed (or the page may have missed it): fetch it again, conditionally. */
  onMenuChange: () => void;
  onCall?: (call: DinerCall) => void;
  onOrder?: (order: DinerOrder) => void;
  /** A stream opened again: the visit's events sent meanwhile may be missing. */
  onReconnect?: () => void;
}

function streamUrl(o: LiveMenuOptions): string {
  const base = `${o.apiBase}/api/public/menu/${o.restaurantId}/live`;
  const proof = o.qr ? o.proof(o.qr) : null;
  return proof ? `${base}?logId=${proof.logId}&token=${encodeURIComponent(proof.token)}` : base;
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

export function useLiveMenu(options: LiveMenuOptions): LiveMode {
  const latest = useRef(options);
  latest.current = options;
  const [mode, setMode] = useState<LiveMode>('off');
  const [proofKnown, setProofKnown] = useState(false);
  const { apiBase, restaurantId, enabled, qr } = options;

  // The visit's proof arrives a moment after the page opened: the stream is opened again with it.
  useEffect(() => {
    if (!enabled || !qr || proofKnown) return undefined;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      if (latest.current.proof(qr)) setProofKnown(true);
      if (checks >= PROOF_CHECKS || latest.current.proof(qr)) clearInterval(timer);
    }, PROOF_CHECK_MS);
    return () => clearInterval(timer);
  }, [enabled, qr, proofKnown]);

  useEffect(() => {
    if (!enabled || restaurantId == null) {
      setMode('off');
      return undefined;
    }
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let failures = 0;
    let opened = false;
    const streams = typeof EventSource !== 'undefined';

    const startPolling = () => {
      if (poll) return;
      setMode('poll');
      poll = setInterval(() => latest.current.onMenuChange(), MENU_LIVE_POLL_SECONDS * 1000);
    };
    const stop = () => {
      source?.close();
      source = null;
      if (poll) clearInterval(poll);
      poll = null;
    };
    const open = () => {
      if (!streams || failures >= MAX_FAILURES) return startPolling();
      const es = new EventSource(streamUrl(latest.current));
      source = es;
      es.onopen = () => {
        failures = 0;
        setMode('stream');
        // Opened again (a reconnect, a tab shown again), or the page's boot heard a change before the app ran:
        // what changed meanwhile is fetched once.
        const stale = document.documentElement.dataset.menuStale === 'yes';
        delete document.documentElement.dataset.menuStale;
        if (opened || stale) {
          latest.current.onMenuChange();
          latest.current.onReconnect?.();
        }
        opened = true;
      };
      es.onerror = () => {
        failures += 1;
        if (es.readyState === EventSource.CLOSED || failures >= MAX_FAILURES) {
          es.close();
          if (source === es) source = null;
          startPolling();
        }
      };
      es.addEventListener('menu', () => latest.current.onMenuChange());
      es.addEventListener('call', (e) => {
        const call = parse<DinerCall>((e as MessageEvent<string>).data);
        if (call) latest.current.onCall?.(call);
      });
      es.addEventListener('order', (e) => {
        const order = parse<DinerOrder>((e as MessageEvent<string>).data);
        if (order) latest.current.onOrder?.(order);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
        setMode('off');
      } else if (!source && !poll) {
        opened = true;
        failures = 0;
        open();
      }
    };
    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [apiBase, restaurantId, enabled, qr, proofKnown]);

  return mode;
}
