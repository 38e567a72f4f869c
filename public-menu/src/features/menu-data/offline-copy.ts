// The last copy of each restaurant's menu seen on this device (localStorage), per language, shown when
// the menu cannot be fetched. Storage may be full, disabled or hold junk: every access is guarded.
import type { PublicMenu } from '@menu/shared/menu';

const key = (restaurantId: number, language: string) => `qrmenu:menu:${restaurantId}:${language}`;
const lastLanguageKey = (restaurantId: number) => `qrmenu:menu:${restaurantId}:last`;

export function saveCopy(menu: PublicMenu): void {
  try {
    localStorage.setItem(key(menu.restaurant.id, menu.language), JSON.stringify(menu));
    localStorage.setItem(lastLanguageKey(menu.restaurant.id), menu.language);
  } catch {
    /* storage full or disabled: the copy is a convenience */
  }
}

function isMenu(value: unknown, restaurantId: number): value is PublicMenu {
  const m = value as PublicMenu | null;
  return (
    !!m &&
    typeof m === 'object' &&
    m.restaurant?.id === restaurantId &&
    Array.isArray(m.categories) &&
    Array.isArray(m.products) &&
    Array.isArray(m.addons)
  );
}

/** The saved copy in `language`, else the copy last saved in any language. */
export function loadCopy(restaurantId: number, language: string): PublicMenu | null {
  try {
    for (const lang of [language, localStorage.getItem(lastLanguageKey(restaurantId))]) {
      if (!lang) continue;
      const raw = localStorage.getItem(key(restaurantId, lang));
      if (!raw) continue;
      const value: unknown = JSON.parse(raw);
      if (isMenu(value, restaurantId)) return value;
    }
  } catch {
    /* unreadable copy: treat as none */
  }
  return null;
}
