// The set-up the portal's screen tests share: a signed-in user with their restaurants, the API faked at the
// fetch level, the screen rendered under the app's providers; the clean-up after each test; and a download
// as the API answers it. Test-only, like the rest of @menu/shared/testing.
import type { ReactElement } from 'react';
import { RestaurantSchema, type User } from '../index';
import { makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from './index';

export interface ScreenSetup {
  /** Who is signed in (makeUser's demo user with these fields); left out: the session is left as it is. */
  user?: Partial<User>;
  /** The user's restaurants as the API sends them (parsed as the session keeps them). */
  restaurants?: readonly unknown[];
  /** The faked API, as for mockApi. */
  api?: Parameters<typeof mockApi>[0];
}

/** Signs in, fakes the API and renders `ui`; returns the render's helpers and the API calls made. */
export function renderScreen(ui: ReactElement, { user, restaurants = [], api }: ScreenSetup = {}) {
  if (user) signIn(makeUser(user), parseRestaurants(restaurants));
  const calls = api ? mockApi(api) : [];
  return { ...renderWithProviders(ui), calls };
}

/** Wire restaurants as the session holds them. */
export function parseRestaurants(restaurants: readonly unknown[]) {
  return restaurants.map((r) => RestaurantSchema.parse(r));
}

/** After each test of the file: the fetch and download fakes undone, nobody signed in. */
export function cleanUpAfterEach() {
  afterEach(() => {
    jest.restoreAllMocks();
    signOutForTest();
  });
}

/** A file download as the API answers it: the body, its type, and the name the browser saves it under. */
export function fileResponse(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}
