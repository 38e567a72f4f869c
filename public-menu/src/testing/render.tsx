// Renders the menu page at an address, the way the browser entry does (without embedded data when
// `initialMenu` is null), with a user-event session.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMenu } from '@menu/shared/menu';
import { MenuApp } from '../app/menu-app';
import { parseMenuLocation } from '../app/location';

export function renderMenu({ url = '/menu/7', initialMenu = null as PublicMenu | null } = {}) {
  window.history.replaceState(null, '', url);
  const { restaurantId } = parseMenuLocation(window.location.pathname, window.location.search);
  const user = userEvent.setup();
  const view = render(<MenuApp restaurantId={initialMenu?.restaurant.id ?? restaurantId} initialMenu={initialMenu} />);
  return { user, ...view };
}

export function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'tr';
  document.documentElement.dir = 'ltr';
}
