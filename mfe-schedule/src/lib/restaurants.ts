// The restaurants the signed-in user may see (from the session), for selects and for naming records.
import { tr, useSession, type Restaurant } from '@menu/shared';
import { useCallback, useMemo } from 'react';

export function useRestaurantChoices() {
  const restaurants = useSession((s) => s.restaurants);
  const byId = useMemo(() => new Map(restaurants.map((r) => [r.id, r] as const)), [restaurants]);
  const nameOf = useCallback((id: number) => byId.get(id)?.name ?? tr.schedule.restaurantFallback(id), [byId]);
  /** Preselected in new forms when the user has exactly one restaurant. */
  const defaultId: number | null = restaurants.length === 1 ? restaurants[0].id : null;
  return { restaurants, nameOf, defaultId } as { restaurants: Restaurant[]; nameOf: (id: number) => string; defaultId: number | null };
}
