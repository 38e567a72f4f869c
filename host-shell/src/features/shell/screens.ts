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

/** The navigation of docs/screens.md, Admin shell: restaurants; Products dropdown; QR dropdown; users; plus the schedule dropdown. */
export const NAVIGATION: NavItem[] = [
  { key: 'restaurants', label: tr.shell.nav.restaurants, screen: 'restaurants' },
  { key: 'compliance', label: tr.shell.nav.compliance, screen: 'compliance' },
  {
    key: 'products-menu',
    label: tr.shell.nav.products,
    children: [
      { key: 'categories', label: tr.shell.nav.categories, screen: 'categories' },
      { key: 'products', label: tr.shell.nav.productsList, screen: 'products' },
      { key: 'variants', label: tr.shell.nav.variants, screen: 'variants' },
      { key: 'addons', label: tr.shell.nav.addons, screen: 'addons' },
    ],
  },
  {
    key: 'qr-menu',
    label: tr.shell.nav.qr,
    children: [
      { key: 'qrmanagement', label: tr.shell.nav.qrmanagement, screen: 'qrmanagement' },
      { key: 'menulogs', label: tr.shell.nav.menulogs, screen: 'menulogs' },
    ],
  },
  {
    key: 'schedule-menu',
    label: tr.shell.nav.schedule,
    children: [
      { key: 'hours', label: tr.shell.nav.hours, screen: 'hours' },
      { key: 'specialdays', label: tr.shell.nav.specialdays, screen: 'specialdays' },
      { key: 'translations', label: tr.shell.nav.translations, screen: 'translations' },
    ],
  },
  { key: 'users', label: tr.shell.nav.users, screen: 'users' },
  { key: 'audit', label: tr.shell.nav.audit, screen: 'audit' },
  { key: 'service', label: tr.shell.nav.service, screen: 'service' },
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
