// The QR visit (ARCHITECTURE section 6): with `qr` in the address, POST /api/menuqrcodes/{qr}/access once
// per visit (a sessionStorage mark, so a reload in the same tab does not count again), then send the
// visit's length (with the visit's token) with sendBeacon whenever the page is hidden. Failures are tolerated silently: the
// diner's menu never depends on the statistics.
import { useEffect, useRef } from 'react';

interface VisitMark {
  logId: number | null;
  /** Handed out with the log id; the server accepts the visit's end only with it. */
  token?: string;
  startedAt: number;
}

const markKey = (qr: string) => `qrmenu:visit:${qr}`;

function readMark(qr: string): VisitMark | null {
  try {
    const raw = sessionStorage.getItem(markKey(qr));
    return raw ? (JSON.parse(raw) as VisitMark) : null;
  } catch {
    return null;
  }
}

function writeMark(qr: string, mark: VisitMark) {
  try {
    sessionStorage.setItem(markKey(qr), JSON.stringify(mark));
  } catch {
    /* private mode without storage: the visit is counted once per page load */
  }
}

/**
 * `language` is the menu language the diner reads (sent with the visit); `openedCategory` the menu section on
 * screen: each one opened is sent, as its category id only, with the end of the visit.
 */
export function useQrVisit(apiBase: string, qr: string | null, language = '', openedCategory: number | null = null) {
  const languageRef = useRef(language);
  languageRef.current = language;
  const opened = useRef(new Set<number>());
  useEffect(() => {
    if (openedCategory !== null) opened.current.add(openedCategory);
  }, [openedCategory]);
  useEffect(() => {
    if (!qr) return;
    let mark = readMark(qr);
    if (!mark) {
      // Marked before the call, so a second effect run or a fast reload does not count twice.
      mark = { logId: null, startedAt: Date.now() };
      writeMark(qr, mark);
      const current = mark;
      fetch(`${apiBase}/api/menuqrcodes/${qr}/access`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: languageRef.current }), keepalive: true })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: { logId?: number; id?: number; token?: string } | null) => {
          const logId = Number(body?.logId ?? body?.id);
          if (Number.isInteger(logId) && logId > 0 && typeof body?.token === 'string') {
            current.logId = logId;
            current.token = body.token;
            writeMark(qr, current);
          }
        })
        .catch(() => undefined);
    }
    const visit = mark;
    const onHidden = () => {
      if (document.visibilityState !== 'hidden' || !visit.logId || !visit.token || typeof navigator.sendBeacon !== 'function') return;
      const duration = Math.max(0, Math.round((Date.now() - visit.startedAt) / 1000));
      try {
        navigator.sendBeacon(`${apiBase}/api/MenuAccessLogs/${visit.logId}/end`, JSON.stringify({ duration, token: visit.token, ...(opened.current.size ? { categories: [...opened.current].slice(0, 100) } : {}) }));
      } catch {
        /* a refused beacon only loses the duration */
      }
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [apiBase, qr]);
}
