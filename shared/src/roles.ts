// Roles and permissions of docs/roles-and-permissions.md: the one table the host, the remotes and the API all read.
export const ROLES = ['SuperAdmin', 'Admin', 'Manager', 'User', 'Garson'] as const;
export type Role = (typeof ROLES)[number];

/** Wire numbers of docs/screens.md, Constants: Admin 1, Manager 2, SuperAdmin 3, Garson (waiter) 4, any other number is User. */
const ROLE_BY_NUMBER: Record<number, Role> = { 1: 'Admin', 2: 'Manager', 3: 'SuperAdmin', 4: 'Garson' };
const NUMBER_BY_ROLE: Record<Role, number> = { Admin: 1, Manager: 2, SuperAdmin: 3, Garson: 4, User: 0 };

/** Accepts 1/2/3/4, '1', 'Admin', 'superadmin'...; anything else is a User. */
export function roleFromWire(value: unknown): Role {
  if (typeof value === 'number') return ROLE_BY_NUMBER[value] ?? 'User';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return ROLE_BY_NUMBER[Number(trimmed)] ?? 'User';
    const found = ROLES.find((r) => r.toLowerCase() === trimmed.toLowerCase());
    return found ?? 'User';
  }
  return 'User';
}

export function roleToWire(role: Role): number {
  return NUMBER_BY_ROLE[role];
}

export const ROLE_LABELS: Record<Role, string> = {
  SuperAdmin: 'Süper Yönetici',
  Admin: 'Yönetici',
  Manager: 'Müdür',
  User: 'Kullanıcı',
  Garson: 'Garson',
};

export const PERMISSIONS = {
  manage_all_restaurants: ['SuperAdmin'],
  manage_own_restaurant: ['SuperAdmin', 'Admin'],
  view_reports: ['SuperAdmin', 'Admin'],
  manage_users: ['SuperAdmin', 'Admin'],
  manage_products: ['SuperAdmin', 'Admin', 'Manager'],
  serve_tables: ['SuperAdmin', 'Admin', 'Manager', 'Garson'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_LABELS: Record<Permission, string> = {
  manage_all_restaurants: 'Tüm restoranları yönetme (manage_all_restaurants)',
  manage_own_restaurant: 'Kendi restoranını yönetme (manage_own_restaurant)',
  view_reports: 'Raporları görüntüleme (view_reports)',
  manage_users: 'Kullanıcıları yönetme (manage_users)',
  manage_products: 'Ürünleri yönetme (manage_products)',
  serve_tables: 'Masalara hizmet: garson çağrıları ve masadan siparişler (serve_tables)',
};

/**
 * Roles that work only the service screen (a waiter's tablet must not edit the menu): the API refuses them
 * every other staff route, and the host shows them only the Servis tab.
 */
export const SERVICE_ONLY_ROLES: readonly Role[] = ['Garson'];
export const isServiceOnly = (role: Role | null | undefined): boolean =>
  role != null && SERVICE_ONLY_ROLES.includes(role);

export interface Principal {
  role: Role;
  restaurantId: number | null;
}

/** Unknown permissions are denied. */
export function hasPermission(user: Pick<Principal, 'role'> | null | undefined, permission: string): boolean {
  if (!user) return false;
  const allowed = (PERMISSIONS as Record<string, readonly Role[]>)[permission];
  return allowed ? allowed.includes(user.role) : false;
}

export function canAccessRestaurant(
  user: Principal | null | undefined,
  restaurantId: number | null | undefined,
): boolean {
  if (!user) return false;
  if (user.role === 'SuperAdmin') return true;
  return restaurantId != null && user.restaurantId != null && Number(user.restaurantId) === Number(restaurantId);
}

/**
 * Translations of a record are written with the permission that record needs: the restaurant's own name and
 * description (table 'Restaurants') only by those who manage the restaurant (Admin, SuperAdmin); a Manager
 * translates the menu (products, categories, variants, add-ons). The API refuses with this rule and the
 * translations screen offers only the tables it allows.
 */
export function canWriteTranslationsOf(user: Pick<Principal, 'role'> | null | undefined, tableName: string): boolean {
  return hasPermission(user, tableName === 'Restaurants' ? 'manage_own_restaurant' : 'manage_products');
}

export const RESTAURANT_TRANSLATIONS_FORBIDDEN =
  'Restoran bilgilerinin çevirilerini yalnızca Admin ve SuperAdmin düzenleyebilir';
