// Renders the menu page at an address, the way the browser entry does (without embedded data when
// `initialMenu` is null), with a user-event session.
import { act, render } from '@testing-library/react';
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

/**
 * The page's fetch, mocked for every test of the file: the browser's state reset before each test, and after
 * it the page's background chunks let settle inside act before the real fetch comes back.
 */
export function mockFetchPerTest() {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  let real: typeof fetch;
  beforeEach(() => {
    resetBrowserState();
    real = globalThis.fetch;
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(async () => {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    globalThis.fetch = real;
  });
  return fetchMock;
}
