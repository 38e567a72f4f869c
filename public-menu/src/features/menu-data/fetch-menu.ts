// The one data request of the page: GET /api/public/menu/{id}?lang=xx (when the server did not embed it).
import type { PublicMenu } from '@menu/shared/menu';

export class MenuNotFoundError extends Error {}

const TIMEOUT_MS = 8000;

/**
 * The menu and its ETag; with the ETag of the menu on screen, null when nothing it shows changed (a 304). The
 * browser's copy is bypassed (the menu may be kept 30 s): this is the one conditional request after a change.
 */
export async function fetchMenuIfChanged(
  apiBase: string,
  restaurantId: number,
  language: string,
  etag: string | null,
): Promise<{ menu: PublicMenu; etag: string | null } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`${apiBase}/api/public/menu/${restaurantId}?lang=${encodeURIComponent(language)}`, {
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      signal: controller.signal,
      ...(etag ? { cache: 'no-store' as const } : {}),
    });
    if (res.status === 304) return null;
    if (res.status === 404) throw new MenuNotFoundError();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return { menu: (await res.json()) as PublicMenu, etag: res.headers.get('etag') };
  } finally {
    clearTimeout(timer);
  }
}
