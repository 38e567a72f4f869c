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
  // A page rendered in English or Arabic hydrates with the same words (the page is already painted).
  // As a transition, hydration runs in short slices that yield to the browser (and to a diner's first tap)
  // instead of one long task; the page is already painted, so nothing waits for it.
  const hydrate = () => startTransition(() => void hydrateRoot(root, <MenuApp restaurantId={menu.restaurant.id} initialMenu={menu} apiBase={apiBase} />));
  loadTexts(menu.language).then(hydrate, hydrate);
} else {
  createRoot(root).render(<MenuApp restaurantId={restaurantId} initialMenu={null} apiBase={apiBase} />);
}
