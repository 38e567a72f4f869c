// The fixture data every API test starts from: three restaurants (A, B and an inactive one) and one user
// per role of interest. Written once into the database snapshot (PGlite) or template (PostgreSQL).
import type { Database } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { createPasswordHasher, type ScryptParams } from '../../src/auth/password';
import { usernameKey } from '../../src/users/username-key';

/** Cheap scrypt cost for tests only; production uses OWASP_SCRYPT. */
export const TEST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };
export const FIXTURE_PASSWORD = 'Test-Şifre-123';

export const FIXTURE_USERS = {
  superAdmin: { username: 'super', role: 'SuperAdmin', restaurant: null, isActive: true },
  adminA: { username: 'admin-a', role: 'Admin', restaurant: 'A', isActive: true },
  managerA: { username: 'manager-a', role: 'Manager', restaurant: 'A', isActive: true },
  adminB: { username: 'admin-b', role: 'Admin', restaurant: 'B', isActive: true },
  garsonA: { username: 'garson-a', role: 'Garson', restaurant: 'A', isActive: true },
  inactive: { username: 'inactive-a', role: 'Admin', restaurant: 'A', isActive: false },
} as const;
export type FixtureUser = keyof typeof FIXTURE_USERS;

export const FIXTURE_RESTAURANTS = {
  A: { name: 'Restoran A', isActive: true },
  B: { name: 'Restoran B', isActive: true },
  inactive: { name: 'Kapalı Restoran', isActive: false },
} as const;

export async function insertFixtures(db: Database): Promise<void> {
  const hash = await createPasswordHasher(TEST_SCRYPT).hash(FIXTURE_PASSWORD);
  const rows = await db
    .insert(t.restaurants)
    .values(
      Object.values(FIXTURE_RESTAURANTS).map((r) => ({
        ...r,
        description: `${r.name} açıklaması`,
        email: 'info@example.com',
      })),
    )
    .returning();
  const idOf = (key: 'A' | 'B') => rows.find((r) => r.name === FIXTURE_RESTAURANTS[key].name)!.id;
  await db.insert(t.users).values(
    Object.values(FIXTURE_USERS).map((u) => ({
      username: u.username,
      usernameKey: usernameKey(u.username),
      email: `${u.username}@example.com`,
      passwordHash: hash,
      firstName: 'Test',
      lastName: u.role,
      role: u.role,
      isActive: u.isActive,
      restaurantId: u.restaurant ? idOf(u.restaurant) : null,
    })),
  );
}
