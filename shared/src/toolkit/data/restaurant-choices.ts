// The restaurants the signed-in user may manage (from the session store, loaded once by the host), for
// selects and for naming a record's restaurant.
import { useMemo, useState } from 'react';
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

/** A list screen's records under its "which restaurant" filter (null: all of them). */
export interface RestaurantFiltered<T> extends RestaurantChoices {
  filter: number | null;
  setFilter: (restaurantId: number | null) => void;
  /** Every record loaded (none before they load). */
  all: T[];
  /** The records of the chosen restaurant, or all of them. */
  visible: T[];
  /** The restaurant a new record starts with: the one filtered on, else the user's only one. */
  newRecordRestaurant: number | null;
}

export function useRestaurantFilter<T extends { restaurantId: number }>(records: T[] | undefined): RestaurantFiltered<T> {
  const choices = useRestaurantChoices();
  const [filter, setFilter] = useState<number | null>(null);
  const all = useMemo(() => records ?? [], [records]);
  const visible = useMemo(() => (filter == null ? all : all.filter((r) => r.restaurantId === filter)), [all, filter]);
  return { ...choices, filter, setFilter, all, visible, newRecordRestaurant: filter ?? choices.single ?? null };
}
