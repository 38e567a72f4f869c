// The diner's live menu: plain constants and types (no zod), shared by the API and the menu bundle.

/**
 * Event names of the diner's live stream (GET /api/public/menu/{id}/live): `menu` when something the menu shows
 * changed (or a category window or a timed sold-out reached its time), and the visit's own events (`call`;
 * orders join later on the same stream).
 */
export const MENU_LIVE_EVENT_NAMES = ['menu', 'call'] as const;
export type MenuLiveEventName = (typeof MENU_LIVE_EVENT_NAMES)[number];
/** A diner's stream ends after this many minutes; the page reconnects (with Last-Event-ID). */
export const MENU_LIVE_MAX_MINUTES = 30;
/** A page that cannot stream checks the menu (one conditional request) this often. */
export const MENU_LIVE_POLL_SECONDS = 30;
/** Open menu streams one client address may hold per instance (LIVE_STREAMS_PER_ADDRESS). */
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 200;

/**
 * The data of a `menu` event: what changed and the menu's version after it, never a record. `changed` names the
 * tables the write touched ('products', 'categories', 'product_variants', ...), or 'schedule' when a category
 * window or a timed sold-out reached its time (no write, so the version stays).
 */
export interface MenuChangeEvent {
  version: number;
  changed: string[];
}
