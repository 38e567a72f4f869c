// Where the API lives and where the token is kept (SPEC: localStorage key authToken).
declare global {
  interface Window {
    __MENU_CONFIG__?: { apiBase?: string };
  }
}

export const TOKEN_KEY = 'authToken';

/** '' means same origin; a deployment can set window.__MENU_CONFIG__.apiBase before the bundle loads. */
export function apiBase(): string {
  if (typeof window === 'undefined') return '';
  return (window.__MENU_CONFIG__?.apiBase ?? '').replace(/\/$/, '');
}

export const tokenStorage = {
  get(): string | null {
    try {
      return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set(token: string): void {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  },
};
