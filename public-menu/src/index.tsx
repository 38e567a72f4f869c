// Browser entry: hydrates the server-rendered page (menu embedded as JSON), or renders and fetches when
// the page came from the static bundle alone.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PublicMenu } from '@menu/shared/menu';
import { MenuApp } from './app/menu-app';
import { loadTexts } from './i18n/ui-text';
import { apiBaseFromDocument, parseMenuLocation } from './app/location';
import './styles.css';

const root = document.getElementById('root')!;
const embedded = document.getElementById('menu-data');
const apiBase = apiBaseFromDocument(document);
const { restaurantId } = parseMenuLocation(window.location.pathname, window.location.search);

if (embedded?.textContent) {
  const menu = JSON.parse(embedded.textContent) as PublicMenu;
  // A page rendered in English or Arabic hydrates with the same words (the page is already painted). The boot
  // script loaded this file on the diner's first interaction or when the page settled; `menu:hydrated` tells it
  // to replay a tap it held meanwhile.
  const ready = () => document.dispatchEvent(new Event('menu:hydrated'));
  const hydrate = () =>
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <MenuApp restaurantId={menu.restaurant.id} initialMenu={menu} apiBase={apiBase} onReady={ready} />,
        ),
    );
  loadTexts(menu.language).then(hydrate, hydrate);
} else {
  createRoot(root).render(<MenuApp restaurantId={restaurantId} initialMenu={null} apiBase={apiBase} />);
}
