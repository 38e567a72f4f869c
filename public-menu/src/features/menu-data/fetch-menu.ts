// The one data request of the page: GET /api/public/menu/{id}?lang=xx (when the server did not embed it).
import type { PublicMenu } from '@menu/shared/menu';

export class MenuNotFoundError extends Error {}

const TIMEOUT_MS = 8000;

export async function fetchMenu(apiBase: string, restaurantId: number, language: string): Promise<PublicMenu> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`${apiBase}/api/public/menu/${restaurantId}?lang=${encodeURIComponent(language)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (res.status === 404) throw new MenuNotFoundError();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as PublicMenu;
  } finally {
    clearTimeout(timer);
  }
}
