// The user form's request bodies (POST and PUT /api/users), as the portal sends them.
import { roleToWire } from '@menu/shared/contract';
import { FIXTURE_USERS, type FixtureUser } from './fixtures';
import type { TestApp } from './test-app';

/** A password the common and breached password check lets through. */
export const STRONG_PASSWORD = 'Kahve-Fincanı-42';

/** A new active Manager of `restaurantId` named `username` (the email from it) with `STRONG_PASSWORD`. */
export const newUserBody = (restaurantId: number, username: string, overrides: Record<string, unknown> = {}) => ({
  restaurantId,
  firstName: 'Deniz',
  lastName: 'Kaya',
  username,
  email: `${username}@example.com`,
  passwordHash: STRONG_PASSWORD,
  role: 2,
  isActive: true,
  ...overrides,
});

/**
 * A fixture user's own record as its edit form sends it back: the password left blank (kept), a SuperAdmin
 * shown in restaurant A.
 */
export function fixtureUserBody(t: TestApp, user: FixtureUser, overrides: Record<string, unknown> = {}) {
  const { username, role, restaurant, isActive } = FIXTURE_USERS[user];
  return {
    restaurantId: t.restaurants[restaurant ?? 'A'],
    firstName: 'Test',
    lastName: role,
    username,
    email: `${username}@example.com`,
    passwordHash: '',
    role: roleToWire(role),
    isActive,
    ...overrides,
  };
}
