// What the signed-in user may do to a listed user; the server enforces the same rules.
import type { User } from '@menu/shared';

export interface UserRowPermissions {
  edit: boolean;
  /** Status toggle and delete: never on oneself. */
  toggleOrDelete: boolean;
  /** Why a control is locked, for its tooltip. */
  lockedReason: 'self' | 'superAdmin' | null;
}

export function permissionsFor(viewer: User | null, target: User): UserRowPermissions {
  if (!viewer) return { edit: false, toggleOrDelete: false, lockedReason: null };
  if (target.role === 'SuperAdmin' && viewer.role !== 'SuperAdmin') return { edit: false, toggleOrDelete: false, lockedReason: 'superAdmin' };
  if (target.id === viewer.id) return { edit: true, toggleOrDelete: false, lockedReason: 'self' };
  return { edit: true, toggleOrDelete: true, lockedReason: null };
}
