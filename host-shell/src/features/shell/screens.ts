// The admin screens (SPEC screen ids), the remote module that renders each, and the permission its tab needs.
import { tr, type Permission } from '@menu/shared';

export type ScreenId =
  | 'restaurants' | 'categories' | 'products' | 'variants' | 'addons'
  | 'qrmanagement' | 'menulogs' | 'hours' | 'specialdays' | 'translations' | 'users' | 'audit' | 'compliance';

export interface ScreenDef {
  id: ScreenId;
  label: string;
  remote: string;
  exposed: string;
  permission: Permission;
}

export const SCREENS: ScreenDef[] = [
  { id: 'restaurants', label: tr.shell.nav.restaurants, remote: 'restaurants', exposed: './RestaurantsScreen', permission: 'manage_own_restaurant' },
  { id: 'categories', label: tr.shell.nav.categories, remote: 'catalog', exposed: './CategoriesScreen', permission: 'manage_products' },
  { id: 'products', label: tr.shell.nav.productsList, remote: 'catalog', exposed: './ProductsScreen', permission: 'manage_products' },
  { id: 'variants', label: tr.shell.nav.variants, remote: 'catalog', exposed: './VariantsScreen', permission: 'manage_products' },
  { id: 'addons', label: tr.shell.nav.addons, remote: 'catalog', exposed: './AddonsScreen', permission: 'manage_products' },
  { id: 'qrmanagement', label: tr.shell.nav.qrmanagement, remote: 'qr', exposed: './QrCodesScreen', permission: 'manage_own_restaurant' },
  { id: 'menulogs', label: tr.shell.nav.menulogs, remote: 'qr', exposed: './AccessLogsScreen', permission: 'view_reports' },
  { id: 'hours', label: tr.shell.nav.hours, remote: 'schedule', exposed: './HoursScreen', permission: 'manage_own_restaurant' },
  { id: 'specialdays', label: tr.shell.nav.specialdays, remote: 'schedule', exposed: './SpecialDaysScreen', permission: 'manage_own_restaurant' },
  { id: 'translations', label: tr.shell.nav.translations, remote: 'schedule', exposed: './TranslationsScreen', permission: 'manage_products' },
  { id: 'users', label: tr.shell.nav.users, remote: 'users', exposed: './UsersScreen', permission: 'manage_users' },
  { id: 'audit', label: tr.shell.nav.audit, remote: 'users', exposed: './AuditScreen', permission: 'manage_users' },
  // Last, so it is never the tab '/' opens; the navigation shows it beside the restaurants.
  { id: 'compliance', label: tr.shell.nav.compliance, remote: 'restaurants', exposed: './ComplianceScreen', permission: 'manage_products' },
];

export const SCREEN_BY_ID = new Map(SCREENS.map((s) => [s.id, s]));

export interface NavItem {
  key: string;
  label: string;
  screen?: ScreenId;
  children?: NavItem[];
}

/** SPEC navigation: restaurants; Products dropdown; QR dropdown; users; plus the schedule dropdown. */
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

/** The tab '/' opens: restaurants when allowed (SPEC), else the first visible one. */
export function defaultScreen(can: (p: Permission) => boolean): ScreenId | null {
  return SCREENS.find((s) => can(s.permission))?.id ?? null;
}
