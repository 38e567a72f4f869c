// The session of docs/screens.md, States and transitions: on load the refresh cookie is traded for an access token (so a reload keeps
// the user signed in although the token lives only in memory), login, logout (revoked on the server), and
// the user's restaurants. One store for the host and every remote (@menu/shared is a Module Federation
// singleton).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { LoginResponse } from '../schemas/auth';
import { listOf, RestaurantSchema, type Restaurant, type User } from '../schemas/entities';
import { apiClient, onSessionRenewed, onUnauthorized, refreshSession } from './api-client';
import { ApiError } from './api-error';
import { sessionEndedNotice, tokenStorage } from './config';
import { isServiceOnly } from '../roles';

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
  /** Forgets the session at once and revokes it on the server (its tokens answer 401 from then on). */
  logout(): Promise<void>;
  loadRestaurants(): Promise<Restaurant[]>;
}

const RestaurantList = listOf(RestaurantSchema);

/** By-role, falling back to /restaurants/user/{userId}, then /restaurants filtered unless SuperAdmin. */
async function fetchRestaurantsFor(user: User): Promise<Restaurant[]> {
  // A waiter's account works the service screen of its own restaurant and may read no restaurant record.
  if (isServiceOnly(user.role)) return [];
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
  // Whether a session exists is known only once the refresh cookie (unreadable to scripts) has been tried.
  status: 'checking',
  token: null,
  user: null,
  restaurants: [],
  restaurantsStatus: 'idle',
  restaurantsError: null,

  async init() {
    set({ status: 'checking' });
    // The renewed session reaches the store through onSessionRenewed (below).
    if ((await refreshSession()) === 'renewed' && get().user) {
      void get().loadRestaurants();
      return;
    }
    tokenStorage.clear();
    set({ status: 'anonymous', token: null, user: null, restaurants: [] });
  },

  async login(username, password) {
    const res = await apiClient.post('/auth/login', { username, password }, LoginResponse, {
      anonymous: true,
      credentials: 'include',
    });
    tokenStorage.set(res.token);
    set({ status: 'authenticated', token: res.token, user: res.user });
    void get().loadRestaurants();
    return res.user;
  },

  async logout() {
    const token = tokenStorage.get();
    tokenStorage.clear();
    set({
      status: 'anonymous',
      token: null,
      user: null,
      restaurants: [],
      restaurantsStatus: 'idle',
      restaurantsError: null,
    });
    try {
      await apiClient.post('/auth/logout', undefined, undefined, {
        anonymous: true,
        credentials: 'include',
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      });
    } catch {
      // Offline or already ended: the cookie expires on its own and the session with it.
    }
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
  if (sessionStore.getState().status === 'anonymous') return;
  // Signed out by the server, not by the user: the sign-in page tells them why.
  sessionEndedNotice.mark();
  void sessionStore.getState().logout();
});

onSessionRenewed((session) => {
  sessionStore.setState({ status: 'authenticated', token: session.token, user: session.user });
});

// Counted so a browser test can prove there is exactly one store on the page.
const g = globalThis as { __MENU_SESSION_STORES__?: number };
g.__MENU_SESSION_STORES__ = (g.__MENU_SESSION_STORES__ ?? 0) + 1;

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
