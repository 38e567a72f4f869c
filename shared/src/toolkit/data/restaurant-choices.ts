// The restaurants the signed-in user may manage (from the session store, loaded once by the host), for
// selects and for naming a record's restaurant.
import { useMemo } from 'react';
import { useSession } from '../../client/session-store';
import type { Restaurant } from '../../schemas/entities';
import { tr } from '../../strings';

export interface RestaurantOption {
  value: number;
  label: string;
}

export interface RestaurantChoices {
  restaurants: Restaurant[];
  options: RestaurantOption[];
  /** The restaurant's name, or 'Restoran #id' when the session does not know it. */
  nameOf: (id: number | null | undefined) => string;
  /** A user with exactly one restaurant gets it preselected in new forms. */
  single: number | undefined;
}

export function useRestaurantChoices(): RestaurantChoices {
  const restaurants = useSession((s) => s.restaurants);
  return useMemo(() => {
    const names = new Map(restaurants.map((r) => [r.id, r.name]));
    return {
      restaurants,
      options: restaurants.map((r) => ({ value: r.id, label: r.name })),
      nameOf: (id: number | null | undefined) => (id == null ? '' : (names.get(id) ?? tr.common.unknownRestaurant(id))),
      single: restaurants.length === 1 ? restaurants[0].id : undefined,
    };
  }, [restaurants]);
}
