// The restaurants the signed-in user may manage come from the session store (loaded once by the host).
import { tr, useSession } from '@menu/shared';
import { useMemo } from 'react';

export interface RestaurantOption {
  value: number;
  label: string;
}

export function useRestaurantOptions() {
  const restaurants = useSession((s) => s.restaurants);
  return useMemo(() => {
    const options: RestaurantOption[] = restaurants.map((r) => ({ value: r.id, label: r.name }));
    const names = new Map(restaurants.map((r) => [r.id, r.name]));
    return {
      options,
      /** The restaurant's name, or 'Restoran #id' when the session does not know it. */
      nameOf: (id: number | null | undefined) => (id == null ? '' : (names.get(id) ?? tr.catalog.common.unknownRestaurant(id))),
      /** SPEC: a user with exactly one restaurant gets it preselected. */
      single: options.length === 1 ? options[0].value : undefined,
    };
  }, [restaurants]);
}
