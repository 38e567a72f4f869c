// The signed-in user a screen's lists are scoped by. The server scopes every list by the caller, so the user
// is part of each list's query key. After a 401 the session signs out (user becomes null); the last user is
// kept, so the screen can still say why instead of falling back to a blank loading state.
import { useState } from 'react';
import { useSession } from '../../client/session-store';
import type { Role } from '../../roles';
import type { ListScope } from './query-keys';

export interface ScopedUser {
  id: number;
  role: Role;
  restaurantId: number | null;
}

export function useScopedUser(): ScopedUser | null {
  const id = useSession((s) => s.user?.id ?? null);
  const role = useSession((s) => s.user?.role ?? null);
  const restaurantId = useSession((s) => s.user?.restaurantId ?? null);
  const [scoped, setScoped] = useState<ScopedUser | null>(id !== null && role ? { id, role, restaurantId } : null);
  if (id !== null && role && (scoped?.id !== id || scoped.role !== role || scoped.restaurantId !== restaurantId)) {
    setScoped({ id, role, restaurantId });
  }
  return scoped;
}

/** The key part of a list scoped by `user`. */
export function listScope(user: Pick<ScopedUser, 'id'> | null): ListScope {
  return { userId: user?.id ?? null };
}
