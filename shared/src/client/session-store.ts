// The session of SPEC section 4: verify a stored token on load, login, logout, and the user's restaurants.
// One store for the host and every remote (@menu/shared is a Module Federation singleton).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { LoginResponse } from '../schemas/auth';
import { listOf, RestaurantSchema, UserSchema, type Restaurant, type User } from '../schemas/entities';
import { apiClient, onUnauthorized } from './api-client';
import { ApiError } from './api-error';
import { tokenStorage } from './config';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  restaurants: Restaurant[];
  restaurantsStatus: 'idle' | 'loading' | 'ready' | 'error';
  restaurantsError: unknown;
  init(): Promise<void>;
  login(username: string, password: string): Promise<User>;
  logout(): void;
  loadRestaurants(): Promise<Restaurant[]>;
}

const RestaurantList = listOf(RestaurantSchema);

/** SPEC: by-role, falling back to /restaurants/user/{userId}, then /restaurants filtered unless SuperAdmin. */
async function fetchRestaurantsFor(user: User): Promise<Restaurant[]> {
  try {
    return await apiClient.get('/restaurants/by-role', RestaurantList);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  try {
    return await apiClient.get(`/restaurants/user/${user.id}`, RestaurantList);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const all = await apiClient.get('/restaurants', RestaurantList);
  return user.role === 'SuperAdmin' ? all : all.filter((r) => r.id === user.restaurantId);
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  status: tokenStorage.get() ? 'checking' : 'anonymous',
  token: tokenStorage.get(),
  user: null,
  restaurants: [],
  restaurantsStatus: 'idle',
  restaurantsError: null,

  async init() {
    const token = tokenStorage.get();
    if (!token) {
      set({ status: 'anonymous', token: null, user: null, restaurants: [] });
      return;
    }
    set({ status: 'checking', token });
    try {
      const user = await apiClient.get('/auth/verify', UserSchema);
      set({ status: 'authenticated', user });
      void get().loadRestaurants();
    } catch {
      get().logout();
    }
  },

  async login(username, password) {
    const res = await apiClient.post('/auth/login', { username, password }, LoginResponse, { anonymous: true });
    tokenStorage.set(res.token);
    set({ status: 'authenticated', token: res.token, user: res.user });
    void get().loadRestaurants();
    return res.user;
  },

  logout() {
    tokenStorage.clear();
    set({ status: 'anonymous', token: null, user: null, restaurants: [], restaurantsStatus: 'idle', restaurantsError: null });
  },

  async loadRestaurants() {
    const user = get().user;
    if (!user) return [];
    set({ restaurantsStatus: 'loading', restaurantsError: null });
    try {
      const restaurants = await fetchRestaurantsFor(user);
      set({ restaurants, restaurantsStatus: 'ready' });
      return restaurants;
    } catch (error) {
      set({ restaurantsStatus: 'error', restaurantsError: error });
      return [];
    }
  },
}));

onUnauthorized(() => {
  if (sessionStore.getState().status !== 'anonymous') sessionStore.getState().logout();
});

// Counted so a browser test can prove there is exactly one store on the page.
const g = globalThis as { __MENU_SESSION_STORES__?: number };
g.__MENU_SESSION_STORES__ = (g.__MENU_SESSION_STORES__ ?? 0) + 1;

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
