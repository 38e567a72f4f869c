// The admin screens (screen ids of docs/screens.md), the remote module that renders each, and the permission its tab needs:
// read from the one declaration of the remotes (@menu/shared's REMOTE_SCREENS, remotes.json).
import { REMOTE_SCREENS, tr, type Permission } from '@menu/shared';

export type ScreenId = string;

export interface ScreenDef {
  id: ScreenId;
  label: string;
  remote: string;
  exposed: string;
  permission: Permission;
  /** Whether '/' may open it. */
  landing: boolean;
}

const NAV_LABELS: Record<string, string> = tr.shell.nav;

export const SCREENS: ScreenDef[] = REMOTE_SCREENS.map((s) => ({
  id: s.id,
  label: NAV_LABELS[s.nav] ?? s.id,
  remote: s.remote,
  exposed: s.exposed,
  permission: s.permission,
  landing: s.landing !== false,
}));

export const SCREEN_BY_ID = new Map(SCREENS.map((s) => [s.id, s]));

export interface NavItem {
  key: string;
  label: string;
  screen?: ScreenId;
  children?: NavItem[];
}

/** A tab that opens one screen, under the screen's own label. */
function tab(screen: ScreenId): NavItem {
  const def = SCREEN_BY_ID.get(screen);
  if (!def) throw new Error(`Bilinmeyen ekran: ${screen}`);
  return { key: screen, label: def.label, screen };
}

/** A dropdown of tabs. */
function group(key: string, label: string, screens: ScreenId[]): NavItem {
  return { key, label, children: screens.map(tab) };
}

/** The navigation of docs/screens.md, Admin shell: restaurants; Products dropdown; QR dropdown; users; plus the schedule dropdown. */
export const NAVIGATION: NavItem[] = [
  tab('restaurants'),
  tab('compliance'),
  group('products-menu', tr.shell.nav.products, ['categories', 'products', 'variants', 'addons']),
  group('qr-menu', tr.shell.nav.qr, ['qrmanagement', 'menulogs']),
  group('schedule-menu', tr.shell.nav.schedule, ['hours', 'specialdays', 'translations']),
  tab('users'),
  tab('audit'),
  tab('service'),
];

/** The navigation a user sees: items whose screen they may open; dropdowns with no visible child vanish. */
export function visibleNavigation(can: (p: Permission) => boolean): NavItem[] {
  const visible = (item: NavItem): NavItem | null => {
    if (item.screen) return can(SCREEN_BY_ID.get(item.screen)!.permission) ? item : null;
    const children = (item.children ?? []).map(visible).filter((c): c is NavItem => c !== null);
    return children.length ? { ...item, children } : null;
  };
  return NAVIGATION.map(visible).filter((i): i is NavItem => i !== null);
}

/**
 * The tab '/' opens: restaurants when allowed, else the first visible one; a service-only role (Garson)
 * sees only the service screen, so it opens there.
 */
export function defaultScreen(can: (p: Permission) => boolean): ScreenId | null {
  return SCREENS.find((s) => s.landing && can(s.permission))?.id ?? null;
}
