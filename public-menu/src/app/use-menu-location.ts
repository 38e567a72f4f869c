// Where the page was opened (restaurant, table, QR code, language), read from the address after the first
// render: the server render does not know the query string, so hydration matches its HTML.
import { useEffect, useState } from 'react';
import { parseMenuLocation, type MenuLocation } from './location';

const NO_LOCATION: MenuLocation = { restaurantId: null, table: null, qr: null, lang: null };

export const readLocation = () => parseMenuLocation(window.location.pathname, window.location.search);

/** The location, and whether it has been read yet. */
export function useMenuLocation(): { where: MenuLocation; located: boolean } {
  const [where, setWhere] = useState<MenuLocation>(NO_LOCATION);
  useEffect(() => setWhere(readLocation()), []);
  return { where, located: where !== NO_LOCATION };
}
