// Where the API lives, and the access token, which is kept in memory only: a script injected into the page
// can no longer read a long-lived token out of storage. A reload renews it through the HttpOnly refresh
// cookie (session-store.ts `init`), which page scripts cannot read at all.
declare global {
  interface Window {
    __MENU_CONFIG__?: { apiBase?: string };
  }
}

/** Where versions before the in-memory session kept a 12-hour token; removed on load. */
export const LEGACY_TOKEN_KEY = 'authToken';

/** '' means same origin; a deployment can set window.__MENU_CONFIG__.apiBase before the bundle loads. */
export function apiBase(): string {
  if (typeof window === 'undefined') return '';
  return (window.__MENU_CONFIG__?.apiBase ?? '').replace(/\/$/, '');
}

/**
 * The Web Lock every refresh of the session takes, in every tab and page of the portal (the sign-in page's own
 * check included): a refresh token used twice ends the session, since the server takes a second use for theft.
 */
export const SESSION_REFRESH_LOCK = 'menu-session-refresh';

/** Set in this tab when the portal had to sign the user out (the session ended); the sign-in page says so once. */
const SESSION_ENDED_KEY = 'menu-session-ended';

export const sessionEndedNotice = {
  mark(): void {
    try {
      sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    } catch {
      // Storage refused (private mode): the sign-in page then shows no notice.
    }
  },
  /** True once after `mark`, then cleared. */
  take(): boolean {
    try {
      const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
      sessionStorage.removeItem(SESSION_ENDED_KEY);
      return ended;
    } catch {
      return false;
    }
  },
};

let accessToken: string | null = null;

/** The current access token, in this page's memory (one copy: @menu/shared is a singleton on the page). */
export const tokenStorage = {
  get(): string | null {
    return accessToken;
  },
  set(token: string): void {
    accessToken = token;
  },
  clear(): void {
    accessToken = null;
  },
};

/** Seconds until the token's `exp`, or null when it cannot be read (then the server decides). */
export function tokenSecondsLeft(token: string | null, now = Date.now()): number | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - now / 1000 : null;
  } catch {
    return null;
  }
}

try {
  globalThis.localStorage?.removeItem(LEGACY_TOKEN_KEY);
} catch {
  /* storage disabled */
}
