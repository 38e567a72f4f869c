// GET /restaurants/by-role: the restaurants the signed-in user may manage (scoped by the server).
import { apiClient, ApiError, listOf, RestaurantSchema, tokenStorage, useSession, type Restaurant } from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MissingTokenError } from './restaurant-errors';
import { restaurantKeys } from './restaurant-keys';

const RestaurantList = listOf(RestaurantSchema);

export async function fetchRestaurants(): Promise<Restaurant[]> {
  if (!tokenStorage.get()) throw new MissingTokenError();
  return apiClient.get('/restaurants/by-role', RestaurantList);
}

/** Retrying cannot fix a missing token or a refused request; a flaky connection or a 5xx may pass. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof MissingTokenError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function restaurantsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: restaurantKeys.list({ userId }),
    queryFn: fetchRestaurants,
    retry: shouldRetry,
  });
}

/**
 * The list for the signed-in user. After a 401 the session signs out (user becomes null); the last
 * user's query is kept so the screen can still say why, instead of falling back to a blank loading state.
 */
export function useRestaurants() {
  const userId = useSession((s) => s.user?.id ?? null);
  const [scopeUserId, setScopeUserId] = useState(userId);
  if (userId !== null && userId !== scopeUserId) setScopeUserId(userId);
  return useQuery(restaurantsQueryOptions(scopeUserId));
}
