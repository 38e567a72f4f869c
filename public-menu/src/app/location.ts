// What the address says: /menu/{restaurantId}?table=..&qr=..&lang=..; and where the API is.
export interface MenuLocation {
  restaurantId: number | null;
  table: string | null;
  qr: string | null;
  lang: string | null;
}

export function parseMenuLocation(pathname: string, search: string): MenuLocation {
  const id = /\/menu\/(\d{1,10})\/?$/i.exec(pathname);
  const params = new URLSearchParams(search);
  const clean = (v: string | null, re: RegExp) => (v && re.test(v) ? v : null);
  return {
    restaurantId: id ? Number(id[1]) : null,
    table: clean(params.get('table'), /^[\p{L}\p{N} ._-]{1,20}$/u),
    qr: clean(params.get('qr'), /^\d{1,10}$/),
    lang: clean(params.get('lang')?.toLowerCase() ?? null, /^[a-z]{2}$/),
  };
}

/** The API origin: the page's own unless the server named another (menu on its own origin). */
export function apiBaseFromDocument(doc: Document): string {
  return doc.querySelector('meta[name="menu-api"]')?.getAttribute('content')?.replace(/\/$/, '') ?? '';
}
