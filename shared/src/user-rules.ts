// Who may do what to which user (docs/roles-and-permissions.md), once for both sides: the API refuses with these
// rules (api/src/users/service.ts) and the users screen locks the same controls (mfe-users). A SuperAdmin
// manages everyone; an Admin only its own restaurant's users (scoping, checked by canAccessRestaurant) and
// never a SuperAdmin; only a SuperAdmin gives the SuperAdmin role; nobody deactivates, demotes or deletes
// themself. (The last active SuperAdmin rule needs the database and stays on the server.)
import type { Role } from './roles';

export interface UserActor {
  id: number;
  role: Role;
}

export interface UserTarget {
  id: number;
  role: Role;
}

/** Why a change to a user is refused; each has one Turkish sentence in USER_RULE_MESSAGES. */
export type UserRuleBreach =
  'superAdminOnlyEdit' | 'superAdminOnlyAssign' | 'selfDeactivate' | 'selfRole' | 'selfDelete';

export const USER_RULE_MESSAGES: Record<UserRuleBreach, string> = {
  superAdminOnlyAssign: 'SuperAdmin rolünü yalnızca bir SuperAdmin verebilir',
  superAdminOnlyEdit: 'SuperAdmin kullanıcılarını yalnızca bir SuperAdmin düzenleyebilir veya silebilir',
  selfDeactivate: 'Kendi hesabınızı pasifleştiremezsiniz',
  selfDelete: 'Kendi hesabınızı silemezsiniz',
  selfRole: 'Kendi rolünüzü değiştiremezsiniz',
};

/** Editing, toggling or deleting `target` at all. */
export function manageBreach(actor: UserActor, target: UserTarget): UserRuleBreach | null {
  return target.role === 'SuperAdmin' && actor.role !== 'SuperAdmin' ? 'superAdminOnlyEdit' : null;
}

/** Giving a user `role` (create or update). */
export function assignBreach(actor: UserActor, role: Role): UserRuleBreach | null {
  return role === 'SuperAdmin' && actor.role !== 'SuperAdmin' ? 'superAdminOnlyAssign' : null;
}

/** An update of `target` to `next` (after manageBreach and assignBreach). */
export function selfUpdateBreach(
  actor: UserActor,
  target: UserTarget,
  next: { isActive: boolean; role: Role },
): UserRuleBreach | null {
  if (target.id !== actor.id) return null;
  if (!next.isActive) return 'selfDeactivate';
  if (next.role !== target.role) return 'selfRole';
  return null;
}

/** Deleting `target` (after manageBreach). */
export function deleteBreach(actor: UserActor, target: UserTarget): UserRuleBreach | null {
  return target.id === actor.id ? 'selfDelete' : null;
}

export interface UserRowPermissions {
  edit: boolean;
  /** Status toggle and delete: never on oneself. */
  toggleOrDelete: boolean;
  /** Why a control is locked, for its tooltip. */
  lockedReason: 'self' | 'superAdmin' | null;
}

/** What `viewer` may do to a listed user, by the same rules the server enforces. */
export function userRowPermissions(viewer: UserActor | null, target: UserTarget): UserRowPermissions {
  if (!viewer) return { edit: false, toggleOrDelete: false, lockedReason: null };
  if (manageBreach(viewer, target)) return { edit: false, toggleOrDelete: false, lockedReason: 'superAdmin' };
  if (deleteBreach(viewer, target)) return { edit: true, toggleOrDelete: false, lockedReason: 'self' };
  return { edit: true, toggleOrDelete: true, lockedReason: null };
}
