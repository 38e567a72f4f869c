// The screen's filters and stat figures as pure functions (tested on their own).
import { matchesSearch, type Role, type User } from '@menu/shared';

export type StatusFilter = 'all' | 'active' | 'passive';
export type LoginFilter = 'all' | 'ever' | 'never';

export interface UserFilters {
  search: string;
  restaurantId: number | null;
  status: StatusFilter;
  role: Role | 'all';
  login: LoginFilter;
}

export const NO_FILTERS: UserFilters = { search: '', restaurantId: null, status: 'all', role: 'all', login: 'all' };

export function hasActiveFilters(f: UserFilters): boolean {
  return (
    f.search.trim() !== '' || f.restaurantId !== null || f.status !== 'all' || f.role !== 'all' || f.login !== 'all'
  );
}

export function filterUsers(users: readonly User[], f: UserFilters): User[] {
  return users.filter((u) => {
    if (!matchesSearch(f.search, u.firstName, u.lastName, u.username, u.email)) return false;
    if (f.restaurantId !== null && u.restaurantId !== f.restaurantId) return false;
    if (f.status === 'active' && !u.isActive) return false;
    if (f.status === 'passive' && u.isActive) return false;
    if (f.role !== 'all' && u.role !== f.role) return false;
    if (f.login === 'ever' && !u.lastLoginDate) return false;
    if (f.login === 'never' && u.lastLoginDate) return false;
    return true;
  });
}

export interface UserStats {
  total: number;
  active: number;
  superAdmins: number;
  signedIn: number;
}

export function userStats(users: readonly User[]): UserStats {
  return {
    total: users.length,
    active: users.filter((u) => u.isActive).length,
    superAdmins: users.filter((u) => u.role === 'SuperAdmin').length,
    signedIn: users.filter((u) => !!u.lastLoginDate).length,
  };
}

/** The RestaurantId claim of the sign-in token (docs/roles-and-permissions.md), or null when absent or unreadable. */
export function restaurantIdFromToken(token: string | null | undefined): number | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const raw = claims.RestaurantId ?? claims.restaurantId;
    const id = typeof raw === 'string' ? Number(raw) : raw;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
