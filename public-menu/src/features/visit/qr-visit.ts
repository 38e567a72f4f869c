// The QR visit (docs/api-rules.md, The scan and the visit): with `qr` in the address, POST /api/menuqrcodes/{qr}/access once
// per visit (a sessionStorage mark, so a reload in the same tab does not count again) with the menu language,
// then send the visit's length (with the visit's token) and the menu sections the diner opened with sendBeacon
// whenever the page is hidden. Failures are tolerated silently: the diner's menu never depends on the statistics.
// Plain DOM code (no React), so the boot script starts the visit as soon as a server-rendered page loads, before
// (or without) hydration; the hydrated app only adds the sections it opens.
import type { VisitStarted } from '@menu/shared/menu';

interface VisitMark {
  logId: number | null;
  /** Handed out with the log id; the server accepts the visit's end only with it. */
  token?: string;
  startedAt: number;
}

/** One visit per page, shared by the boot script and the hydrated app (separate bundles). */
interface PageVisit {
  opened: Set<number>;
  stop: () => void;
}
const KEY = '__qrMenuVisit';
type WithVisit = Window & { [KEY]?: PageVisit };

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

/** The visit's id and token (what proves a call comes from this table), once the visit was recorded. */
export function visitProof(qr: string): { logId: number; token: string } | null {
  const mark = readMark(qr);
  return mark?.logId && mark.token ? { logId: mark.logId, token: mark.token } : null;
}

/**
 * Starts the page's visit (a second start in the same page is a no-op). `language` is the menu language the
 * diner reads. Returns the stop function of the start that actually began it.
 */
export function startQrVisit(apiBase: string, qr: string | null, language: string): () => void {
  const win = window as WithVisit;
  if (!qr || win[KEY]) return () => undefined;
  let mark = readMark(qr);
  if (!mark) {
    // Marked before the call, so a second start or a fast reload does not count twice.
    mark = { logId: null, startedAt: Date.now() };
    writeMark(qr, mark);
    const current = mark;
    fetch(`${apiBase}/api/menuqrcodes/${qr}/access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: language }),
      keepalive: true,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: (Partial<VisitStarted> & { id?: number }) | null) => {
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
  const opened = new Set<number>();
  const onHidden = () => {
    if (
      document.visibilityState !== 'hidden' ||
      !visit.logId ||
      !visit.token ||
      typeof navigator.sendBeacon !== 'function'
    )
      return;
    const duration = Math.max(0, Math.round((Date.now() - visit.startedAt) / 1000));
    try {
      navigator.sendBeacon(
        `${apiBase}/api/MenuAccessLogs/${visit.logId}/end`,
        JSON.stringify({
          duration,
          token: visit.token,
          ...(opened.size ? { categories: [...opened].slice(0, 100) } : {}),
        }),
      );
    } catch {
      /* a refused beacon only loses the duration */
    }
  };
  document.addEventListener('visibilitychange', onHidden);
  const stop = () => {
    document.removeEventListener('visibilitychange', onHidden);
    if (win[KEY]?.stop === stop) delete win[KEY];
  };
  win[KEY] = { opened, stop };
  return stop;
}

/** A menu section the diner opened (its category id only), sent with the end of the visit. */
export function noteOpenedCategory(categoryId: number): void {
  (window as WithVisit)[KEY]?.opened.add(categoryId);
}
