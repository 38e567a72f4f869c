// The menu the page shows and where it came from: embedded by the server, fetched with one request, this
// device's copy from an earlier visit, or the sample when there is neither; and the diner's switch of language.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_LANGUAGE_COOKIE, type PublicMenu } from '@menu/shared/menu';
import { loadTexts } from '../../i18n/ui-text';
import { fetchMenuIfChanged, MenuNotFoundError } from './fetch-menu';
import { loadCopy, saveCopy } from './offline-copy';

export type MenuStatus = 'loading' | 'live' | 'offline' | 'sample' | 'notfound';

export interface MenuView {
  status: MenuStatus;
  menu: PublicMenu | null;
}

// Not needed for the first paint; fetched right after it so it is at hand later, even offline.
export const loadSample = () => import(/* webpackChunkName: "later" */ './sample-menu');

interface MenuDataOptions {
  restaurantId: number | null;
  /** Embedded by the server render; null when the page must fetch the menu itself. */
  initialMenu: PublicMenu | null;
  apiBase: string;
  /** The language the address asks for, read on the first client render. */
  readLanguage: () => string | null;
}

export function useMenuData({ restaurantId, initialMenu, apiBase, readLanguage }: MenuDataOptions) {
  const [view, setView] = useState<MenuView>(
    initialMenu ? { status: 'live', menu: initialMenu } : { status: 'loading', menu: null },
  );
  const [switching, setSwitching] = useState(false);
  /** The ETag of the menu on screen (unknown for the one the server embedded until the first fetch). */
  const etagRef = useRef<string | null>(null);

  const load = useCallback(
    async (lang: string, keepOnFailure: boolean) => {
      if (restaurantId == null) return setView({ status: 'notfound', menu: null });
      const texts = loadTexts(lang).catch(() => undefined);
      try {
        const [fetched] = await Promise.all([fetchMenuIfChanged(apiBase, restaurantId, lang, null), texts]);
        etagRef.current = fetched!.etag;
        setView({ status: 'live', menu: fetched!.menu });
      } catch (error) {
        if (error instanceof MenuNotFoundError) return setView({ status: 'notfound', menu: null });
        const copy = loadCopy(restaurantId, lang);
        if (copy) setView({ status: 'offline', menu: copy });
        else if (!keepOnFailure) {
          const { sampleMenu } = await loadSample();
          setView({ status: 'sample', menu: sampleMenu(restaurantId) });
        }
      }
    },
    [apiBase, restaurantId],
  );

  // First client render: the menu when the server did not embed it, in the address's language.
  const languageRef = useRef(readLanguage);
  useEffect(() => {
    if (!initialMenu) void load(languageRef.current() ?? 'tr', false);
  }, [initialMenu, load]);

  // A live menu is this device's copy for the next time the network fails.
  useEffect(() => {
    if (view.status === 'live' && view.menu) saveCopy(view.menu);
  }, [view]);

  const switchLanguage = async (code: string) => {
    setSwitching(true);
    await load(code, true);
    setSwitching(false);
    // Remembered for this restaurant's pages: the server draws the next visit in it at once.
    document.cookie = `${MENU_LANGUAGE_COOKIE}=${code}; path=/menu; max-age=31536000; samesite=lax`;
    const url = new URL(window.location.href);
    if (code === 'tr') url.searchParams.delete('lang');
    else url.searchParams.set('lang', code);
    window.history.replaceState(null, '', url);
  };

  /**
   * The live menu heard a change: one conditional request, and the page re-renders only when the menu differs
   * (scroll, search, filters, the open sheet and the cart are the page's own state and stay).
   */
  const viewRef = useRef(view);
  viewRef.current = view;
  const refresh = useCallback(async () => {
    const shown = viewRef.current.menu;
    if (restaurantId == null || !shown) return;
    try {
      const fetched = await fetchMenuIfChanged(apiBase, restaurantId, shown.language, etagRef.current);
      if (!fetched) return;
      etagRef.current = fetched.etag;
      // Still the language asked for (the diner may have switched meanwhile).
      if (viewRef.current.menu?.language === fetched.menu.language) setView({ status: 'live', menu: fetched.menu });
    } catch {
      // The next event or check tries again.
    }
  }, [apiBase, restaurantId]);

  /** Tries the network again: an offline copy stays on screen if it fails again, the sample does not. */
  const retry = () => void load(view.menu?.language ?? 'tr', view.status === 'offline');

  return { status: view.status, menu: view.menu, switching, switchLanguage, retry, refresh };
}
